import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { openCartDrawer, useCart } from './CartContext';
import type { SellableProduct, SellableVariant } from './variant-choice';

/** The first picture of a product, for the cart line. */
export const productImage = (product: Pick<SellableProduct, 'image' | 'images'>) => product.image ?? product.images?.[0]?.url ?? null;

/** The width below which an open drawer lies under the toasts (shell.css puts them under its header). */
const drawerCoversToasts = () => window.matchMedia?.('(max-width: 839px)').matches === true;

/**
 * Put one size and colour of a product into the cart; on success the cart drawer opens (the `openCart`
 * event), with a toast where the drawer leaves room for one. The cart says 'Invalid product' when there is no product id.
 */
export function useAddToCart() {
  const { addItem } = useCart();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (product: SellableProduct | null | undefined, variant: SellableVariant, quantity = 1) => {
      const added = await addItem({
        productId: product?.id,
        slug: product?.slug ?? '',
        name: product?.title ?? '',
        image: product ? productImage(product) : null,
        size: variant.size,
        color: variant.color,
        variantSku: variant.sku,
        price: variant.price,
        mrp: variant.mrp,
        gstRate: product?.gstRate ?? 0,
        quantity,
      });
      if (added && product) {
        // Below 840 px the cart drawer fills the screen and toasts drop in under its header, right over the line
        // just added: there the drawer opening is the confirmation (shell.css, toasts).
        if (!drawerCoversToasts()) enqueueSnackbar(`${product.title} (${variant.size}, ${variant.color}) added to your cart`, { variant: 'success' });
        openCartDrawer();
      }
      return added;
    },
    [addItem, enqueueSnackbar],
  );
}

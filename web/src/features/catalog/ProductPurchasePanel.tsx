import { useState } from 'react';
import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS, formatRupees, percentOff } from '@kapda/rules/pricing';
import type { ProductDetailQuery } from '../../gql/graphql';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../ui/icons';
import { VariantPicker, colorInStock, sizeInStock } from '../cart';
import { DeliveryCheck } from '../checkout';
import { AddToCart } from './AddToCart';
import { SizeChartLink } from './SizeChartLink';
import { NotifyMe } from './NotifyMe';
import { PriceTag } from '../../ui/PriceTag';

type Product = NonNullable<ProductDetailQuery['product']>;
type Variant = Product['variants'][number];

/** At or below this many pieces the page warns 'Only n left'. */
export const LOW_STOCK_THRESHOLD = 5;

function StockState({ product, variant }: { product: Product; variant: Variant | null }) {
  if (!product.inStock) return <p className="stock stock--out">Sold out</p>;
  if (variant && !variant.inStock) return <p className="stock stock--out">Sold out in this size and colour</p>;
  if (variant && variant.stock <= LOW_STOCK_THRESHOLD) return <p className="stock stock--low">Only {variant.stock} left</p>;
  return <p className="stock stock--in">In stock</p>;
}

function DeliveryPromise() {
  return (
    <ul className="delivery-promise">
      <li><TruckIcon /><span><strong>Free shipping</strong> on orders over {formatRupees(FREE_SHIPPING_THRESHOLD)} · dispatched from Surat within 24 hours</span></li>
      <li><ReturnIcon /><span><strong>{RETURN_WINDOW_DAYS}-day returns</strong> and free size exchanges</span></li>
      <li><ShieldIcon /><span><strong>Secure payment</strong> with UPI, cards and net banking</span></li>
    </ul>
  );
}

/**
 * The buying side of the product page: price (of the chosen variant once chosen), colour and size
 * pickers with sold-out options disabled, stock state, Add to Cart and the delivery promise.
 */
export function ProductPurchasePanel({ product, color, onColor }: { product: Product; color: string | null; onColor(color: string | null): void }) {
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? product.sizes[0] : null);
  const variant = (size && color && product.variants.find((v) => v.size === size && v.color === color)) || null;
  const price = variant?.price ?? product.price;
  const mrp = variant?.mrp ?? product.mrp;
  const off = variant ? percentOff(variant.price, variant.mrp) : product.percentOff;

  const chooseColor = (next: string) => {
    onColor(next);
    if (size && !sizeInStock(product.variants, size, next)) setSize(null);
  };
  const chooseSize = (next: string) => {
    setSize(next);
    if (color && !colorInStock(product.variants, color, next)) onColor(null);
  };

  return (
    <div className="purchase">
      <PriceTag price={price} mrp={mrp} percentOff={off} size="large" />
      <p className="purchase__tax">Inclusive of all taxes</p>
      <StockState product={product} variant={variant} />
      <VariantPicker look="buttons" variants={product.variants} sizes={product.sizes} colors={product.colors} size={size} color={color} onSize={chooseSize} onColor={chooseColor} />
      <SizeChartLink slug={product.slug} title={product.title} sizes={product.sizes} hasChart={product.hasSizeChart} />
      <AddToCart product={product} variant={variant} missing={{ size: !size, color: !color }} />
      <NotifyMe slug={product.slug} variants={color ? product.variants.filter((v) => v.color === color) : product.variants} chosen={variant} colours={color ? 1 : product.colors.length} />
      <DeliveryCheck />
      <DeliveryPromise />
    </div>
  );
}

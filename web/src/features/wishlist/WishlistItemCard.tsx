import { formatIndiaDate } from '@kapda/rules/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnackbar } from 'notistack';
import { displayMrp, formatRupees, percentOff } from '@kapda/rules/pricing';
import { ChooseVariantDialog, onlyVariant } from '../cart';
import { DEFAULT_PRODUCT_IMAGE } from '../../ui/product-image';
import { useWishlist, type WishlistItem, type WishlistVariant } from './WishlistContext';
import './wishlist.css';


/** One saved product: picture, title, price, when it was saved, Move to Cart and Remove. */
export function WishlistItemCard({ item }: { item: WishlistItem }) {
  const { remove, moveToCart } = useWishlist();
  const { enqueueSnackbar } = useSnackbar();
  const [choosing, setChoosing] = useState(false);
  const [moving, setMoving] = useState(false);
  const mrp = displayMrp(item.price, item.mrp);
  const off = percentOff(item.price, mrp);
  const inStock = item.variants.some((v) => v.stock > 0);
  const added = item.addedAt ? new Date(item.addedAt) : null;

  const move = async (variant: WishlistVariant) => {
    const moved = await moveToCart(item, variant);
    if (moved) enqueueSnackbar(`${item.title} (${variant.size}, ${variant.color}) moved to your cart`, { variant: 'success' });
    return moved;
  };

  const startMove = async () => {
    const only = onlyVariant(item.variants);
    if (!only) {
      setChoosing(true);
      return;
    }
    setMoving(true);
    await move(only);
    setMoving(false);
  };

  return (
    <li className="wishlist-item">
      {/* The title below is the link for keyboards and screen readers; the picture repeats it for pointers. */}
      <Link to={`/product/${item.slug}`} className="wishlist-item__picture" tabIndex={-1} aria-hidden="true">
        <img
          src={item.image || DEFAULT_PRODUCT_IMAGE}
          alt=""
          loading="lazy"
          width={300}
          height={400}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DEFAULT_PRODUCT_IMAGE)) event.currentTarget.src = DEFAULT_PRODUCT_IMAGE;
          }}
        />
      </Link>
      <div className="wishlist-item__details">
        <Link to={`/product/${item.slug}`} className="wishlist-item__title">{item.title}</Link>
        <p className="wishlist-item__price">
          <strong>{formatRupees(item.price)}</strong>
          {off > 0 && (
            <>
              {' '}<s className="wishlist-item__mrp">{formatRupees(mrp)}</s> <span className="wishlist-item__off">{off}% off</span>
            </>
          )}
        </p>
        {added && !Number.isNaN(added.getTime()) && <p className="wishlist-item__added">Saved on {formatIndiaDate(added)}</p>}
        <div className="wishlist-item__actions">
          {item.variants.length > 0 && inStock ? (
            <button type="button" className="button wishlist-item__move" onClick={startMove} disabled={moving} aria-busy={moving || undefined}>
              {moving && <span className="spinner spinner--small" aria-hidden="true" />}
              Move to Cart
            </button>
          ) : item.variants.length > 0 ? (
            <span className="wishlist-item__sold-out">Sold out</span>
          ) : (
            <Link to={`/product/${item.slug}`} className="button button--outline">View Product</Link>
          )}
          <button type="button" className="link-button" onClick={() => void remove(item.productId)} aria-label={`Remove ${item.title} from wishlist`}>
            Remove
          </button>
        </div>
      </div>
      {choosing && (
        <ChooseVariantDialog
          title={item.title}
          image={item.image}
          variants={item.variants}
          confirmLabel="Move to Cart"
          onConfirm={move}
          onClose={() => setChoosing(false)}
        />
      )}
    </li>
  );
}

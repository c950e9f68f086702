import { Link } from 'react-router';
import { canDecrease, canIncrease, formatRupees } from '@kapda/rules/pricing';
import { useCart, type CartLine } from './CartContext';
import { TrashIcon } from '../../ui/icons';
import { DEFAULT_PRODUCT_IMAGE } from '../../ui/product-image';
import './cart.css';


interface CartLineItemProps {
  line: CartLine;
  /** Called when the shopper follows the product link (the drawer closes itself). */
  onNavigate?(): void;
}

/** One cart line: picture, name, size, colour, price, a 1..99 quantity stepper and remove. */
export function CartLineItem({ line, onNavigate }: CartLineItemProps) {
  const { updateQuantity, removeItem } = useCart();
  // The cart clamps to 1..99 (SPEC.md §4) and rolls back with a message if the server refuses (stock).
  const setQuantity = (quantity: number) => updateQuantity(line.id, quantity);

  return (
    <li className="cart-line">
      <img
        className="cart-line__image"
        src={line.image || DEFAULT_PRODUCT_IMAGE}
        alt={line.name}
        width={72}
        height={96}
        loading="lazy"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_PRODUCT_IMAGE)) event.currentTarget.src = DEFAULT_PRODUCT_IMAGE;
        }}
      />
      <div className="cart-line__details">
        <Link to={`/product/${line.slug}`} className="cart-line__name" onClick={onNavigate}>{line.name}</Link>
        <p className="cart-line__variant">Size: {line.size} · Colour: {line.color}</p>
        <p className="cart-line__price">
          {formatRupees(line.price)}
          {line.mrp > line.price && <s className="price__mrp">{formatRupees(line.mrp)}</s>}
        </p>
        {line.quantity > 1 && (
          <p className="cart-line__amount">
            {line.quantity} × {formatRupees(line.price)} = <strong>{formatRupees(line.lineAmount)}</strong>
          </p>
        )}
        <div className="cart-line__actions">
          <div className="quantity" role="group" aria-label={`Quantity of ${line.name}`}>
            <button type="button" aria-label="Decrease quantity" disabled={!canDecrease(line.quantity)} onClick={() => setQuantity(line.quantity - 1)}>−</button>
            <span aria-live="polite">{line.quantity}</span>
            <button type="button" aria-label="Increase quantity" disabled={!canIncrease(line.quantity)} onClick={() => setQuantity(line.quantity + 1)}>+</button>
          </div>
          <button type="button" className="cart-line__remove" onClick={() => removeItem(line.id)} aria-label={`Remove ${line.name}`}>
            <TrashIcon /> <span>Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}

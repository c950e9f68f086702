import { useState } from 'react';
import { Link } from 'react-router';
import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS, formatRupees } from '@kapda/rules/pricing';
import { useCart, CartTotals, CouponForm, CartLineItem } from '../features/cart';
import { BagIcon } from '../ui/icons';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageTitle } from '../ui/usePageTitle';
import '../features/cart/cart.css';

/** "Clear cart" asks once more before emptying the cart. */
function ClearCartButton({ count }: { count: number }) {
  const { clearCart } = useCart();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return <button type="button" className="link-button" onClick={() => setAsking(true)}>Clear cart</button>;
  }
  return (
    <span className="cart-page__confirm" role="group" aria-label="Clear cart">
      Remove all {count} {count === 1 ? 'item' : 'items'}?{' '}
      <button type="button" className="link-button" onClick={() => { setAsking(false); void clearCart(); }} autoFocus>Yes, clear</button>{' '}
      <button type="button" className="link-button" onClick={() => setAsking(false)}>Keep them</button>
    </span>
  );
}

/** /cart: every line with its quantity control, the coupon box, the totals and the way to checkout. */
export default function CartPage() {
  usePageTitle('Shopping Cart');
  const { items, itemCount, loading, loadError, reload } = useCart();

  if (items.length === 0 && loading) return <PageSpinner label="Loading your cart…" />;
  if (items.length === 0 && loadError) {
    return (
      <div className="container error-state" role="alert">
        <p>{loadError}</p>
        <button type="button" className="button" onClick={reload}>Try again</button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="container empty-state cart-page__empty">
        <BagIcon />
        <h1 className="empty-state__title">Your cart is empty</h1>
        <p>Kurtas, sarees and more are waiting for you.</p>
        <Link to="/shop" className="button">Continue Shopping</Link>
      </div>
    );
  }

  return (
    <div className="container cart-page">
      <h1 className="page-title">
        Shopping Cart <span className="cart-page__count">({itemCount} {itemCount === 1 ? 'item' : 'items'})</span>
      </h1>
      <div className="cart-page__layout">
        <section className="cart-page__lines" aria-label="Items in your cart">
          <ul className="cart-lines cart-lines--page">
            {items.map((line) => <CartLineItem key={line.id} line={line} />)}
          </ul>
          <div className="cart-page__actions">
            <Link to="/shop">Continue Shopping</Link>
            <ClearCartButton count={itemCount} />
          </div>
        </section>
        <aside className="cart-page__summary" aria-label="Order summary">
          <h2 className="cart-page__summary-title">Order Summary</h2>
          <CouponForm />
          <CartTotals showGst />
          <Link to="/checkout" className="button button--block">Checkout</Link>
          <p className="cart-page__promise">
            Free shipping on orders over {formatRupees(FREE_SHIPPING_THRESHOLD)} · {RETURN_WINDOW_DAYS}-day returns · Secure payment
          </p>
        </aside>
      </div>
    </div>
  );
}

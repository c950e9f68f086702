import { useEffect } from 'react';
import { Link } from 'react-router';

/** /account/orders. Orders arrive with checkout; until a shopper has placed one, this is what they see. */
export default function OrdersPage() {
  useEffect(() => {
    document.title = 'My Orders · Kapda';
  }, []);
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="account__title">My Orders</h1>
      <div className="empty-state">
        <p className="empty-state__title">No orders yet</p>
        <p>When you place an order, you can follow it here from packing to your doorstep.</p>
        <Link to="/shop" className="button button--primary">Start shopping</Link>
      </div>
    </section>
  );
}

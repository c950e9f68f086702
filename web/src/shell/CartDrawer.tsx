import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCart, CartTotals, CartLineItem } from '../features/cart';
import { Drawer } from '../ui/Drawer';
import { PageSpinner } from '../ui/PageSpinner';
import { BagIcon } from '../ui/icons';

/**
 * SPEC.md §2 cart drawer: slides in from the right when anything dispatches the document event `openCart`.
 * `asks`: how many such events Overlays.tsx (which loads the drawer after the page) has heard; the
 * drawer opens when it grows — also for an event between the drawer's first render and its own
 * listener (its mount is not urgent, so a tap can come in between).
 */
export function CartDrawer({ asks = 0 }: { asks?: number }) {
  const [open, setOpen] = useState(asks > 0);
  const [asksSeen, setAsksSeen] = useState(asks);
  if (asks !== asksSeen) {
    setAsksSeen(asks);
    setOpen(true);
  }
  const { items, itemCount, loading } = useCart();
  const close = () => setOpen(false);

  useEffect(() => {
    const show = () => setOpen(true);
    document.addEventListener('openCart', show);
    return () => document.removeEventListener('openCart', show);
  }, []);

  const footer = items.length > 0 && (
    <>
      <CartTotals />
      <div className="cart-drawer__buttons">
        <Link to="/cart" className="button button--outline" onClick={close}>View Cart</Link>
        <Link to="/checkout" className="button" onClick={close}>Checkout</Link>
      </div>
    </>
  );

  return (
    <Drawer open={open} onClose={close} side="right" title={`Your Cart (${itemCount})`} footer={footer} className="cart-drawer">
      {items.length === 0 && loading ? (
        <PageSpinner label="Loading your cart…" />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <BagIcon />
          <p className="empty-state__title">Your cart is empty</p>
          <p>Kurtas, sarees and more are waiting for you.</p>
          <Link to="/shop" className="button" onClick={close}>Continue Shopping</Link>
        </div>
      ) : (
        <ul className="cart-lines">
          {items.map((line) => <CartLineItem key={line.id} line={line} onNavigate={close} />)}
        </ul>
      )}
    </Drawer>
  );
}

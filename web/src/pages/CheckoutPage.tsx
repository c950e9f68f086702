import { SimplePage } from './SimplePage';

/** Placeholder route page; its owning feature replaces it. */
export default function CheckoutPage() {
  return (
    <SimplePage title="Checkout">
      <p>Review your cart from the bag icon, then come back here to place your order.</p>
    </SimplePage>
  );
}

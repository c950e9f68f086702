import { CheckoutForm } from '../features/checkout';
import { usePageTitle } from '../ui/usePageTitle';

/** /checkout (SPEC.md §2): guests and members place their order here. */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <div className="container">
      <h1 id="checkout-title" className="page-title">Checkout</h1>
      <CheckoutForm />
    </div>
  );
}

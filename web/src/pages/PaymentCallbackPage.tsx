import { SimplePage } from './SimplePage';

/** Placeholder route page; its owning feature replaces it. */
export default function PaymentCallbackPage() {
  return (
    <SimplePage title="Payment status">
      <p>We are confirming your payment with the bank. Your order details will appear in your account.</p>
    </SimplePage>
  );
}

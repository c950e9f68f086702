import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatRupees } from '@kapda/rules/pricing';
import type { VerifyPaymentMutation } from '../gql/graphql';
import { useRetryPaymentMutation } from '../gql/hooks/RetryPayment';
import { useVerifyPaymentMutation } from '../gql/hooks/VerifyPayment';
import { describeFailure, useAuth } from '../features/auth';
import { SwitchToCod, keptOrderToken, payOnline } from '../features/checkout';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageTitle } from '../ui/usePageTitle';
import '../features/orders/orders.css';

type Result = VerifyPaymentMutation['verifyPayment'];
/** A result that opens its order (a signed answer, or the caller may read the order). */
type Shown = Result & { order: NonNullable<Result['order']> };
const isShown = (r: Result): r is Shown => r.order !== null && r.order !== undefined;

/**
 * /payment/callback: the gateway sends the shopper back here with a signed answer. The page asks
 * the API to verify it (the API confirms the order once, however often this page is reloaded) and
 * shows success, or the failure with a way to try again.
 */
export default function PaymentCallbackPage() {
  usePageTitle('Payment status');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading: sessionLoading } = useAuth();
  const [verify] = useVerifyPaymentMutation();
  const [retry, { loading: retrying }] = useRetryPaymentMutation();
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    // Whatever the gateway brought back (the sandbox's signed query, Razorpay's signed answer, Cashfree's order id): the server checks it.
    const fields = ['gateway', 'reference', 'status', 'paymentId', 'amount', 'signature', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'order_id'] as const;
    const input: Record<string, string> = Object.fromEntries(fields.map((f) => [f, params.get(f)]).filter(([, v]) => v !== null));
    // Cashfree's return proves nothing: the order opens with the token this tab kept when checkout opened.
    const token = input.gateway === 'cashfree' ? keptOrderToken(input.order_id ?? null) : null;
    if (token) input.token = token;
    verify({ variables: { input } })
      .then(({ data }) => setResult(data!.verifyPayment))
      .catch((error) => setProblem(describeFailure(error).serverMessage ?? 'We could not confirm your payment. Please check your orders.'));
  }, [params, verify]);

  const orderLink = (r: Shown) => (user ? `/account/orders/${r.order.id}` : `/order/${r.order.id}?token=${r.accessToken}`);
  const tryAgain = async (r: Shown) => {
    try {
      const { data } = await retry({ variables: { orderId: r.order.id, token: r.accessToken } });
      if (!data) return;
      await payOnline(data.retryPayment, { name: r.order.shippingAddress.fullName, email: r.order.email, phone: r.order.shippingAddress.phone }, {
        returned: (path) => window.location.assign(path),
        stopped: (reason) => setNotice(reason ?? 'The payment window was closed. Your order is waiting: you can pay now or later from your order page.'),
      }, r.accessToken);
    } catch (error) {
      setProblem(describeFailure(error).serverMessage ?? 'Could not start the payment. Please try again.');
    }
  };

  if (problem) {
    return (
      <div className="container sandbox" role="alert">
        <h1 className="page-title">Payment not confirmed</h1>
        <p>{problem}</p>
        <Link to="/" className="button">Back to the shop</Link>
      </div>
    );
  }
  // The order link depends on who is signed in: wait for the session as well as the answer.
  if (!result || sessionLoading) return <PageSpinner label="Confirming your payment…" />;
  const paid = result.outcome === 'paid';
  const title = paid ? 'Payment successful' : result.outcome === 'pending' ? 'Payment not confirmed yet' : result.outcome === 'late_refunded' ? 'Payment refunded' : 'Payment failed';
  return (
    <div className="container sandbox">
      <h1 className="page-title">{title}</h1>
      <p role="status">{result.message}</p>
      {notice && <p className="field__error" role="alert">{notice}</p>}
      {isShown(result) ? (
        <>
          <p>Order <strong>{result.order.orderNumber}</strong> · {formatRupees(result.order.total)}</p>
          <div className="sandbox__actions">
            {result.outcome === 'failed' && result.order.status === 'pending_payment' && (
              <>
                <button type="button" className="button button--primary" onClick={() => void tryAgain(result)} disabled={retrying}>{retrying ? 'Starting…' : 'Retry payment'}</button>
                <SwitchToCod orderId={result.order.id} token={result.accessToken} onSwitched={() => navigate(orderLink(result))} />
              </>
            )}
            <Link to={orderLink(result)} className="button">View order</Link>
          </div>
        </>
      ) : (
        <>
          <p>Order <strong>{result.orderNumber}</strong></p>
          <p>Open it from the link in your order email{user ? ' or from your orders' : ''}.</p>
          <div className="sandbox__actions">
            {user ? <Link to="/account/orders" className="button">My orders</Link> : <Link to="/" className="button">Back to the shop</Link>}
          </div>
        </>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatRupees } from '@kapda/rules/pricing';
import type { VerifyPaymentMutation } from '../gql/graphql';
import { useRetryPaymentMutation } from '../gql/hooks/RetryPayment';
import { useVerifyPaymentMutation } from '../gql/hooks/VerifyPayment';
import { describeFailure, useAuth } from '../features/auth';
import { SwitchToCod } from '../features/checkout';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageTitle } from '../ui/usePageTitle';
import '../features/orders/orders.css';

type Result = VerifyPaymentMutation['verifyPayment'];

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
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const input = {
      gateway: params.get('gateway'),
      reference: params.get('reference') ?? '',
      status: params.get('status') ?? '',
      paymentId: params.get('paymentId') ?? '',
      amount: params.get('amount') ?? '',
      signature: params.get('signature') ?? '',
    };
    verify({ variables: { input } })
      .then(({ data }) => setResult(data!.verifyPayment))
      .catch((error) => setProblem(describeFailure(error).serverMessage ?? 'We could not confirm your payment. Please check your orders.'));
  }, [params, verify]);

  const orderLink = (r: Result) => (user ? `/account/orders/${r.order.id}` : `/order/${r.order.id}?token=${r.accessToken}`);
  const tryAgain = async (r: Result) => {
    try {
      const { data } = await retry({ variables: { orderId: r.order.id, token: r.accessToken } });
      if (data?.retryPayment.redirectUrl) window.location.assign(data.retryPayment.redirectUrl);
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
  return (
    <div className="container sandbox">
      <h1 className="page-title">{paid ? 'Payment successful' : 'Payment failed'}</h1>
      <p role="status">{result.message}</p>
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
    </div>
  );
}

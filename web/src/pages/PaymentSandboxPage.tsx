import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatRupees } from '@kapda/rules/pricing';
import { useSandboxDecideMutation } from '../gql/hooks/SandboxDecide';
import { useSandboxPaymentQuery } from '../gql/hooks/SandboxPayment';
import { describeFailure } from '../features/auth';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageTitle } from '../ui/usePageTitle';
import '../features/orders/orders.css';

/**
 * /payment/sandbox: the built-in sandbox gateway's own pay page. It stands where a real gateway's
 * hosted page would: the shopper approves or declines, and is sent back to /payment/callback with
 * a signed answer. No money moves.
 */
export default function PaymentSandboxPage() {
  usePageTitle('Sandbox payment');
  const [params] = useSearchParams();
  const input = { reference: params.get('reference') ?? '', amount: params.get('amount') ?? '', order: params.get('order') ?? '', signature: params.get('signature') ?? '' };
  const { data, loading, error } = useSandboxPaymentQuery({ variables: { input }, fetchPolicy: 'network-only' });
  const [decide, { loading: deciding }] = useSandboxDecideMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const answer = async (approve: boolean) => {
    try {
      const { data: decided } = await decide({ variables: { input, approve } });
      window.location.assign(decided!.sandboxDecide);
    } catch (e) {
      setProblem(describeFailure(e).serverMessage ?? 'The sandbox gateway could not answer. Please try again.');
    }
  };

  if (loading) return <PageSpinner label="Opening the payment page…" />;
  const payment = data?.sandboxPayment;
  if (error || !payment) {
    return <div className="container sandbox" role="alert"><h1 className="page-title">Payment link not valid</h1><p>{describeFailure(error).serverMessage ?? 'This payment link could not be verified.'}</p></div>;
  }
  return (
    <div className="container sandbox card">
      <p className="sandbox__badge">Kapda sandbox gateway · test mode, no money moves</p>
      <h1 className="page-title">Pay {formatRupees(payment.amountPaise / 100)}</h1>
      <p>Order {payment.orderNumber}</p>
      {problem && <p className="field__error" role="alert">{problem}</p>}
      {payment.status !== 'created' ? (
        <p role="status">This payment has already been answered.</p>
      ) : (
        <div className="sandbox__actions">
          <button type="button" className="button button--primary" disabled={deciding} onClick={() => void answer(true)}>Approve payment</button>
          <button type="button" className="button" disabled={deciding} onClick={() => void answer(false)}>Decline payment</button>
        </div>
      )}
    </div>
  );
}

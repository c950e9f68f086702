import { useSnackbar } from 'notistack';
import { useCheckOrderPaymentMutation } from '../../../gql/hooks/CheckOrderPayment';
import { useOrderPaymentsQuery } from '../../../gql/hooks/OrderPayments';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { money } from './store-format';

const paise = (n: number | null | undefined) => (typeof n === 'number' ? money(n / 100) : '');
const REFUND_REASONS: Record<string, string> = { cancel: 'order cancelled', late: 'paid after the order stopped waiting', return: 'return' };

/**
 * The order's money as the gateways saw it: each try (gateway ids, amount, status), each refund, and
 * every gateway call and webhook with the gateway's reason for a failure. "Check payment" asks the
 * gateway now about an order still waiting (manage_orders), then the order page reloads.
 */
export function PaymentPanel({ orderId, waiting, canCheck, onChecked }: { orderId: string; waiting: boolean; canCheck: boolean; onChecked(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, error } = useOrderPaymentsQuery({ variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const [check, { loading: checking }] = useCheckOrderPaymentMutation();
  const panel = data?.orderPayments;
  const runCheck = async () => {
    try {
      const { data: checked } = await check({ variables: { orderId } });
      const p = checked!.checkOrderPayment;
      enqueueSnackbar(p.status === 'pending_payment' ? 'The gateway has no payment for this order yet.' : `Checked: the order is ${p.status.replace('_', ' ')}.`, { variant: 'info' });
      onChecked();
    } catch (e) {
      enqueueSnackbar(serverErrorOr(e, 'Could not ask the gateway'), { variant: 'error' });
    }
  };
  if (error) return <p className="muted" role="alert">{serverErrorOr(error, 'Could not load the payment record')}</p>;
  if (!panel) return null;
  return (
    <div className="bo-payments">
      {waiting && canCheck && (
        <button type="button" className="button button--small button--outline" onClick={() => void runCheck()} disabled={checking}>{checking ? 'Asking the gateway…' : 'Check payment'}</button>
      )}
      {panel.attempts.length > 0 && (
        <>
          <h3 className="bo-subtitle">Attempts</h3>
          <ul className="bo-rank">
            {panel.attempts.map((a) => (
              <li key={a.id}>{a.gateway} · {paise(a.amountPaise)} · {a.status}
                <span className="muted bo-small bo-block">{[a.gatewayOrderId, a.gatewayPaymentId, a.reference].filter(Boolean).join(' · ')} · {formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {panel.refunds.length > 0 && (
        <>
          <h3 className="bo-subtitle">Refunds</h3>
          <ul className="bo-rank">
            {panel.refunds.map((r) => (
              <li key={r.id}>{paise(r.amountPaise)} · {r.status} · {REFUND_REASONS[r.reason] ?? r.reason}
                <span className="muted bo-small bo-block">{[r.gatewayRefundId, r.refundKey].filter(Boolean).join(' · ')} · {formatDateTime(r.createdAt)}{r.failure ? ` · ${r.failure}` : ''}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {panel.events.length > 0 && (
        <details>
          <summary className="bo-small">Gateway record ({panel.events.length})</summary>
          <ul className="bo-rank bo-small">
            {panel.events.map((e, i) => (
              <li key={i} className={e.ok ? undefined : 'field__error'}>{formatDateTime(e.at)} · {e.gateway} {e.kind}: {e.name}{e.amountPaise != null ? ` · ${paise(e.amountPaise)}` : ''}{e.gatewayRef ? ` · ${e.gatewayRef}` : ''}{e.detail ? ` · ${e.detail}` : ''}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

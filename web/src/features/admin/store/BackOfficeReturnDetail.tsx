import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSnackbar } from 'notistack';
import { OTHER_COURIER } from '@kapda/rules/couriers';
import type { DeskReturnFieldsFragment } from '../../../gql/graphql';
import { useAdminReturnQuery } from '../../../gql/hooks/AdminReturn';
import { useAdminReturnCreditNoteQuery } from '../../../gql/hooks/AdminReturnCreditNote';
import { useMoveReturnMutation } from '../../../gql/hooks/MoveReturn';
import { useAuth } from '../../auth';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { meetsAny } from '../back-office-sections';
import { CourierPicker } from './CourierPicker';
import { money } from './store-format';
import { openDocument } from './open-document';
import './returns-desk.css';

type Ret = DeskReturnFieldsFragment;
const MANAGE = ['perm:manage_orders@Orders'];
const REFUND_STATUS: Record<string, string> = { pending: 'asked of the gateway, waiting for it', processed: 'processed by the gateway', failed: 'failed at the gateway: the worker asks again' };

/** A move the desk can make, as its button and form name it. `qc` is set when leaving picked_up. */
interface Move { key: string; status: string; button: string; submit: string; qc?: 'pass' | 'fail' }

/** The buttons for the moves the state machine allows now (the server's allowedMoves). */
function movesFor(r: Ret): Move[] {
  return r.allowedMoves.map((to): Move => {
    if (r.status === 'picked_up' && to === 'received') return { key: 'received', status: to, qc: 'pass', button: 'Received: QC passed', submit: 'Mark received (QC passed)' };
    if (r.status === 'picked_up' && to === 'rejected') return { key: 'qc-fail', status: to, qc: 'fail', button: 'QC failed: send back', submit: 'Reject (QC failed)' };
    switch (to) {
      case 'approved': return { key: to, status: to, button: 'Approve', submit: 'Approve the return' };
      case 'rejected': return { key: to, status: to, button: 'Reject', submit: 'Reject the return' };
      case 'picked_up': return { key: to, status: to, button: 'Mark picked up', submit: 'Mark picked up' };
      case 'refunded': return { key: to, status: to, button: `Refund ${money(r.refundAmount)}`, submit: `Refund ${money(r.refundAmount)}` };
      case 'exchanged': return { key: to, status: to, button: 'Mark exchanged: ship the replacement', submit: 'Mark exchanged' };
      default: return { key: to, status: to, button: `Mark ${to.replace('_', ' ')}`, submit: `Mark ${to.replace('_', ' ')}` };
    }
  });
}

/** What each move does, in a line above its form. */
function explain(r: Ret, m: Move): string {
  if (m.key === 'approved') return r.resolution === 'exchange' ? 'Approving holds the new size for the customer; they are told about the pickup.' : 'The customer is told the return is approved, with the pickup details you give here.';
  if (m.key === 'rejected' || m.key === 'qc-fail') return m.qc === 'fail' ? 'The pieces failed the quality check: the return ends rejected and they go back to the customer, who is told why.' : 'The customer is told the return is not accepted, with the reason you give.';
  if (m.key === 'picked_up') return 'The courier has collected the pieces.';
  if (m.key === 'received') return 'The pieces passed the quality check: they go back into stock.';
  if (m.key === 'refunded') {
    if (r.refundTo === 'original') return `${money(r.refundAmount)} goes back to the customer's online payment through the gateway.`;
    if (r.refundTo === 'store_credit') return `${money(r.refundAmount)} is added to the customer's store credit at once.`;
    return r.refundUpiId
      ? `Pay ${money(r.refundAmount)} to UPI ID ${r.refundUpiId} first, then record its reference here.`
      : `Pay ${money(r.refundAmount)} by bank or UPI transfer first, then record its reference here.`;
  }
  if (m.key === 'exchanged') return 'A replacement order of ₹0 is created for the new size and follows the usual order desk.';
  return '';
}

function MoveForm({ r, move, onDone, onBack }: { r: Ret; move: Move; onDone(): void; onBack(): void }) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [send, { loading }] = useMoveReturnMutation();
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState(r.courier ?? '');
  const [tracking, setTracking] = useState(r.trackingNumber ?? '');
  const [reference, setReference] = useState('');
  const [asRefund, setAsRefund] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = move.status === 'rejected';
  const pickup = move.status === 'approved' || move.status === 'picked_up';
  const needsReference = move.status === 'refunded' && r.refundTo === 'bank' && r.refundAmount > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rejecting && !note.trim()) {
      setProblem('Please give the reason for rejecting the return (the customer is told)');
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    if (needsReference && !reference.trim()) {
      setProblem('Please give the bank/UPI transfer reference of the refund');
      document.getElementById(`${id}-reference`)?.focus();
      return;
    }
    if (pickup && courier === OTHER_COURIER) {
      setProblem('Please give the name of the courier');
      document.getElementById(`${id}-courier-other`)?.focus();
      return;
    }
    setProblem(null);
    try {
      await send({
        variables: {
          id: r.id,
          input: {
            status: move.status, qc: move.qc ?? null, note: note.trim() || null,
            courier: pickup ? courier.trim() || null : null, trackingNumber: pickup ? tracking.trim() || null : null,
            reference: needsReference ? reference.trim() : null, resolution: asRefund ? 'refund' : null,
          },
        },
      });
      enqueueSnackbar('Return updated', { variant: 'success' });
      onDone();
    } catch (error) {
      setProblem(serverErrorOr(error, 'Failed to update the return'));
    }
  };

  return (
    <form className="bo-form bo-move" onSubmit={submit} aria-label={move.submit} noValidate>
      <p className="bo-small">{explain(r, move)}</p>
      {move.status === 'approved' && r.resolution === 'exchange' && (
        <label className="bo-checkbox">
          <input type="checkbox" checked={asRefund} onChange={(e) => setAsRefund(e.target.checked)} /> The new size sold out: approve it as a refund of {money(r.items.reduce((s, i) => s + i.refundShare, 0))} instead
        </label>
      )}
      {pickup && (
        <div className="bo-filters">
          {/* The same list as shipping an order (@kapda/rules/couriers), "Other" for one that is not on it. */}
          <CourierPicker id={`${id}-courier`} value={courier} onChange={setCourier} label={`Pickup courier${move.status === 'approved' ? ' (optional)' : ''}`} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-tracking`}>Tracking number{move.status === 'approved' ? ' (optional)' : ''}</label>
            <input id={`${id}-tracking`} className="field__input" value={tracking} maxLength={60} onChange={(e) => setTracking(e.target.value)} />
          </div>
        </div>
      )}
      {needsReference && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reference`}>Bank/UPI transfer reference</label>
          <input id={`${id}-reference`} className="field__input" value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} aria-invalid={problem && !reference.trim() ? true : undefined} placeholder="UTR or UPI reference" />
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>{rejecting ? 'Reason (the customer is told)' : 'Note for the timeline (optional)'}</label>
        <input id={`${id}-note`} className="field__input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} aria-invalid={rejecting && problem && !note.trim() ? true : undefined} />
      </div>
      {problem && <p className="field__error" role="alert">{problem}</p>}
      <div className="bo-form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>{loading ? 'Saving…' : move.submit}</button>
        <button type="button" className="button button--ghost" onClick={onBack} disabled={loading}>Back</button>
      </div>
    </form>
  );
}

/** The GST credit note a refund issued (HTML to print, or the PDF), through the admin route with the session. */
function CreditNote({ r }: { r: Ret }) {
  const { enqueueSnackbar } = useSnackbar();
  const refunded = r.status === 'refunded';
  const { data, error } = useAdminReturnCreditNoteQuery({ variables: { returnId: r.id }, skip: !refunded, fetchPolicy: 'cache-and-network' });
  const note = data?.adminReturnCreditNote;
  const fail = (m: string) => enqueueSnackbar(m, { variant: 'error' });
  return (
    <>
      <h3 className="bo-subtitle">GST credit note</h3>
      {!refunded ? <p className="muted">Issued when the refund is made.</p> : note ? (
        <>
          <p className="bo-small">{note.serial} against invoice {note.invoiceSerial} · {money(note.value)} incl. GST {money(note.tax)} · {formatDateTime(note.issuedAt)}</p>
          <div className="bo-list__actions">
            <button type="button" className="button button--small button--outline" onClick={() => void openDocument(note.htmlUrl, null, fail, 'the credit note')}>View</button>
            <button type="button" className="button button--small button--outline" onClick={() => void openDocument(note.pdfUrl, `credit-note-${note.serial.replace(/\//g, '-')}.pdf`, fail, 'the credit note')}>PDF</button>
          </div>
        </>
      ) : <p className="muted">{error ? serverErrorOr(error, 'Failed to load the credit note') : 'Loading the credit note…'}</p>}
    </>
  );
}

function Actions({ r }: { r: Ret }) {
  const { user } = useAuth();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!meetsAny(user, MANAGE)) return <p className="muted">You can look at returns; moving them needs the Manage orders permission.</p>;
  const moves = movesFor(r);
  if (moves.length === 0) return <p className="muted">Nothing more to do: this return is {r.statusLabel.toLowerCase()}.</p>;
  const move = moves.find((m) => m.key === chosen) ?? null;
  return (
    <div>
      <div className="bo-list__actions" role="group" aria-label="Move the return">
        {moves.map((m) => (
          <button key={m.key} type="button" className={`button button--small ${chosen === m.key ? 'button--primary' : m.status === 'rejected' ? 'button--ghost' : 'button--outline'}`} aria-pressed={chosen === m.key} onClick={() => setChosen(m.key)}>
            {m.button}
          </button>
        ))}
      </div>
      {move && <MoveForm key={move.key} r={r} move={move} onDone={() => setChosen(null)} onBack={() => setChosen(null)} />}
    </div>
  );
}

/**
 * One return in the back office: its pieces with reasons and values, the refund and where it goes,
 * the order and customer, pickup, the replacement order of an exchange, the timeline with who made
 * each move, and the moves the state machine allows now (manage_orders; view_orders only looks).
 */
export function BackOfficeReturnDetail({ returnId }: { returnId: string }) {
  const { data, loading, error, refetch } = useAdminReturnQuery({ variables: { id: returnId }, fetchPolicy: 'cache-and-network' });
  const r = data?.adminReturn;
  if (!r) {
    if (loading) return <div className="bo-card"><p className="bo-empty">Loading the return…</p></div>;
    return (
      <div className="bo-card" role="alert">
        <p>{serverErrorOr(error, 'Failed to load the return')}</p>
        <div className="bo-list__actions">
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          <Link to="/admin/returns" className="button button--ghost">All returns</Link>
        </div>
      </div>
    );
  }
  const value = r.items.reduce((s, i) => s + i.refundShare, 0);
  return (
    <div className="bo-order">
      <section className="bo-card" aria-labelledby="rt-summary">
        <div className="bo-card__head">
          <h2 id="rt-summary" className="bo-card__title">{r.returnNumber} <span className={`bo-status bo-status--return-${r.status}`}>{r.statusLabel}</span></h2>
          <Link to="/admin/returns" className="button button--small button--ghost">All returns</Link>
        </div>
        <p className="muted">Asked {formatDateTime(r.createdAt)} · order <Link to={`/admin/orders/${r.orderId}`}>{r.orderNumber}</Link> · <a href={`mailto:${r.email}`}>{r.email}</a></p>
        <Actions r={r} />
      </section>

      <div className="bo-order__grid">
        <section className="bo-card" aria-labelledby="rt-money">
          <h2 id="rt-money" className="bo-card__title">{r.resolution === 'exchange' ? 'Exchange' : 'Refund'}</h2>
          {r.resolution === 'refund' ? (
            <>
              <p><strong className="bo-return__amount">{money(r.refundAmount)}</strong> {r.status === 'refunded' ? 'refunded' : 'to refund'} · {r.refundToLabel}</p>
              {r.refund && <p className="bo-small">Gateway ({r.refund.gateway}): {money(r.refund.amount)} {REFUND_STATUS[r.refund.status] ?? r.refund.status}</p>}
              {r.refundTo === 'bank' && r.refundUpiId && <p className="bo-small" data-testid="return-upi">Pay to UPI ID <strong>{r.refundUpiId}</strong></p>}
              {r.refundReference && <p className="bo-small">Transfer reference <strong>{r.refundReference}</strong></p>}
            </>
          ) : (
            <>
              <p>The customer wants another size or colour at the same price: nothing to pay. Value of the pieces {money(value)}.</p>
              {r.replacementOrderId && <p>Replacement order <Link to={`/admin/orders/${r.replacementOrderId}`}>{r.replacementOrderNumber}</Link> · {r.replacementOrderStatus}</p>}
            </>
          )}
          {r.rejectionReason && <p className="bo-return__rejected">Rejected: {r.rejectionReason}</p>}
          {r.resolution === 'refund' && <CreditNote r={r} />}
          <h3 className="bo-subtitle">Pickup</h3>
          <p>{r.trackingNumber || r.courier ? <>{r.courier ?? 'Courier'} · <strong>{r.trackingNumber ?? 'no tracking number'}</strong></> : 'Not arranged yet'}</p>
          {r.comment && <><h3 className="bo-subtitle">Customer's comment</h3><p>{r.comment}</p></>}
        </section>

        <section className="bo-card" aria-labelledby="rt-timeline">
          <h2 id="rt-timeline" className="bo-card__title">Timeline</h2>
          <ol className="bo-timeline">
            {r.timeline.map((e, i) => (
              <li key={i}>
                <strong>{e.label}</strong> <span className="muted">· {formatDateTime(e.at)}</span>
                <span className="bo-small bo-block">by {e.actorEmail ?? (e.actor === 'customer' || e.actor === 'guest' ? `the customer (${e.actor === 'guest' ? 'guest' : 'member'})` : e.actor)}{e.note ? ` — ${e.note}` : ''}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className="bo-card" aria-labelledby="rt-items">
        <h2 id="rt-items" className="bo-card__title">Pieces ({r.items.reduce((n, i) => n + i.quantity, 0)})</h2>
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--numbers">
            <thead>
              <tr><th scope="col">Item</th><th scope="col">Size</th><th scope="col">Colour</th><th scope="col">Pieces</th><th scope="col">Reason</th>{r.resolution === 'exchange' && <th scope="col">Exchange for</th>}<th scope="col">Paid for them</th></tr>
            </thead>
            <tbody>
              {r.items.map((i) => (
                <tr key={i.variantSku}>
                  <th scope="row">{i.title}<span className="muted bo-small bo-block">{i.variantSku}</span></th>
                  <td>{i.size}</td><td>{i.color}</td><td>{i.quantity}</td>
                  <td>{i.reasonLabel}{i.comment ? <span className="muted bo-small bo-block">“{i.comment}”</span> : null}</td>
                  {r.resolution === 'exchange' && <td>{i.exchangeFor ?? '—'}</td>}
                  <td>{money(i.refundShare)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { OTHER_COURIER } from '@kapda/rules/couriers';
import { formatDay } from '@kapda/rules/dates';
import type { DeskReturnFieldsFragment } from '../../../gql/graphql';
import { useAdminReturnQuery } from '../../../gql/hooks/AdminReturn';
import { useAdminReturnCreditNoteQuery } from '../../../gql/hooks/AdminReturnCreditNote';
import { useMoveReturnMutation } from '../../../gql/hooks/MoveReturn';
import { useRetryReturnRefundMutation } from '../../../gql/hooks/RetryReturnRefund';
import { useAuth } from '../../auth';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { meetsAny } from '../back-office-sections';
import { CourierPicker } from './CourierPicker';
import { money } from './store-format';
import { openDocument } from './open-document';
import './returns-desk.css';

type Ret = DeskReturnFieldsFragment;
const MANAGE = ['perm:manage_orders@Orders'];

/**
 * A gateway refund's state in the desk's words. 'failed' without the gateway's words is a refund not known to be taken
 * (never asked, or asked without a clear answer — a timeout, a 5xx: the gateway may have made it), which the worker asks
 * again with the same key and which is never refunded another way; with them, one the gateway refused — nothing asks
 * it again on its own: the desk retries or refunds another way.
 */
function refundWords(refund: NonNullable<Ret['refund']>): string {
  if (refund.status === 'failed') return refund.failure ? `refused by the gateway: ${refund.failure}` : 'not confirmed by the gateway yet (it may have been made): asked again with the same key — do not refund it another way';
  if (refund.status === 'pending') return 'taken by the gateway, waiting for its confirmation';
  if (refund.status === 'processed') return 'processed by the gateway';
  if (refund.status === 'withdrawn') return 'withdrawn: refunded another way';
  return refund.status;
}

/** A refund the gateway refused (the desk acts on it). */
const refusedRefund = (r: Ret) => (r.refund?.status === 'failed' && r.refund.failure ? r.refund : null);

/** What a refund of this return is: the refund amount, or for an exchange whose replacement was cancelled, the pieces' value. */
const amountOf = (r: Ret) => (r.resolution === 'exchange' ? r.items.reduce((s, i) => s + i.refundShare, 0) : r.refundAmount);

/** An exchange whose replacement order the desk cancelled: its value goes back by the refund route. */
const replacementCancelled = (r: Ret) => r.resolution === 'exchange' && r.replacementOrderStatus === 'cancelled';

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
      case 'refunded': return { key: to, status: to, button: `Refund ${money(amountOf(r))}`, submit: `Refund ${money(amountOf(r))}` };
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
    const amount = money(amountOf(r));
    const why = replacementCancelled(r) ? 'The replacement was cancelled: ' : '';
    if (r.refundTo === 'original') return `${why}${amount} goes back to the customer's online payment through the gateway; the return is refunded once the gateway takes it (if it refuses, you can retry or refund another way).`;
    if (r.refundTo === 'store_credit') return `${why}${amount} is added to the customer's store credit at once.`;
    return r.refundUpiId
      ? `${why}Pay ${amount} to UPI ID ${r.refundUpiId} first, then record its reference here.`
      : `${why}Pay ${amount} by bank or UPI transfer first (ask the customer for their details: they gave none), then record its reference here.`;
  }
  if (m.key === 'exchanged') return 'The pieces sent back are credited (GST credit note) and pay for a replacement order of the new size, worth the same: it follows the usual order desk and gets its tax invoice when it ships.';
  return '';
}

function MoveForm({ r, move, onDone, onBack }: { r: Ret; move: Move; onDone(): void; onBack(): void }) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [send, { loading }] = useMoveReturnMutation();
  const client = useApolloClient();
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState(r.courier ?? '');
  const [tracking, setTracking] = useState(r.trackingNumber ?? '');
  const [reference, setReference] = useState('');
  const [asRefund, setAsRefund] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = move.status === 'rejected';
  const pickup = move.status === 'approved' || move.status === 'picked_up';
  const needsReference = move.status === 'refunded' && r.refundTo === 'bank' && amountOf(r) > 0;

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
      // A refund the gateway refused leaves the return where it was, with the refusal to act on: show it.
      void client.refetchQueries({ include: ['AdminReturn'] });
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

/**
 * The GST credit note a refund or an exchange issued (HTML to print, or the PDF), through the admin route with the
 * session; and its time limit — the last day to declare it (30 November after the invoice's financial year), called
 * out once it is near or passed.
 */
function CreditNote({ r }: { r: Ret }) {
  const { enqueueSnackbar } = useSnackbar();
  const issued = r.status === 'refunded' || r.status === 'exchanged';
  const { data, error } = useAdminReturnCreditNoteQuery({ variables: { returnId: r.id }, skip: !issued, fetchPolicy: 'cache-and-network' });
  const note = data?.adminReturnCreditNote;
  const fail = (m: string) => enqueueSnackbar(m, { variant: 'error' });
  const warning = note?.deadlineWarning ?? r.creditNoteWarning;
  const lastDay = note?.lastDayToDeclare ?? r.creditNoteDeadline;
  return (
    <>
      <h3 className="bo-subtitle">GST credit note</h3>
      {warning ? <p className="bo-return__deadline" role="note" data-testid="credit-note-deadline">{warning}</p> : lastDay && <p className="bo-small muted">Last day to declare it: {formatDay(lastDay)} (CGST s.34(2)).</p>}
      {!issued ? <p className="muted">{r.resolution === 'exchange' ? 'Issued when the exchange is made.' : 'Issued when the refund is made.'}</p> : note ? (
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

/**
 * A refund the gateway refused: the return is not refunded (or, refused after the gateway first took it, its money
 * did not go). The desk asks the gateway again, or refunds it as store credit or by a bank/UPI transfer it records.
 */
function RefusedRefund({ r }: { r: Ret }) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [retry, { loading }] = useRetryReturnRefundMutation();
  const [bank, setBank] = useState(false);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refused = refusedRefund(r)!;
  const send = async (input: { refundTo: string | null; reference: string | null }) => {
    setProblem(null);
    try {
      await retry({ variables: { id: r.id, input: { ...input, note: null } } });
      enqueueSnackbar(input.refundTo ? 'Refunded' : 'Refund taken by the gateway', { variant: 'success' });
      setBank(false);
    } catch (error) {
      setProblem(serverErrorOr(error, 'Failed to refund'));
      void client.refetchQueries({ include: ['AdminReturn'] });
    }
  };
  const recordBank = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setProblem('Please give the bank/UPI transfer reference of the refund');
      document.getElementById(`${id}-reference`)?.focus();
      return;
    }
    void send({ refundTo: 'bank', reference: reference.trim() });
  };
  return (
    <div className="bo-return__refused" role="group" aria-label="Refund refused">
      <p><strong>The gateway refused the refund of {money(refused.amount)}</strong> ({refused.gateway}: {refused.failure}). {r.status === 'refunded' ? 'The money did not go back.' : 'The return is not refunded yet.'}</p>
      <div className="bo-list__actions">
        <button type="button" className="button button--small button--primary" disabled={loading} onClick={() => void send({ refundTo: null, reference: null })}>Retry refund</button>
        <button type="button" className="button button--small button--outline" disabled={loading} onClick={() => void send({ refundTo: 'store_credit', reference: null })}>Refund as store credit</button>
        <button type="button" className="button button--small button--outline" disabled={loading} aria-expanded={bank} onClick={() => setBank(true)}>Record a bank/UPI refund</button>
      </div>
      {bank && (
        <form className="bo-form" onSubmit={recordBank} aria-label="Record a bank/UPI refund" noValidate>
          <p className="bo-small">Pay {money(refused.amount)} by bank or UPI transfer{r.refundUpiId ? ` (UPI ID ${r.refundUpiId})` : ''} first, then record its reference here.</p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reference`}>Bank/UPI transfer reference</label>
            <input id={`${id}-reference`} className="field__input" value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} placeholder="UTR or UPI reference" />
          </div>
          <div className="bo-form__actions">
            <button type="submit" className="button button--primary" disabled={loading}>Record the bank/UPI refund</button>
            <button type="button" className="button button--ghost" disabled={loading} onClick={() => setBank(false)}>Back</button>
          </div>
        </form>
      )}
      {problem && <p className="field__error" role="alert">{problem}</p>}
    </div>
  );
}

function Actions({ r }: { r: Ret }) {
  const { user } = useAuth();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!meetsAny(user, MANAGE)) return <p className="muted">You can look at returns; moving them needs the Manage orders permission.</p>;
  if (refusedRefund(r)) return <RefusedRefund r={r} />;
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
          {r.resolution === 'exchange' && (
            <>
              <p>Another size or colour at the same price. The pieces sent back (worth {money(value)}) are credited with a GST credit note and pay for the replacement order, which is invoiced when it ships: nothing for the customer to pay.</p>
              {r.replacementOrderId && <p>Replacement order <Link to={`/admin/orders/${r.replacementOrderId}`}>{r.replacementOrderNumber}</Link> · {r.replacementOrderStatus}</p>}
              {replacementCancelled(r) && r.status !== 'refunded' && <p>The replacement was cancelled: {money(value)} goes back to the customer · {r.refundToLabel}.</p>}
            </>
          )}
          {(r.resolution === 'refund' || r.status === 'refunded' || replacementCancelled(r)) && (
            <>
              <p><strong className="bo-return__amount">{money(amountOf(r))}</strong> {r.status === 'refunded' ? 'refunded' : 'to refund'} · {r.refundToLabel}</p>
              {r.refund && <p className="bo-small" data-testid="return-gateway-refund">Gateway ({r.refund.gateway}): {money(r.refund.amount)} {refundWords(r.refund)}</p>}
              {r.refundTo === 'bank' && r.refundUpiId && <p className="bo-small" data-testid="return-upi">Pay to UPI ID <strong>{r.refundUpiId}</strong></p>}
              {r.refundReference && <p className="bo-small">Transfer reference <strong>{r.refundReference}</strong></p>}
            </>
          )}
          {r.rejectionReason && <p className="bo-return__rejected">Rejected: {r.rejectionReason}</p>}
          {r.status !== 'rejected' && <CreditNote r={r} />}
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

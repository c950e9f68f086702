import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDay, formatIndiaDate, formatIndiaDateTime } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import type { ReturnOptionsFieldsFragment, ShopperReturnFieldsFragment } from '../../gql/graphql';
import { useOrderReturnsQuery } from '../../gql/hooks/OrderReturns';
import { useReturnCreditNoteQuery } from '../../gql/hooks/ReturnCreditNote';
import { ReturnRequestSheet } from './ReturnRequestSheet';

type Options = ReturnOptionsFieldsFragment;
type Line = Options['lines'][number];
type Return = ShopperReturnFieldsFragment;

const ACTORS: Record<string, string> = { customer: 'you', guest: 'you', admin: 'Kapda', 'api-key': 'Kapda' };
/** Where the refund goes, as a sentence ends it. */
const REFUND_TO: Record<string, string> = { original: 'to the way you paid', store_credit: 'as Kapda store credit', bank: 'by bank/UPI transfer' };
const REFUND_STATUS: Record<string, string> = { pending: 'on its way', processed: 'sent', failed: 'delayed: our team is on it' };

/** The steps a return goes through, as the shopper follows it. */
function stepsOf(r: Return): Array<{ status: string; label: string }> {
  const last = r.resolution === 'exchange' ? { status: 'exchanged', label: 'Replacement sent' } : { status: 'refunded', label: 'Refunded' };
  return [
    { status: 'requested', label: 'Requested' }, { status: 'approved', label: 'Pickup arranged' }, { status: 'picked_up', label: 'Picked up' },
    { status: 'received', label: 'Received and checked' }, last,
  ];
}

/**
 * An order's returns for its page: what can be returned now (per line) and the returns made, with the
 * sheet that asks for one. Asked only for a delivered order (nothing else can have returns).
 */
export function useOrderReturns(orderId: string, token: string | null, delivered: boolean) {
  const { data, error, refetch } = useOrderReturnsQuery({ variables: { orderId, token }, skip: !delivered, fetchPolicy: 'cache-and-network' });
  const [line, setLine] = useState<Line | null>(null);
  return {
    orderId,
    token,
    options: data?.orderReturnOptions ?? null,
    returns: data?.orderReturns ?? [],
    failed: !!error && !data,
    refetch,
    open: setLine,
    sheet: data ? (
      <ReturnRequestSheet
        orderId={orderId} token={token} options={data.orderReturnOptions} line={line}
        onClose={() => setLine(null)}
        onRequested={() => { setLine(null); void refetch(); }}
      />
    ) : null,
  };
}

export type OrderReturnsState = ReturnType<typeof useOrderReturns>;

/** Under an order line: "Return or exchange", or why it cannot be. */
export function ReturnLineAction({ state, variantSku }: { state: OrderReturnsState; variantSku: string }) {
  const { options } = state;
  const line = options?.lines.find((l) => l.variantSku === variantSku);
  if (!options || !line) return null;
  if (!line.returnable) return <small className="order-line__note">This item cannot be returned or exchanged.</small>;
  if (line.piecesLeft === 0) return <small className="order-line__note">Returned, or on its way back.</small>;
  if (options.problem) return null;
  return (
    <button type="button" className="button button--outline button--small order-line__return" onClick={() => state.open(line)} aria-label={`Return or exchange ${line.title} (${line.size}, ${line.color})`}>
      Return or exchange
    </button>
  );
}

/** The order page's returns: the window, then each return's progress. */
export function OrderReturnsSection({ state }: { state: OrderReturnsState }) {
  const { options, returns } = state;
  const inAccount = useLocation().pathname.startsWith('/account/');
  if (state.failed) {
    return (
      <section aria-label="Returns" className="order-returns">
        <h2>Returns and exchanges</h2>
        <p role="alert">We could not load your returns. <button type="button" className="link-button" onClick={() => void state.refetch()}>Try again</button></p>
      </section>
    );
  }
  if (!options) return null;
  const sizeOf = (sku: string) => {
    const o = options.lines.flatMap((l) => l.exchangeOptions).find((x) => x.variantSku === sku);
    return o ? `${o.size}, ${o.color}` : null;
  };
  return (
    <section aria-labelledby="order-returns-title" className="order-returns">
      <h2 id="order-returns-title">Returns and exchanges</h2>
      {options.problem ? <p>{options.problem}.</p> : options.lastDay && (
        <p>{options.canReturn ? <>Return or exchange pieces until <strong>{formatDay(options.lastDay)}</strong> ({options.windowDays} days after delivery): choose “Return or exchange” beside an item.</> : 'Every piece that can be returned is returned or on its way back.'}</p>
      )}
      {returns.length > 0 && (
        <ul className="return-cards">
          {returns.map((r) => <li key={r.id}><ReturnProgress r={r} token={state.token} inAccount={inAccount} sizeOf={sizeOf} /></li>)}
        </ul>
      )}
      {state.sheet}
    </section>
  );
}

/** One return as its shopper follows it: steps, pieces, refund or replacement, pickup and the timeline. */
export function ReturnProgress({ r, token, inAccount, sizeOf }: { r: Return; token: string | null; inAccount: boolean; sizeOf?(sku: string): string | null }) {
  const steps = stepsOf(r);
  const rejected = r.status === 'rejected';
  const current = steps.findIndex((s) => s.status === r.status);
  return (
    <article className="return-card" aria-label={`Return ${r.returnNumber}`}>
      <div className="return-card__head">
        <p><strong>{r.returnNumber}</strong> <small>asked {formatIndiaDate(r.createdAt)}</small></p>
        <span className={`order-status return-status--${r.status}`}>{r.statusLabel}</span>
      </div>
      {!rejected && (
        <ol className="return-steps" aria-label="Progress">
          {steps.map((s, i) => (
            <li key={s.status} className={i <= current ? 'return-steps__done' : undefined} aria-current={i === current ? 'step' : undefined}>
              {s.label}
            </li>
          ))}
        </ol>
      )}
      <ul className="return-card__items">
        {r.items.map((i) => (
          <li key={i.variantSku}>
            {i.quantity} × {i.title} <small>({i.size}, {i.color}) · {i.reasonLabel}{i.exchangeFor ? ` · exchange for ${sizeOf?.(i.exchangeFor) ?? i.exchangeFor}` : ''}</small>
          </li>
        ))}
      </ul>
      {rejected && r.rejectionReason && <p className="return-card__rejected">Not accepted: {r.rejectionReason}</p>}
      {/* A refund — or an exchange whose replacement was cancelled, refunded instead. */}
      {(r.resolution === 'refund' || r.status === 'refunded') && !rejected && (
        <p>
          {r.status === 'refunded' ? <>Refunded <strong>{formatRupees(r.refundAmount)}</strong> {REFUND_TO[r.refundTo] ?? r.refundToLabel}</> : <>Refund of <strong>{formatRupees(r.refundAmount)}</strong> {REFUND_TO[r.refundTo] ?? r.refundToLabel} once the pieces reach us</>}
          {r.refund && r.status === 'refunded' ? ` · ${REFUND_STATUS[r.refund.status] ?? r.refund.status}` : ''}.
        </p>
      )}
      {r.resolution === 'exchange' && r.replacementOrderNumber && (
        <p>Replacement order {inAccount && r.replacementOrderId ? <Link to={`/account/orders/${r.replacementOrderId}`}>{r.replacementOrderNumber}</Link> : <strong>{r.replacementOrderNumber}</strong>}: paid by the pieces you sent back, nothing to pay.</p>
      )}
      {(r.status === 'refunded' || r.status === 'exchanged') && <CreditNoteLink r={r} token={token} />}
      {r.trackingNumber && <p>Pickup by {r.courier ?? 'our courier'} · tracking number <strong>{r.trackingNumber}</strong></p>}
      <details className="return-card__timeline">
        <summary>Timeline</summary>
        <ol className="order-timeline">
          {r.timeline.map((e, i) => (
            <li key={i}><strong>{e.label}</strong> <time dateTime={e.at}>{formatIndiaDateTime(e.at)}</time> <small>by {ACTORS[e.actor] ?? 'Kapda'}{e.note ? ` · ${e.note}` : ''}</small></li>
          ))}
        </ol>
      </details>
    </article>
  );
}

/** A refunded or exchanged return's GST credit note (the customer's copy): HTML to print, or the PDF. Nothing until it is issued. */
function CreditNoteLink({ r, token }: { r: Return; token: string | null }) {
  const { data } = useReturnCreditNoteQuery({ variables: { orderId: r.orderId, returnId: r.id, token }, fetchPolicy: 'cache-first' });
  const note = data?.returnCreditNote;
  if (!note) return null;
  return (
    <p>Credit note {note.serial}: <a href={note.htmlUrl} target="_blank" rel="noreferrer">View and print</a> · <a href={note.pdfUrl}>Download PDF</a></p>
  );
}

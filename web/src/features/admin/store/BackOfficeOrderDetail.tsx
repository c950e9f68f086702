import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSnackbar } from 'notistack';
import type { BackOfficeOrderFieldsFragment } from '../../../gql/graphql';
import { useAddOrderNoteMutation } from '../../../gql/hooks/AddOrderNote';
import { useBackOfficeOrderQuery } from '../../../gql/hooks/BackOfficeOrder';
import { useMoveOrderMutation } from '../../../gql/hooks/MoveOrder';
import { readAccessToken } from '../../auth';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, money } from './store-format';
import { PaymentPanel } from './PaymentPanel';
import { saveFile } from '../../../ui/save-file';
import { OTHER_COURIER, checkShipment, trackingUrlFor } from '@kapda/rules/couriers';
import { CourierPicker } from './CourierPicker';

type Detail = BackOfficeOrderFieldsFragment;
type Address = NonNullable<Detail['order']['billingAddress']>;

function AddressBlock({ title, a }: { title: string; a: Address }) {
  return (
    <div>
      <h3 className="bo-subtitle">{title}</h3>
      <address className="bo-address">
        {a.fullName}<br />
        {a.line1}{a.line2 ? <>, {a.line2}</> : null}<br />
        {a.landmark ? <>{a.landmark}<br /></> : null}
        {a.city}, {a.state} {a.pincode}<br />
        <a href={`tel:+91${a.phone}`}>{a.phone}</a>
      </address>
    </div>
  );
}

/** Open the invoice (HTML, or the PDF to save) through the admin route, which checks the permission with the session. */
async function openInvoice(url: string, pdf: boolean, fail: (message: string) => void) {
  const tab = pdf ? null : window.open('', '_blank');
  try {
    const token = readAccessToken();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    if (pdf) {
      saveFile(blob, 'invoice.pdf');
      return;
    }
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    tab?.close();
    fail('Failed to open the invoice');
  }
}

function Actions({ d }: { d: Detail }) {
  const { enqueueSnackbar } = useSnackbar();
  const [move, { loading }] = useMoveOrderMutation();
  const [target, setTarget] = useState<string | null>(null);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!d.canManage) return <p className="muted">You can look at orders; changing them needs the Manage orders permission.</p>;
  if (d.allowedStatuses.length === 0) return <p className="muted">Nothing more to do: this order is {d.order.statusLabel.toLowerCase()}.</p>;
  // The move in words ("Mark out for delivery", not the status code).
  const targetWords = `Mark ${(d.allowedStatuses.find((s) => s.status === target)?.label ?? target ?? '').toLowerCase()}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    let shipment: { courier: string; trackingNumber: string } | null = null;
    if (target === 'shipped') {
      if (!courier.trim() || !tracking.trim()) {
        setProblem('Please give the courier and the tracking number to ship an order');
        return;
      }
      // The server's own check (@kapda/rules/couriers), so the desk sees the refusal before sending.
      const checked = checkShipment(courier, tracking);
      if (!checked.ok) {
        setProblem(checked.message);
        document.getElementById(checked.field === 'courier' ? (courier === OTHER_COURIER ? 'move-courier-other' : 'move-courier') : 'move-tracking')?.focus();
        return;
      }
      shipment = checked;
    }
    setProblem(null);
    try {
      // The answer replaces the page (BackOfficeOrder is keyed by its order's id, apollo.ts); the payment panel asks
      // again, since a move changes its record too (a cancel closes the open gateway tries, a paid one is refunded).
      await move({ variables: { id: d.order.id, status: target, courier: shipment?.courier ?? null, trackingNumber: shipment?.trackingNumber ?? null, note: note.trim() || null }, refetchQueries: ['OrderPayments'] });
      enqueueSnackbar('Order status updated', { variant: 'success' });
      setTarget(null);
      setNote('');
    } catch (error) {
      setProblem(serverErrorOr(error, 'Failed to update the order'));
    }
  };
  return (
    <div>
      <div className="bo-list__actions" role="group" aria-label="Move the order">
        {d.allowedStatuses.map((s) => (
          <button key={s.status} type="button" className={`button button--small ${target === s.status ? 'button--primary' : s.status === 'cancelled' ? 'button--ghost' : 'button--outline'}`} aria-pressed={target === s.status} onClick={() => { setTarget(s.status); setProblem(null); }}>
            {s.status === 'cancelled' ? 'Cancel order' : `Mark ${s.label.toLowerCase()}`}
          </button>
        ))}
      </div>
      {target && (
        <form className="bo-form bo-move" onSubmit={submit} aria-label={targetWords}>
          {target === 'shipped' && (
            <>
              <CourierPicker id="move-courier" value={courier} onChange={setCourier} />
              <div className="field">
                <label className="field__label" htmlFor="move-tracking">Tracking number (AWB)</label>
                <input id="move-tracking" className="field__input" value={tracking} maxLength={40} autoComplete="off" spellCheck={false} onChange={(e) => setTracking(e.target.value)} />
              </div>
            </>
          )}
          <div className="field">
            <label className="field__label" htmlFor="move-note">Note for the timeline (optional)</label>
            <input id="move-note" className="field__input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
          {problem && <p className="field__error" role="alert">{problem}</p>}
          <div className="bo-form__actions">
            <button type="submit" className="button button--primary" disabled={loading}>{loading ? 'Saving…' : target === 'cancelled' ? 'Cancel this order' : targetWords}</button>
            <button type="button" className="button button--ghost" onClick={() => setTarget(null)} disabled={loading}>Back</button>
          </div>
        </form>
      )}
    </div>
  );
}

function Notes({ d, refetch }: { d: Detail; refetch: () => unknown }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useAddOrderNoteMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setProblem('Write a note first');
      return;
    }
    try {
      await add({ variables: { orderId: d.order.id, body: body.trim() } });
      setBody('');
      setProblem(null);
      await refetch();
    } catch (error) {
      setProblem(serverErrorOr(error, 'Failed to add the note'));
    }
  };
  return (
    <section className="bo-card" aria-labelledby="od-notes">
      <h2 id="od-notes" className="bo-card__title">Internal notes</h2>
      <p className="muted bo-small">Only the back office sees these.</p>
      {d.notes.length === 0 ? <p className="bo-empty">No notes yet.</p> : (
        <ul className="bo-notes">
          {d.notes.map((n) => <li key={n.id}><p className="bo-notes__body">{n.body}</p><p className="muted bo-small">{n.authorEmail} · {formatDateTime(n.createdAt)}</p></li>)}
        </ul>
      )}
      {d.canManage && (
        <form className="bo-form" onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor="od-note">Add a note</label>
            <textarea id="od-note" className="field__input" rows={3} maxLength={1000} value={body} onChange={(e) => setBody(e.target.value)} aria-invalid={problem ? true : undefined} />
            {problem && <p className="field__error" role="alert">{problem}</p>}
          </div>
          <div className="bo-form__actions"><button type="submit" className="button button--outline" disabled={loading}>{loading ? 'Adding…' : 'Add note'}</button></div>
        </form>
      )}
    </section>
  );
}

/**
 * One order in the back office: customer and contact, addresses, lines with size, colour, HSN and
 * GST split, coupon and totals, payment, invoice, the timeline with who moved it, internal notes,
 * and the moves the state machine allows (view_orders to look, manage_orders to act).
 */
export function BackOfficeOrderDetail({ orderId }: { orderId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error, refetch } = useBackOfficeOrderQuery({ variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const d = data?.backOfficeOrder;
  if (!d) {
    if (loading) return <div className="bo-card"><p className="bo-empty">Loading the order…</p></div>;
    return (
      <div className="bo-card" role="alert">
        <p>{serverErrorOr(error, 'Failed to load the order')}</p>
        <div className="bo-list__actions">
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          <Link to="/admin/orders" className="button button--ghost">All orders</Link>
        </div>
      </div>
    );
  }
  const o = d.order;
  const intra = o.igst === 0;
  return (
    <div className="bo-order">
      <section className="bo-card" aria-labelledby="od-summary">
        <div className="bo-card__head">
          <h2 id="od-summary" className="bo-card__title">{o.orderNumber} <span className={`bo-status bo-status--${o.status}`}>{o.statusLabel}</span></h2>
          <Link to="/admin/orders" className="button button--small button--ghost">All orders</Link>
        </div>
        <p className="muted">Placed {formatDateTime(o.createdAt)} · {d.city}, {d.state}</p>
        <Actions d={d} />
      </section>

      <div className="bo-order__grid">
        <section className="bo-card" aria-labelledby="od-customer">
          <h2 id="od-customer" className="bo-card__title">Customer</h2>
          {d.customer ? (
            <p><Link to={`/admin/customers/${d.customer.id}`}>{d.customer.firstName} {d.customer.lastName}</Link> <span className="muted">(member)</span></p>
          ) : <p>{o.shippingAddress.fullName} <span className="muted">(guest)</span></p>}
          <p><a href={`mailto:${o.email}`}>{o.email}</a><br /><a href={`tel:+91${d.phone}`}>{d.phone}</a></p>
          {o.gstin && <p>GSTIN {o.gstin}</p>}
          <div className="bo-order__addresses">
            <AddressBlock title="Shipping address" a={o.shippingAddress} />
            <AddressBlock title="Billing address" a={o.billingAddress ?? o.shippingAddress} />
          </div>
        </section>

        <section className="bo-card" aria-labelledby="od-payment">
          <h2 id="od-payment" className="bo-card__title">Payment</h2>
          <p>{PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod} · <strong>{PAYMENT_STATUS_LABELS[o.paymentStatus] ?? o.paymentStatus}</strong></p>
          {o.storeCreditUsed > 0 && (
            <p>Paid {money(o.storeCreditUsed)} from store credit{o.paymentMethod === 'store_credit' ? ': nothing to collect' : ` · ${o.paymentMethod === 'cod' ? 'to collect on delivery' : 'paid online'}: ${money(o.amountDue)}`}</p>
          )}
          {d.payments.length > 0 && (
            <PaymentPanel orderId={o.id} waiting={o.status === 'pending_payment' || o.paymentStatus === 'review'} canCheck={d.canManage} onChecked={() => void refetch()} />
          )}
          <h3 className="bo-subtitle">Shipping</h3>
          <p>{o.trackingNumber ? <>{o.courier} · <strong>{o.trackingNumber}</strong>{trackingUrlFor(o.courier, o.trackingNumber) && <> · <a href={trackingUrlFor(o.courier, o.trackingNumber)!} target="_blank" rel="noopener noreferrer">Track</a></>}</> : 'Not shipped yet'}</p>
          <h3 className="bo-subtitle">Invoice</h3>
          {d.invoiceSerial && d.invoiceHtmlUrl && d.invoicePdfUrl ? (
            <div className="bo-list__actions">
              <span>{d.invoiceSerial}</span>
              <button type="button" className="button button--small button--outline" onClick={() => void openInvoice(d.invoiceHtmlUrl!, false, (m) => enqueueSnackbar(m, { variant: 'error' }))}>View</button>
              <button type="button" className="button button--small button--outline" onClick={() => void openInvoice(d.invoicePdfUrl!, true, (m) => enqueueSnackbar(m, { variant: 'error' }))}>PDF</button>
            </div>
          ) : <p className="muted">Issued when the order ships.</p>}
        </section>
      </div>

      <section className="bo-card" aria-labelledby="od-lines">
        <h2 id="od-lines" className="bo-card__title">Items ({o.itemCount})</h2>
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--numbers">
            <thead>
              <tr>
                <th scope="col">Item</th><th scope="col">Size</th><th scope="col">Colour</th><th scope="col">HSN</th><th scope="col">Qty</th>
                <th scope="col">Price</th><th scope="col">Discount</th><th scope="col">Taxable</th><th scope="col">GST</th>
                {intra ? <><th scope="col">CGST</th><th scope="col">SGST</th></> : <th scope="col">IGST</th>}
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {o.items.map((l) => (
                <tr key={l.variantSku}>
                  <th scope="row">{l.title}<span className="muted bo-small bo-block">{l.variantSku}</span></th>
                  <td>{l.size}</td><td>{l.color}</td><td>{l.hsn}</td><td>{l.quantity}</td>
                  <td>{money(l.unitPrice)}</td><td>{l.discount ? `−${money(l.discount)}` : '—'}</td><td>{money(l.taxableValue)}</td><td>{l.gstRate}%</td>
                  {intra ? <><td>{money(l.cgst)}</td><td>{money(l.sgst)}</td></> : <td>{money(l.igst)}</td>}
                  <td>{money(l.lineTotal - l.discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="bo-totals">
          <div><dt>Subtotal</dt><dd>{money(o.subtotal)}</dd></div>
          {o.discount > 0 && <div><dt>Coupon {o.couponCode}</dt><dd>−{money(o.discount)}</dd></div>}
          <div><dt>Shipping</dt><dd>Free</dd></div>
          <div><dt>GST included</dt><dd>{money(o.taxAmount)}{intra ? ` (CGST ${money(o.cgst)} + SGST ${money(o.sgst)})` : ` (IGST ${money(o.igst)})`}</dd></div>
          <div className="bo-totals__total"><dt>Total</dt><dd>{money(o.total)}</dd></div>
        </dl>
      </section>

      <div className="bo-order__grid">
        <section className="bo-card" aria-labelledby="od-timeline">
          <h2 id="od-timeline" className="bo-card__title">Timeline</h2>
          <ol className="bo-timeline">
            {d.timeline.map((e, i) => (
              <li key={i}>
                <strong>{e.label}</strong> <span className="muted">· {formatDateTime(e.at)}</span>
                <span className="bo-small bo-block">by {e.actorEmail ?? e.actor}{e.note ? ` — ${e.note}` : ''}</span>
              </li>
            ))}
          </ol>
        </section>
        <Notes d={d} refetch={refetch} />
      </div>
    </div>
  );
}

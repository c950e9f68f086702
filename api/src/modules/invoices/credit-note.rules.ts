/**
 * The GST credit note (CGST Act s.34, CGST Rules 53(1A)) for goods returned: pure. Issued when a
 * return is refunded, and when it is exchanged (the returned piece is credited; the replacement order
 * carries the same value and gets its own tax invoice when it ships — net zero), against the order's
 * tax invoice, with its own consecutive series per financial year. Each line credits the pieces
 * returned at what the customer paid for them, at the invoice line's rate and under the invoice's heads
 * (CGST + SGST, or IGST). The tax credited is the invoice line's tax in proportion to the value credited
 * so far, so several returns of one line add up to exactly that line's tax once every piece is back —
 * the credit note matches the invoice line by line. A credit note reduces the tax only if declared by 30
 * November after the end of the invoice's financial year (s.34(2)): `creditNoteDeadline`.
 */
import { addDays, financialYearOf, formatDay, formatIndiaDate, indiaDate } from '@kapda/rules/dates';
import { amountInWords, rupees, type InvoiceDocument, type InvoiceLine, type InvoiceParty } from './invoice.rules';

/** KCN/25-26/000001: the credit notes' own series (at most 16 characters, like the invoices'). */
export const CREDIT_NOTE_PREFIX = 'KCN';

export function creditNoteSerial(fy: string, sequence: number, prefix = CREDIT_NOTE_PREFIX): string {
  const serial = `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
  if (serial.length > 16) throw new RangeError(`Credit note serial ${serial} is longer than 16 characters`);
  return serial;
}

export interface CreditNoteLine {
  /** The order line (and so the invoice line) the pieces came from. */
  orderLineId: number;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** What the customer paid for these pieces (GST-inclusive, after their share of the coupon), paise. */
  value: number;
  taxableValue: number;
  rate: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  igstRate: number;
  igst: number;
}

export interface CreditNoteDocument {
  serial: string;
  /** ISO date-time of issue (UTC); printed as India's day. */
  issuedAt: string;
  returnNumber: string;
  orderNumber: string;
  /** 'refund' (goods returned, money back) or 'exchange' (goods returned; the replacement has its own tax invoice). */
  resolution: string;
  /** The original tax invoice (Rule 53(1A)(f)). */
  invoice: { serial: string; issuedAt: string };
  supplier: InvoiceParty & { sampleGstin: boolean };
  recipient: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  intraState: boolean;
  reverseCharge: false;
  lines: CreditNoteLine[];
  totals: { value: number; taxableValue: number; cgst: number; sgst: number; igst: number; tax: number };
}

export interface ReturnedPieces {
  orderLineId: number;
  quantity: number;
  /** What the customer paid for them (the return item's refundShare), paise. */
  value: number;
}

/** `part` of `whole`'s tax `tax`, rounded to the paisa; exactly `tax` once the whole is credited. */
function shareOf(tax: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  if (part >= whole) return tax;
  return Math.round((tax * part) / whole);
}

/**
 * The credit note's lines for the pieces returned. `invoiceLines[i]` is the invoice line of order
 * line `orderLineIds[i]`; `creditedBefore` is the value already credited per order line by earlier
 * credit notes of the same invoice.
 */
export function creditNoteLines(input: {
  invoiceLines: readonly InvoiceLine[];
  orderLineIds: readonly number[];
  intraState: boolean;
  returned: readonly ReturnedPieces[];
  creditedBefore?: ReadonlyMap<number, number>;
}): CreditNoteLine[] {
  const credited = new Map(input.creditedBefore ?? []);
  return input.returned.map((r) => {
    const index = input.orderLineIds.indexOf(r.orderLineId);
    const inv = index >= 0 ? input.invoiceLines[index] : undefined;
    if (!inv) throw new RangeError(`Order line ${r.orderLineId} is not on the invoice`);
    if (!Number.isInteger(r.value) || r.value < 0 || !Number.isInteger(r.quantity) || r.quantity < 1) throw new RangeError('Returned pieces need a whole quantity and value');
    const before = credited.get(r.orderLineId) ?? 0;
    const after = before + r.value;
    if (after > inv.total) throw new RangeError(`Order line ${r.orderLineId}: crediting ${after} paise of a ${inv.total} paise line`);
    credited.set(r.orderLineId, after);
    const head = (tax: number) => shareOf(tax, after, inv.total) - shareOf(tax, before, inv.total);
    const cgst = head(inv.cgst);
    const sgst = head(inv.sgst);
    const igst = head(inv.igst);
    return {
      orderLineId: r.orderLineId, description: inv.description, hsn: inv.hsn, quantity: r.quantity, unit: inv.unit,
      value: r.value, taxableValue: r.value - cgst - sgst - igst, rate: inv.rate,
      cgstRate: input.intraState ? inv.cgstRate : 0, cgst, sgstRate: input.intraState ? inv.sgstRate : 0, sgst, igstRate: input.intraState ? 0 : inv.igstRate, igst,
    };
  });
}

export function creditNoteTotals(lines: readonly CreditNoteLine[]): CreditNoteDocument['totals'] {
  const sum = (f: (l: CreditNoteLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const totals = { value: sum((l) => l.value), taxableValue: sum((l) => l.taxableValue), cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst), tax: 0 };
  totals.tax = totals.cgst + totals.sgst + totals.igst;
  return totals;
}

/** The credit note from the invoice it reduces: supplier, recipient and place of supply exactly as the invoice has them. */
export function creditNoteDocument(input: {
  serial: string; issuedAt: Date; returnNumber: string; resolution: string; invoice: InvoiceDocument; lines: CreditNoteLine[];
}): CreditNoteDocument {
  const inv = input.invoice;
  return {
    serial: input.serial, issuedAt: input.issuedAt.toISOString(), returnNumber: input.returnNumber, orderNumber: inv.orderNumber, resolution: input.resolution,
    invoice: { serial: inv.serial, issuedAt: inv.issuedAt },
    supplier: inv.supplier, recipient: inv.recipient, shipTo: inv.shipTo, placeOfSupply: inv.placeOfSupply, intraState: inv.intraState, reverseCharge: false,
    lines: input.lines, totals: creditNoteTotals(input.lines),
  };
}

// ------------------------------------------------------------------ the time limit (s.34(2))

/**
 * The last day (India's, YYYY-MM-DD) a credit note against an invoice of financial year `fy` ('25-26', the
 * invoice's own) may be declared: 30 November after the end of that year (CGST Act s.34(2) as amended by the
 * Finance Act 2022) — an invoice of FY 2025-26 (1 Apr 2025 – 31 Mar 2026), 30 Nov 2026.
 */
export function creditNoteLastDay(fy: string): string {
  return `20${fy.slice(3)}-11-30`;
}

/** The financial year of the invoice a credit note document credits. */
export const invoiceYearOf = (doc: Pick<CreditNoteDocument, 'invoice'>): string => financialYearOf(doc.invoice.issuedAt);

/** How near the last day is when it is worth a warning. */
export const CREDIT_NOTE_WARNING_DAYS = 30;

export interface CreditNoteDeadline {
  /** YYYY-MM-DD, India's day. */
  lastDay: string;
  /** 'passed' after the last day, 'soon' on it or within 30 days before, else 'open'. */
  state: 'passed' | 'soon' | 'open';
  /** Days left until the last day (0 on it; negative once passed). */
  daysLeft: number;
  /** What the desk and the accountant read; null while 'open'. */
  warning: string | null;
}

/** The time limit of a credit note against an invoice of financial year `fy`, as of `now`. */
export function creditNoteDeadline(fy: string, now: Date): CreditNoteDeadline {
  const lastDay = creditNoteLastDay(fy);
  const today = indiaDate(now);
  const daysLeft = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const state = today > lastDay ? 'passed' : today >= addDays(lastDay, -CREDIT_NOTE_WARNING_DAYS) ? 'soon' : 'open';
  const warning = state === 'passed'
    ? `The last date to declare a credit note against this invoice (FY 20${fy}) was ${formatDay(lastDay)} (CGST Act s.34(2)): it can no longer reduce the output tax — the refund stands, but do not claim its GST back in GSTR-1/3B.`
    : state === 'soon'
      ? `Declare this credit note by ${formatDay(lastDay)} (${daysLeft === 0 ? 'today' : `${daysLeft} day${daysLeft === 1 ? '' : 's'} left`}): after that it can no longer reduce the output tax of FY 20${fy} (CGST Act s.34(2)).`
      : null;
  return { lastDay, state, daysLeft, warning };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Why the value is credited, in the words the note prints. */
export const creditNoteReason = (resolution: string) =>
  resolution === 'exchange' ? 'Goods returned for exchange (the replacement is invoiced when it ships)' : 'Goods returned (sales return)';

/**
 * The printable credit note (A4, print styles), laid out like the invoice. `deadline` (the desk's copy, for the
 * accountant): its time limit is printed when passed or within 30 days — never on the customer's copy.
 */
export function creditNoteHtml(doc: CreditNoteDocument, pdfUrl = '?format=pdf', deadline: CreditNoteDeadline | null = null): string {
  const party = (title: string, p: InvoiceParty) => `<section><h3>${esc(title)}</h3><p><strong>${esc(p.name)}</strong><br>${esc(p.address)}<br>State: ${esc(p.state)} (code ${esc(p.stateCode)})${p.gstin ? `<br>GSTIN: ${esc(p.gstin)}` : ''}</p></section>`;
  const taxHead = doc.intraState ? '<th>CGST</th><th>SGST</th>' : '<th>IGST</th>';
  const taxCells = (l: CreditNoteLine) => (doc.intraState ? `<td>${l.cgstRate}%<br>${rupees(l.cgst)}</td><td>${l.sgstRate}%<br>${rupees(l.sgst)}</td>` : `<td>${l.igstRate}%<br>${rupees(l.igst)}</td>`);
  const rows = doc.lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.description)}</td><td>${esc(l.hsn)}</td><td>${l.quantity} ${esc(l.unit)}</td><td>${rupees(l.taxableValue)}</td><td>${l.rate}%</td>${taxCells(l)}<td>${rupees(l.value)}</td></tr>`).join('');
  const t = doc.totals;
  const taxTotals = doc.intraState ? `<td>${rupees(t.cgst)}</td><td>${rupees(t.sgst)}</td>` : `<td>${rupees(t.igst)}</td>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Credit note ${esc(doc.serial)}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#2b1d22;margin:0;padding:24px;background:#fbf7f0}
main{max-width:900px;margin:0 auto;background:#fff;padding:28px;border:1px solid #e8dccb;border-radius:8px;overflow-wrap:anywhere}
h1{margin:0 0 4px;color:#7a1f3d;font-size:24px}h3{margin:0 0 6px;font-size:13px;text-transform:uppercase;color:#6b5a60}
.meta,.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin:16px 0}
.lines{overflow-x:auto;-webkit-overflow-scrolling:touch}table{width:100%;border-collapse:collapse;font-size:13px}td,th{overflow-wrap:normal}th,td{border:1px solid #e8dccb;padding:6px;text-align:left;vertical-align:top}
th{background:#f3ebdf}tfoot td{font-weight:bold}.note{font-size:12px;color:#6b5a60}.sample{color:#b00020;font-weight:bold}
.actions{margin-top:16px}.deadline{padding:8px 12px;border:1px solid #b00020;border-radius:6px;color:#7a0015;background:#fff4f4}.deadline--soon{border-color:#a15c00;color:#6b3d00;background:#fff8ec}
@media (max-width:600px){body{padding:8px}main{padding:14px}.meta,.parties{grid-template-columns:1fr}table{font-size:12px}th,td{padding:4px}}
@media print{body{background:#fff;padding:0}main{border:0}.actions{display:none}.lines{overflow:visible}}
</style></head><body><main>
<h1>Credit Note</h1><p class="note">Issued under section 34 of the CGST Act, 2017 · Original for recipient</p>
<div class="meta"><div><h3>Credit note</h3><p>No. <strong>${esc(doc.serial)}</strong><br>Date: ${esc(formatIndiaDate(doc.issuedAt))}<br>Return: ${esc(doc.returnNumber)}</p></div>
<div><h3>Against tax invoice</h3><p>No. <strong>${esc(doc.invoice.serial)}</strong><br>Date: ${esc(formatIndiaDate(doc.invoice.issuedAt))}<br>Order: ${esc(doc.orderNumber)}</p></div>
<div><h3>Place of supply</h3><p>${esc(doc.placeOfSupply.state)} (code ${esc(doc.placeOfSupply.stateCode)})<br>Reverse charge: No<br>Reason: ${esc(creditNoteReason(doc.resolution))}</p></div></div>
<div class="parties">${party('Supplier', doc.supplier)}${party('Recipient', doc.recipient)}${party('Delivery address', doc.shipTo)}</div>
${deadline?.warning ? `<p class="deadline deadline--${deadline.state}" role="note"><strong>For the accountant:</strong> ${esc(deadline.warning)}</p>` : ''}
${doc.supplier.sampleGstin ? '<p class="sample">The supplier GSTIN above is a SAMPLE (set SELLER_GSTIN): this is not a valid credit note.</p>' : ''}
<div class="lines" role="region" aria-label="Credit note lines" tabindex="0"><table><thead><tr><th>#</th><th>Description</th><th>HSN</th><th>Qty</th><th>Taxable value credited</th><th>Rate</th>${taxHead}<th>Value credited</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="4">Total</td><td>${rupees(t.taxableValue)}</td><td></td>${taxTotals}<td>${rupees(t.value)}</td></tr></tfoot></table></div>
<p>Amount credited in words: ${esc(amountInWords(t.value))}</p>
<p class="note">Tax credited: ${rupees(t.tax)}. This credit note reduces the taxable value and tax of the invoice above. This is a computer-generated document.</p>
<p class="actions">Print this page from your browser, or <a href="${esc(pdfUrl)}">download the PDF</a>.</p>
</main></body></html>`;
}

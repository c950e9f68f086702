/**
 * The tax invoice (CGST Rules 2017, Rule 46), as a frozen document and as printable HTML.
 * Pure: the service fills it from the order when the order ships.
 */
import { formatIndiaDate } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';

export interface InvoiceParty {
  name: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string | null;
}

export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** Paise. */
  unitPrice: number;
  discount: number;
  taxableValue: number;
  rate: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  igstRate: number;
  igst: number;
  total: number;
}

export interface InvoiceDocument {
  serial: string;
  /** ISO date-time of issue (UTC); printed as India's day. */
  issuedAt: string;
  orderNumber: string;
  orderDate: string;
  supplier: InvoiceParty & { sampleGstin: boolean };
  recipient: InvoiceParty;
  /** The delivery address (place of supply). */
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  intraState: boolean;
  reverseCharge: false;
  lines: InvoiceLine[];
  totals: { taxableValue: number; cgst: number; sgst: number; igst: number; tax: number; discount: number; total: number };
  paymentMethod: string;
  /** Paise paid from the customer's store credit (a payment, not a discount: the totals and GST above are unchanged). Absent on older invoices. */
  storeCreditPaid?: number;
}

/** How the invoice says the order was paid. */
export function paymentWords(order: { paymentMethod: string; total: number; storeCreditUsed?: number }): string {
  const credit = order.storeCreditUsed ?? 0;
  if (order.paymentMethod === 'store_credit') return 'Paid with store credit';
  // An exchange's replacement: paid by the goods returned, credited by their credit note (net zero).
  if (order.paymentMethod === 'exchange') return 'Paid by exchange: the returned goods (credit note)';
  const rest = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
  return credit > 0 ? `${rest} ${rupees(order.total - credit)} + store credit ${rupees(credit)}` : rest;
}

/** ₹1,23,456.78 from paise (the shop's one money formatter). */
export const rupees = (paise: number): string => formatRupees(paise / 100);

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "12 Nanpura Main Road, Near Athwa Gate, Surat, Gujarat 395001" */
export function oneLineAddress(a: { line1: string; line2: string | null; landmark: string | null; city: string; state: string; pincode: string }): string {
  return [a.line1, a.line2, a.landmark, a.city, `${a.state} ${a.pincode}`].filter(Boolean).join(', ');
}

export function amountInWords(paise: number): string {
  const ones = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
  const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
  const two = (n: number) => (n < 20 ? ones[n] : `${tens[Math.floor(n / 10)]}${n % 10 ? ` ${ones[n % 10]}` : ''}`);
  const three = (n: number) => [n >= 100 ? `${ones[Math.floor(n / 100)]} Hundred` : '', two(n % 100)].filter(Boolean).join(' ');
  const words = (n: number): string => {
    if (n === 0) return 'Zero';
    const parts: string[] = [];
    const crore = Math.floor(n / 10_000_000);
    const lakh = Math.floor((n % 10_000_000) / 100_000);
    const thousand = Math.floor((n % 100_000) / 1000);
    const rest = n % 1000;
    if (crore) parts.push(`${words(crore)} Crore`);
    if (lakh) parts.push(`${two(lakh)} Lakh`);
    if (thousand) parts.push(`${two(thousand)} Thousand`);
    if (rest) parts.push(three(rest));
    return parts.join(' ');
  };
  const r = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${words(r)}${p ? ` and ${two(p)} Paise` : ''} Only`;
}

/** The printable invoice page (A4, print styles; "Print" in the browser makes a paper copy). */
export function invoiceHtml(doc: InvoiceDocument, pdfUrl = '?format=pdf'): string {
  const party = (title: string, p: InvoiceParty) => `<section><h3>${esc(title)}</h3><p><strong>${esc(p.name)}</strong><br>${esc(p.address)}<br>State: ${esc(p.state)} (code ${esc(p.stateCode)})${p.gstin ? `<br>GSTIN: ${esc(p.gstin)}` : ''}</p></section>`;
  const taxHead = doc.intraState ? '<th>CGST</th><th>SGST</th>' : '<th>IGST</th>';
  const taxCells = (l: InvoiceLine) => (doc.intraState ? `<td>${l.cgstRate}%<br>${rupees(l.cgst)}</td><td>${l.sgstRate}%<br>${rupees(l.sgst)}</td>` : `<td>${l.igstRate}%<br>${rupees(l.igst)}</td>`);
  const rows = doc.lines
    .map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.description)}</td><td>${esc(l.hsn)}</td><td>${l.quantity} ${esc(l.unit)}</td><td>${rupees(l.unitPrice)}</td><td>${rupees(l.discount)}</td><td>${rupees(l.taxableValue)}</td>${taxCells(l)}<td>${rupees(l.total)}</td></tr>`)
    .join('');
  const t = doc.totals;
  const taxTotals = doc.intraState ? `<td>${rupees(t.cgst)}</td><td>${rupees(t.sgst)}</td>` : `<td>${rupees(t.igst)}</td>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tax invoice ${esc(doc.serial)}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#2b1d22;margin:0;padding:24px;background:#fbf7f0}
main{max-width:900px;margin:0 auto;background:#fff;padding:28px;border:1px solid #e8dccb;border-radius:8px;overflow-wrap:anywhere}
h1{margin:0 0 4px;color:#7a1f3d;font-size:24px}h3{margin:0 0 6px;font-size:13px;text-transform:uppercase;color:#6b5a60}
.meta,.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin:16px 0}
.lines{overflow-x:auto;-webkit-overflow-scrolling:touch}table{width:100%;border-collapse:collapse;font-size:13px}td,th{overflow-wrap:normal}th,td{border:1px solid #e8dccb;padding:6px;text-align:left;vertical-align:top}
th{background:#f3ebdf}tfoot td{font-weight:bold}.note{font-size:12px;color:#6b5a60}.sample{color:#b00020;font-weight:bold}
.actions{margin-top:16px}
@media (max-width:600px){body{padding:8px}main{padding:14px}.meta,.parties{grid-template-columns:1fr}table{font-size:12px}th,td{padding:4px}}
@media print{body{background:#fff;padding:0}main{border:0}.actions{display:none}.lines{overflow:visible}}
</style></head><body><main>
<h1>Tax Invoice</h1><p class="note">Original for recipient</p>
<div class="meta"><div><h3>Invoice</h3><p>No. <strong>${esc(doc.serial)}</strong><br>Date: ${esc(formatIndiaDate(doc.issuedAt))}<br>Order: ${esc(doc.orderNumber)} (${esc(formatIndiaDate(doc.orderDate))})</p></div>
<div><h3>Place of supply</h3><p>${esc(doc.placeOfSupply.state)} (code ${esc(doc.placeOfSupply.stateCode)})<br>Reverse charge: No<br>Payment: ${esc(doc.paymentMethod)}</p></div></div>
<div class="parties">${party('Supplier', doc.supplier)}${party('Recipient', doc.recipient)}${party('Delivery address', doc.shipTo)}</div>
${doc.supplier.sampleGstin ? '<p class="sample">The supplier GSTIN above is a SAMPLE (set SELLER_GSTIN): this is not a valid tax invoice.</p>' : ''}
<div class="lines" role="region" aria-label="Invoice lines" tabindex="0"><table><thead><tr><th>#</th><th>Description</th><th>HSN</th><th>Qty</th><th>Unit price (incl. GST)</th><th>Discount</th><th>Taxable value</th>${taxHead}<th>Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="5">Total</td><td>${rupees(t.discount)}</td><td>${rupees(t.taxableValue)}</td>${taxTotals}<td>${rupees(t.total)}</td></tr></tfoot></table></div>
<p>Amount in words: ${esc(amountInWords(t.total))}</p>
${doc.storeCreditPaid ? `<p>Paid from store credit: ${rupees(doc.storeCreditPaid)}; the rest: ${rupees(Math.max(0, t.total - doc.storeCreditPaid))}. Store credit is a means of payment: the taxable value and GST are unchanged.</p>` : ''}
<p class="note">Prices include GST. Tax is payable on reverse charge: No. This is a computer-generated invoice.</p>
<p class="actions">Print this page from your browser, or <a href="${esc(pdfUrl)}">download the PDF</a>.</p>
</main></body></html>`;
}

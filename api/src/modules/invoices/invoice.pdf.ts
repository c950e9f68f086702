import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatIndiaDate } from '@kapda/rules/dates';
import { amountInWords, rupees, type InvoiceDocument, type InvoiceLine } from './invoice.rules';

/**
 * The tax invoice as an A4 PDF (pdfkit). The 14 standard PDF fonts have no ₹, so Noto Sans
 * (from @fontsource/noto-sans, WOFF) is embedded: its Latin subset for text and its Latin-extended
 * subset for the rupee sign, switched per run of characters.
 */
const fontDir = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
const FONTS = {
  regular: path.join(fontDir, 'files', 'noto-sans-latin-400-normal.woff'),
  bold: path.join(fontDir, 'files', 'noto-sans-latin-700-normal.woff'),
  rupee: path.join(fontDir, 'files', 'noto-sans-latin-ext-400-normal.woff'),
};

type Doc = InstanceType<typeof PDFDocument>;

/** Write text at (x, y), switching to the rupee font for every ₹. */
export function write(doc: Doc, text: string, x: number, y: number, options: { width?: number; bold?: boolean; size?: number; align?: 'left' | 'right' } = {}) {
  const base = options.bold ? 'bold' : 'regular';
  doc.fontSize(options.size ?? 8);
  const runs = text.split(/(₹)/).filter((r) => r !== '');
  runs.forEach((run, i) => {
    doc.font(run === '₹' ? 'rupee' : base);
    const last = i === runs.length - 1;
    const opts = { width: options.width, align: options.align, continued: !last, lineBreak: options.width !== undefined };
    if (i === 0) doc.text(run, x, y, opts);
    else doc.text(run, opts);
  });
}

/** An A4 document with the three fonts registered, and its bytes once it ends (the invoice and the credit note). */
export function startPdf(title: string, author: string): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title, Author: author } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('rupee', FONTS.rupee);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export function invoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const { doc, done } = startPdf(`Tax invoice ${inv.serial}`, inv.supplier.name);

  write(doc, 'Tax Invoice', 36, 36, { bold: true, size: 18 });
  write(doc, 'Original for recipient', 36, 60, { size: 8 });
  write(doc, `Invoice no. ${inv.serial}   Date ${formatIndiaDate(inv.issuedAt)}   Order ${inv.orderNumber} (${formatIndiaDate(inv.orderDate)})`, 36, 78, { size: 9 });
  write(doc, `Place of supply: ${inv.placeOfSupply.state} (code ${inv.placeOfSupply.stateCode})   Reverse charge: No   Payment: ${inv.paymentMethod}`, 36, 92, { size: 9 });

  const parties: Array<[string, InvoiceDocument['recipient']]> = [['Supplier', inv.supplier], ['Recipient', inv.recipient], ['Delivery address', inv.shipTo]];
  parties.forEach(([title, p], i) => {
    const x = 36 + i * 178;
    write(doc, title.toUpperCase(), x, 116, { bold: true, size: 8 });
    write(doc, [p.name, p.address, `State: ${p.state} (code ${p.stateCode})`, p.gstin ? `GSTIN: ${p.gstin}` : ''].filter(Boolean).join('\n'), x, 128, { width: 170, size: 8 });
  });
  let y = 200;
  if (inv.supplier.sampleGstin) {
    write(doc, 'The supplier GSTIN is a SAMPLE (set SELLER_GSTIN): this is not a valid tax invoice.', 36, y, { bold: true, size: 8 });
    y += 14;
  }

  const cols = inv.intraState
    ? [['#', 16], ['Description', 130], ['HSN', 34], ['Qty', 34], ['Unit ₹', 50], ['Disc. ₹', 42], ['Taxable ₹', 54], ['CGST', 56], ['SGST', 56], ['Total ₹', 51]]
    : [['#', 16], ['Description', 150], ['HSN', 34], ['Qty', 34], ['Unit ₹', 56], ['Disc. ₹', 46], ['Taxable ₹', 60], ['IGST', 70], ['Total ₹', 57]];
  const row = (cells: string[], bold = false) => {
    let x = 36;
    const height = Math.max(...cells.map((c, i) => doc.font(bold ? 'bold' : 'regular').fontSize(8).heightOfString(c.replace(/₹/g, 'Rs'), { width: (cols[i][1] as number) - 4 }))) + 6;
    if (y + height > 800) {
      doc.addPage();
      y = 36;
    }
    cells.forEach((c, i) => {
      write(doc, c, x + 2, y + 3, { width: (cols[i][1] as number) - 4, bold });
      x += cols[i][1] as number;
    });
    doc.moveTo(36, y + height).lineTo(x, y + height).strokeColor('#cccccc').stroke();
    y += height;
  };
  const money = (p: number) => rupees(p).slice(1);
  const taxCells = (l: Pick<InvoiceLine, 'cgstRate' | 'cgst' | 'sgstRate' | 'sgst' | 'igstRate' | 'igst'>) =>
    inv.intraState ? [`${l.cgstRate}% ${money(l.cgst)}`, `${l.sgstRate}% ${money(l.sgst)}`] : [`${l.igstRate}% ${money(l.igst)}`];
  row(cols.map((c) => c[0] as string), true);
  inv.lines.forEach((l, i) => row([String(i + 1), l.description, l.hsn, `${l.quantity} ${l.unit}`, money(l.unitPrice), money(l.discount), money(l.taxableValue), ...taxCells(l), money(l.total)]));
  const t = inv.totals;
  row(['', 'Total', '', '', '', money(t.discount), money(t.taxableValue), ...(inv.intraState ? [money(t.cgst), money(t.sgst)] : [money(t.igst)]), money(t.total)], true);
  y += 10;
  write(doc, `Invoice total: ${rupees(t.total)} (GST included: ${rupees(t.tax)})`, 36, y, { bold: true, size: 10 });
  write(doc, `Amount in words: ${amountInWords(t.total)}`, 36, y + 16, { size: 9, width: 520 });
  if (inv.storeCreditPaid) {
    write(doc, `Paid from store credit: ${rupees(inv.storeCreditPaid)}; the rest: ${rupees(Math.max(0, t.total - inv.storeCreditPaid))}. Store credit is a means of payment: the taxable value and GST are unchanged.`, 36, y + 30, { size: 8, width: 520 });
    y += 14;
  }
  write(doc, 'Prices include GST. Tax payable on reverse charge: No. This is a computer-generated invoice and needs no signature.', 36, y + 34, { size: 8, width: 520 });
  doc.end();
  return done;
}

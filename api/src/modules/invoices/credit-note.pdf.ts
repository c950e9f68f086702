import { formatIndiaDate } from '@kapda/rules/dates';
import { amountInWords, rupees, type InvoiceParty } from './invoice.rules';
import { creditNoteReason, type CreditNoteDocument, type CreditNoteLine } from './credit-note.rules';
import { startPdf, write } from './invoice.pdf';

/** The credit note as an A4 PDF, laid out like the tax invoice (same fonts: the rupee sign needs Noto Sans). */
export function creditNotePdf(cn: CreditNoteDocument): Promise<Buffer> {
  const { doc, done } = startPdf(`Credit note ${cn.serial}`, cn.supplier.name);
  write(doc, 'Credit Note', 36, 36, { bold: true, size: 18 });
  write(doc, 'Issued under section 34 of the CGST Act, 2017 · Original for recipient', 36, 60, { size: 8 });
  write(doc, `Credit note no. ${cn.serial}   Date ${formatIndiaDate(cn.issuedAt)}   Return ${cn.returnNumber}`, 36, 78, { size: 9 });
  write(doc, `Against tax invoice ${cn.invoice.serial} dated ${formatIndiaDate(cn.invoice.issuedAt)} (order ${cn.orderNumber})`, 36, 92, { size: 9 });
  write(doc, `Place of supply: ${cn.placeOfSupply.state} (code ${cn.placeOfSupply.stateCode})   Reverse charge: No   Reason: ${creditNoteReason(cn.resolution)}`, 36, 106, { size: 9, width: 520 });
  const parties: Array<[string, InvoiceParty]> = [['Supplier', cn.supplier], ['Recipient', cn.recipient], ['Delivery address', cn.shipTo]];
  parties.forEach(([title, p], i) => {
    const x = 36 + i * 178;
    write(doc, title.toUpperCase(), x, 130, { bold: true, size: 8 });
    write(doc, [p.name, p.address, `State: ${p.state} (code ${p.stateCode})`, p.gstin ? `GSTIN: ${p.gstin}` : ''].filter(Boolean).join('\n'), x, 142, { width: 170, size: 8 });
  });
  let y = 214;
  if (cn.supplier.sampleGstin) {
    write(doc, 'The supplier GSTIN is a SAMPLE (set SELLER_GSTIN): this is not a valid credit note.', 36, y, { bold: true, size: 8 });
    y += 14;
  }
  const cols: Array<[string, number]> = cn.intraState
    ? [['#', 16], ['Description', 160], ['HSN', 36], ['Qty', 36], ['Taxable ₹', 62], ['Rate', 34], ['CGST', 58], ['SGST', 58], ['Value ₹', 63]]
    : [['#', 16], ['Description', 180], ['HSN', 36], ['Qty', 36], ['Taxable ₹', 70], ['Rate', 34], ['IGST', 80], ['Value ₹', 71]];
  const row = (cells: string[], bold = false) => {
    let x = 36;
    const height = Math.max(...cells.map((c, i) => doc.font(bold ? 'bold' : 'regular').fontSize(8).heightOfString(c.replace(/₹/g, 'Rs'), { width: cols[i][1] - 4 }))) + 6;
    if (y + height > 800) {
      doc.addPage();
      y = 36;
    }
    cells.forEach((c, i) => {
      write(doc, c, x + 2, y + 3, { width: cols[i][1] - 4, bold });
      x += cols[i][1];
    });
    doc.moveTo(36, y + height).lineTo(x, y + height).strokeColor('#cccccc').stroke();
    y += height;
  };
  const money = (p: number) => rupees(p).slice(1);
  const taxCells = (l: Pick<CreditNoteLine, 'cgstRate' | 'cgst' | 'sgstRate' | 'sgst' | 'igstRate' | 'igst'>) =>
    cn.intraState ? [`${l.cgstRate}% ${money(l.cgst)}`, `${l.sgstRate}% ${money(l.sgst)}`] : [`${l.igstRate}% ${money(l.igst)}`];
  row(cols.map((c) => c[0]), true);
  cn.lines.forEach((l, i) => row([String(i + 1), l.description, l.hsn, `${l.quantity} ${l.unit}`, money(l.taxableValue), `${l.rate}%`, ...taxCells(l), money(l.value)]));
  const t = cn.totals;
  row(['', 'Total', '', '', money(t.taxableValue), '', ...(cn.intraState ? [money(t.cgst), money(t.sgst)] : [money(t.igst)]), money(t.value)], true);
  y += 10;
  write(doc, `Value credited: ${rupees(t.value)} (tax credited: ${rupees(t.tax)})`, 36, y, { bold: true, size: 10 });
  write(doc, `Amount in words: ${amountInWords(t.value)}`, 36, y + 16, { size: 9, width: 520 });
  write(doc, 'This credit note reduces the taxable value and tax of the invoice above. This is a computer-generated document and needs no signature.', 36, y + 34, { size: 8, width: 520 });
  doc.end();
  return done;
}

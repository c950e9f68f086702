import { describe, expect, it } from 'vitest';
import { taxLine } from '@kapda/rules/gst';
import { creditNoteDocument, creditNoteHtml, creditNoteLines, creditNoteSerial, creditNoteTotals } from './credit-note.rules';
import type { InvoiceDocument, InvoiceLine } from './invoice.rules';

/** An invoice line as InvoiceService writes it, from the shared GST rule. */
function invoiceLine(description: string, value: number, quantity: number, intraState: boolean, discount = 0): InvoiceLine {
  const t = taxLine({ value: value - discount, quantity, hsn: '6204', catalogueRate: 5, intraState });
  return {
    description, hsn: '6204', quantity, unit: 'PCS', unitPrice: Math.round(value / quantity), discount, taxableValue: t.taxableValue, rate: t.rate,
    cgstRate: intraState ? t.rate / 2 : 0, cgst: t.cgst, sgstRate: intraState ? t.rate / 2 : 0, sgst: t.sgst, igstRate: intraState ? 0 : t.rate, igst: t.igst, total: value - discount,
  };
}

describe('credit note serials', () => {
  it('run in their own series per financial year, at most 16 characters', () => {
    expect(creditNoteSerial('25-26', 1)).toBe('KCN/25-26/000001');
    expect(creditNoteSerial('25-26', 1)).toHaveLength(16);
    expect(() => creditNoteSerial('25-26', 1_000_000)).toThrow(RangeError);
  });
});

describe('credit note lines', () => {
  // Three kurtas at ₹1,050 with ₹100.01 of coupon on the line (₹3,049.99 charged): the awkward paisa.
  const intra = [invoiceLine('Bandhani Kurta (M, Blue)', 315_000, 3, true, 10_001), invoiceLine('Zari Dupatta', 89_900, 1, true)];
  const inter = [invoiceLine('Bandhani Kurta (M, Blue)', 315_000, 3, false, 10_001)];

  it('a whole line returned credits exactly that invoice line: value, taxable value and each head', () => {
    const [line] = creditNoteLines({ invoiceLines: intra, orderLineIds: [11, 12], intraState: true, returned: [{ orderLineId: 12, quantity: 1, value: 89_900 }] });
    expect(line).toMatchObject({ description: 'Zari Dupatta', hsn: '6204', quantity: 1, value: 89_900, rate: 5, cgstRate: 2.5, sgstRate: 2.5, igst: 0 });
    expect([line.taxableValue, line.cgst, line.sgst]).toEqual([intra[1].taxableValue, intra[1].cgst, intra[1].sgst]);
  });

  it('pieces returned over several returns add up to the invoice line to the paisa (the last piece takes the rounding)', () => {
    // The returns' refund arithmetic: ₹1,016.66, ₹1,016.66 and the last ₹1,016.67.
    const first = creditNoteLines({ invoiceLines: intra, orderLineIds: [11, 12], intraState: true, returned: [{ orderLineId: 11, quantity: 1, value: 101_666 }] });
    const second = creditNoteLines({ invoiceLines: intra, orderLineIds: [11, 12], intraState: true, returned: [{ orderLineId: 11, quantity: 2, value: 203_333 }], creditedBefore: new Map([[11, 101_666]]) });
    const all = [...first, ...second];
    const sum = (f: (l: (typeof all)[number]) => number) => all.reduce((s, l) => s + f(l), 0);
    expect(sum((l) => l.value)).toBe(intra[0].total);
    expect(sum((l) => l.taxableValue)).toBe(intra[0].taxableValue);
    expect(sum((l) => l.cgst)).toBe(intra[0].cgst);
    expect(sum((l) => l.sgst)).toBe(intra[0].sgst);
    // Equal halves on every note, as on the invoice.
    for (const l of all) expect(l.cgst).toBe(l.sgst);
  });

  it('credits IGST alone for a delivery to another state, and sums to the refund', () => {
    const lines = creditNoteLines({ invoiceLines: inter, orderLineIds: [21], intraState: false, returned: [{ orderLineId: 21, quantity: 2, value: 203_333 }] });
    expect(lines[0]).toMatchObject({ cgst: 0, sgst: 0, igstRate: 5, value: 203_333 });
    expect(lines[0].igst).toBe(Math.round((inter[0].igst * 203_333) / inter[0].total));
    expect(creditNoteTotals(lines)).toMatchObject({ value: 203_333, tax: lines[0].igst, taxableValue: 203_333 - lines[0].igst });
  });

  it('refuses to credit more than the line was invoiced for, or a line not on the invoice', () => {
    expect(() => creditNoteLines({ invoiceLines: intra, orderLineIds: [11, 12], intraState: true, returned: [{ orderLineId: 12, quantity: 1, value: 1 }], creditedBefore: new Map([[12, 89_900]]) })).toThrow(RangeError);
    expect(() => creditNoteLines({ invoiceLines: intra, orderLineIds: [11, 12], intraState: true, returned: [{ orderLineId: 99, quantity: 1, value: 100 }] })).toThrow(RangeError);
  });

  it('names the original invoice, its date and the parties exactly as the invoice does; the page escapes what it prints', () => {
    const party = { name: 'Asha <Patel>', address: '12 Nanpura, Surat, Gujarat 395001', state: 'Gujarat', stateCode: '24', gstin: null };
    const invoice = {
      serial: 'KPD/25-26/000042', issuedAt: '2026-11-20T20:00:00.000Z', orderNumber: 'KPD-2011-000042', orderDate: '2026-11-19T10:00:00.000Z',
      supplier: { ...party, name: 'Kapda', gstin: '24AAACK1234F1Z6', sampleGstin: true }, recipient: party, shipTo: party, placeOfSupply: { state: 'Gujarat', stateCode: '24' },
      intraState: true, reverseCharge: false, lines: intra, totals: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, discount: 0, total: 0 }, paymentMethod: 'Cash on delivery',
    } as InvoiceDocument;
    const lines = creditNoteLines({ invoiceLines: intra, orderLineIds: [11, 12], intraState: true, returned: [{ orderLineId: 12, quantity: 1, value: 89_900 }] });
    const doc = creditNoteDocument({ serial: 'KCN/25-26/000001', issuedAt: new Date('2026-11-25T04:00:00Z'), returnNumber: 'RTN-2511-000001', resolution: 'refund', invoice, lines });
    expect(doc).toMatchObject({ invoice: { serial: 'KPD/25-26/000042', issuedAt: '2026-11-20T20:00:00.000Z' }, supplier: invoice.supplier, recipient: party, intraState: true, totals: { value: 89_900 } });
    const html = creditNoteHtml(doc);
    expect(html).toContain('KCN/25-26/000001');
    expect(html).toContain('No. <strong>KPD/25-26/000042</strong><br>Date: 21 Nov 2026'); // 20:00 UTC is the next day in India
    expect(html).toContain('Asha &lt;Patel&gt;');
    expect(html).toContain('SAMPLE');
    expect(html).toContain('₹899.00');
  });
});

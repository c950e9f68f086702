import { describe, expect, it } from 'vitest';
import { taxLine } from '@kapda/rules/gst';
import { creditNoteDeadline, creditNoteDocument, creditNoteHtml, creditNoteLastDay, creditNoteLines, creditNoteSerial, creditNoteTotals } from './credit-note.rules';
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

describe('the time limit to declare a credit note (CGST s.34(2))', () => {
  it('is 30 November after the end of the invoice\'s financial year', () => {
    expect(creditNoteLastDay('25-26')).toBe('2026-11-30');
    expect(creditNoteLastDay('99-00')).toBe('2000-11-30');
  });

  it('warns within 30 days of it and once it has passed, in India\'s days', () => {
    expect(creditNoteDeadline('25-26', new Date('2026-10-30T12:00:00Z'))).toEqual({ lastDay: '2026-11-30', state: 'open', daysLeft: 31, warning: null });
    const soon = creditNoteDeadline('25-26', new Date('2026-10-31T12:00:00Z'));
    expect(soon).toMatchObject({ state: 'soon', daysLeft: 30 });
    expect(soon.warning).toBe('Declare this credit note by 30 Nov 2026 (30 days left): after that it can no longer reduce the output tax of FY 2025-26 (CGST Act s.34(2)).');
    // 23:59 IST on 30 Nov is still the day; 00:01 IST on 1 Dec (18:31 UTC on 30 Nov) has passed.
    expect(creditNoteDeadline('25-26', new Date('2026-11-30T18:29:00Z'))).toMatchObject({ state: 'soon', daysLeft: 0, warning: expect.stringContaining('(today)') });
    const passed = creditNoteDeadline('25-26', new Date('2026-11-30T18:31:00Z'));
    expect(passed).toMatchObject({ state: 'passed', daysLeft: -1 });
    expect(passed.warning).toMatch(/^The last date to declare a credit note against this invoice \(FY 2025-26\) was 30 Nov 2026/);
  });

  it("is printed for the accountant on the desk's copy only", () => {
    const lines = creditNoteLines({ invoiceLines: [invoiceLine('Kurta', 105_000, 1, true)], orderLineIds: [1], intraState: true, returned: [{ orderLineId: 1, quantity: 1, value: 105_000 }] });
    const party = { name: 'Asha', address: 'Surat', state: 'Gujarat', stateCode: '24', gstin: null };
    const invoice = { serial: 'KPD/25-26/000001', issuedAt: '2026-03-20T06:00:00.000Z', orderNumber: 'KPD-1', orderDate: '2026-03-19T06:00:00.000Z', supplier: { ...party, gstin: '24AAACK1234F1Z6', sampleGstin: false }, recipient: party, shipTo: party, placeOfSupply: { state: 'Gujarat', stateCode: '24' }, intraState: true, reverseCharge: false, lines: [], totals: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, discount: 0, total: 0 }, paymentMethod: 'Cash on delivery' } as InvoiceDocument;
    const doc = creditNoteDocument({ serial: 'KCN/26-27/000001', issuedAt: new Date('2026-12-02T06:00:00Z'), returnNumber: 'RTN-1', resolution: 'exchange', invoice, lines });
    const deadline = creditNoteDeadline('25-26', new Date('2026-12-02T06:00:00Z'));
    expect(creditNoteHtml(doc, '?format=pdf', deadline)).toContain('<strong>For the accountant:</strong> The last date to declare a credit note against this invoice (FY 2025-26) was 30 Nov 2026');
    expect(creditNoteHtml(doc)).not.toContain('For the accountant');
    expect(creditNoteHtml(doc)).toContain('Goods returned for exchange (the replacement is invoiced when it ships)');
  });
});

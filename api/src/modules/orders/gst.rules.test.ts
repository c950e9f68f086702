import { describe, expect, it } from 'vitest';
import { financialYear, invoiceSerial } from './gst.rules';

describe('financial year and invoice serials', () => {
  it('starts the year on 1 April, Indian time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('25-26'); // 23:59 IST, 31 Mar
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('26-27'); // 00:01 IST, 1 Apr
    expect(financialYear(new Date('2025-11-27T10:00:00Z'))).toBe('25-26');
  });
  it('writes KPD/25-26/000123 within 16 characters', () => {
    expect(invoiceSerial('KPD', '25-26', 123)).toBe('KPD/25-26/000123');
    expect(invoiceSerial('KPD', '25-26', 123).length).toBeLessThanOrEqual(16);
    expect(() => invoiceSerial('KAPDA', '25-26', 1)).toThrow(/16/);
  });
});

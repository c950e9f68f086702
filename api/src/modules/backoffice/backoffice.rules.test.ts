import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@kapda/rules/csv';
import { changePercent, eachDay, readCursor, readNote, readOrderFilter, readOrderIds, readRange, readSearch } from './backoffice.rules';

const now = new Date('2026-11-23T20:00:00Z'); // 24 Nov in India

describe('back-office rules', () => {
  it('a range is India’s days, both ends in, with the same length before it', () => {
    expect(readRange(undefined, undefined, now)).toEqual({ from: '2026-10-26', to: '2026-11-24', days: 30, previous: { from: '2026-09-26', to: '2026-10-25' } });
    expect(readRange('2026-11-24', '2026-11-24', now)).toMatchObject({ days: 1, previous: { from: '2026-11-23', to: '2026-11-23' } });
    expect(readRange('2026-11-01', '2026-10-01', now)).toEqual({ problem: 'The start date must not be after the end date' });
    expect(readRange('2026-02-30', null, now)).toEqual({ problem: 'Dates must be written YYYY-MM-DD' });
    // Years past the Date range once walked forever ('+010000-01' sorts before '9999-12-31').
    expect(readRange('9999-12-31', '9999-12-31', now)).toEqual({ problem: 'Dates must be written YYYY-MM-DD' });
    expect(readRange('1970-01-01', '1970-01-02', now)).toEqual({ problem: 'Dates must be written YYYY-MM-DD' });
    expect(eachDay('2099-12-30', '2099-12-31')).toEqual(['2099-12-30', '2099-12-31']);
    expect(eachDay('2026-11-02', '2026-11-01')).toEqual([]);
    expect(readRange('2024-01-01', '2026-01-01', now)).toEqual({ problem: 'Choose a range of at most 366 days' });
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('the search box reads order numbers, emails, phones and names', () => {
    expect(readSearch(' kpd-2311-482193 ')).toEqual({ kind: 'orderNumber', value: 'KPD-2311-482193' });
    expect(readSearch('Asha@Example.in')).toEqual({ kind: 'email', value: 'asha@example.in' });
    expect(readSearch('+91 98250 12345')).toEqual({ kind: 'phone', value: '9825012345' });
    expect(readSearch('Asha')).toEqual({ kind: 'name', value: 'Asha' });
    expect(readSearch('   ')).toBeNull();
  });

  it('filters, cursors, notes and bulk ids are checked', () => {
    expect(readOrderFilter({ status: 'shipped', paymentMethod: 'cod', city: ' Surat ' })).toMatchObject({ status: 'shipped', paymentMethod: 'cod', city: 'Surat' });
    expect(readOrderFilter({ status: 'lost' })).toEqual({ problem: 'Unknown order status' });
    expect(readOrderFilter({ paymentMethod: 'upi' })).toEqual({ problem: 'Payment method must be cod, online, store_credit or exchange' });
    expect(readOrderFilter({ paymentMethod: 'store_credit' })).toMatchObject({ paymentMethod: 'store_credit' });
    expect(readCursor('120')).toBe(120);
    expect(readCursor('x')).toEqual({ problem: 'This page link has expired; start again from the first page' });
    expect(readNote('  ')).toEqual({ problem: 'Write a note first' });
    expect(readOrderIds([3, '3', 4])).toEqual([3, 4]);
    expect(readOrderIds(Array.from({ length: 101 }, (_, i) => i + 1))).toEqual({ problem: 'Choose at most 100 orders at a time' });
  });

  it('CSV cells are quoted and formulas defused', () => {
    expect(csvCell('Surat, Gujarat')).toBe('"Surat, Gujarat"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(toCsv(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n');
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(5, 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, financialYearOf, formatDay, formatIndiaDate, formatIndiaDateTime, indiaDate, indiaDateTime, indiaDayStart, readDate } from './dates.rules';

describe('readDate', () => {
  it('reads ISO text, timestamps and dates; nothing given is null', () => {
    expect(readDate('2026-11-23T10:00:00Z')).toEqual(new Date('2026-11-23T10:00:00Z'));
    expect(readDate(Date.UTC(2026, 0, 1))).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(readDate('')).toBeNull();
    expect(readDate(undefined)).toBeNull();
  });

  it('refuses what is not a date, and years a DATETIME column cannot hold', () => {
    expect(readDate('soon')).toBe('invalid');
    expect(readDate({})).toBe('invalid');
    expect(readDate('+010000-01-01T00:00:00Z')).toBe('invalid');
    expect(readDate(8.64e15)).toBe('invalid');
    expect(readDate('1969-12-31T23:59:59Z')).toBe('invalid');
    expect(readDate('9999-12-31T00:00:00Z')).toEqual(new Date('9999-12-31T00:00:00Z'));
  });
});

describe('India\'s days', () => {
  // 04:03 IST on 25 Nov is 22:33 UTC on 24 Nov: the first ten characters of the UTC text say the 24th.
  const earlyMorning = new Date('2026-11-24T22:33:00Z');

  it('dates an order placed at 04:03 IST on 25 Nov the 25th, in keys, CSV cells and words', () => {
    expect(earlyMorning.toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(indiaDate(earlyMorning)).toBe('2026-11-25');
    expect(indiaDate(earlyMorning.toISOString())).toBe('2026-11-25');
    expect(indiaDateTime(earlyMorning)).toBe('2026-11-25 04:03:00');
    expect(formatIndiaDate(earlyMorning)).toBe('25 Nov 2026');
    expect(formatIndiaDateTime(earlyMorning)).toBe('25 Nov 2026, 4:03 am');
  });

  it('starts an Indian day at 00:00 IST and moves whole days', () => {
    expect(indiaDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(indiaDate(indiaDayStart('2026-11-25'))).toBe('2026-11-25');
    expect(indiaDate(new Date(indiaDayStart('2026-11-25').getTime() - 1))).toBe('2026-11-24');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(formatDay('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDay('2026-11-25', false)).toBe('25 Nov');
  });

  it('turns the financial year at 1 April 00:00 IST, not at 05:30', () => {
    const lastMinute = new Date('2026-03-31T18:29:00Z'); // 31 Mar 23:59 IST
    const firstMinutes = new Date('2026-03-31T18:40:00Z'); // 1 Apr 00:10 IST, still 31 Mar in UTC
    expect(financialYearOf(lastMinute)).toBe('25-26');
    expect(indiaDate(lastMinute)).toBe('2026-03-31');
    expect(financialYearOf(firstMinutes)).toBe('26-27');
    expect(indiaDate(firstMinutes)).toBe('2026-04-01');
    expect(financialYearOf(new Date('2099-04-01T00:00:00Z'))).toBe('99-00');
  });
});

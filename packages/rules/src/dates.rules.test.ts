import { describe, expect, it } from 'vitest';
import { readDate } from './dates.rules';

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

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@kapda/rules/csv';
import { changeText, money, presetRange } from './store-format';

describe('back-office formats', () => {
  it('money in ₹ with Indian grouping', () => {
    expect(money(123456)).toBe('₹1,23,456.00');
    expect(money(1050.5)).toBe('₹1,050.50');
    expect(money(null)).toBe('₹0.00');
  });

  it('ranges are India’s days', () => {
    const now = new Date('2026-11-23T20:00:00Z'); // 24 Nov in India
    expect(presetRange('today', undefined, now)).toEqual({ preset: 'today', from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('7d', undefined, now)).toEqual({ preset: '7d', from: '2026-11-18', to: '2026-11-24' });
    expect(presetRange('month', undefined, now)).toEqual({ preset: 'month', from: '2026-11-01', to: '2026-11-24' });
    expect(presetRange('custom', { preset: '7d', from: '2026-01-01', to: '2026-01-31' }, now)).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
  });

  it('changes and CSV cells', () => {
    expect(changeText(12.5)).toBe('+12.5%');
    expect(changeText(-3)).toBe('−3%');
    expect(changeText(null)).toBe('no earlier figure');
    expect(csvCell('=cmd()')).toBe("'=cmd()");
    expect(toCsv(['City', 'Revenue'], [['Surat, GJ', 1050]])).toBe('City,Revenue\r\n"Surat, GJ",1050\r\n');
  });
});

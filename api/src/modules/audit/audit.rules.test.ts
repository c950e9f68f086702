import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit.rules';

const json = (value: unknown) => JSON.stringify(value);

describe('an audit entry as a person reads it', () => {
  it('shows money recorded in paise as rupees with two decimals and Indian grouping', () => {
    const before = { title: 'Bandhani Kurta', variants: [{ id: 4, sku: 'BK-M-RED', mrp: 149_900, sellingPrice: 104_900, stock: 5 }] };
    const after = { title: 'Bandhani Kurta', variants: [{ id: 4, sku: 'BK-M-RED', mrp: 12_999_900, sellingPrice: 99_900, stock: 5 }] };
    expect(describeChanges(json(before), json(after))).toEqual([
      { field: 'variants[BK-M-RED].mrp', before: '₹1,499.00', after: '₹1,29,999.00' },
      { field: 'variants[BK-M-RED].sellingPrice', before: '₹1,049.00', after: '₹999.00' },
    ]);
  });

  it("reads a coupon's value as money for a flat coupon and as a percentage for a percent one", () => {
    expect(describeChanges(json({ code: 'FLAT200', kind: 'flat', value: 20_000 }), json({ code: 'FLAT200', kind: 'flat', value: 25_050 }))).toEqual([
      { field: 'value', before: '₹200.00', after: '₹250.50' },
    ]);
    expect(describeChanges(json({ kind: 'percent', value: 10 }), json({ kind: 'percent', value: 15 }))).toEqual([{ field: 'value', before: '10%', after: '15%' }]);
  });

  it("writes instants in India's time, switches as yes/no, lists joined", () => {
    const before = { startsAt: '2026-11-24T22:33:00.000Z', isActive: true, permissions: ['manage_banners'] };
    const after = { startsAt: '2026-11-25T04:30:00.000Z', isActive: false, permissions: ['manage_banners', 'all_permissions'] };
    expect(describeChanges(json(before), json(after))).toEqual([
      { field: 'startsAt', before: '25 Nov 2026, 4:03 am', after: '25 Nov 2026, 10:00 am' },
      { field: 'isActive', before: 'yes', after: 'no' },
      { field: 'permissions', before: 'manage_banners', after: 'manage_banners, all_permissions' },
    ]);
  });

  it('a created thing shows every field after; a deleted one every field before; nothing changed shows nothing', () => {
    expect(describeChanges(null, json({ email: 'asha@kapda.in', department: 'Marketing', endsAt: null }))).toEqual([
      { field: 'email', before: null, after: 'asha@kapda.in' },
      { field: 'department', before: null, after: 'Marketing' },
      { field: 'endsAt', before: null, after: '—' },
    ]);
    expect(describeChanges(json({ text: 'Sale', link: '' }), null)).toEqual([
      { field: 'text', before: 'Sale', after: null },
      { field: 'link', before: '(empty)', after: null },
    ]);
    expect(describeChanges(json({ a: 1 }), json({ a: 1 }))).toEqual([]);
  });

  it('nested records read as paths, and text that is not JSON is shown as it is', () => {
    expect(describeChanges(json({ filter: { city: 'Surat' }, rows: 3 }), json({ filter: { city: 'Pune' }, rows: 3 }))).toEqual([{ field: 'filter.city', before: 'Surat', after: 'Pune' }]);
    expect(describeChanges('not json', null)).toEqual([{ field: 'value', before: 'not json', after: null }]);
  });
});

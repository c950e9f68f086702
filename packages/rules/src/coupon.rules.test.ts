import { describe, expect, it } from 'vitest';
import { COUPON_STATUS_LABELS, couponStatus } from './coupon.rules';

const now = new Date('2026-11-24T10:00:00Z');

describe('couponStatus', () => {
  it.each([
    ['no dates, on', { isActive: true }, 'active'],
    ['within its window', { isActive: true, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'active'],
    ['switched off', { isActive: false }, 'inactive'],
    ['not started yet', { isActive: true, startsAt: new Date('2026-12-01T00:00:00Z') }, 'scheduled'],
    ['not started and off', { isActive: false, startsAt: '2026-12-01T00:00:00Z' }, 'inactive'],
    // MONSOON15: ended 30 Sep 2025 but still switched on — expired, not active.
    ['ended, still switched on', { isActive: true, startsAt: '2025-07-01T00:00:00Z', endsAt: '2025-09-30T18:29:59Z' }, 'expired'],
    ['ended and off', { isActive: false, endsAt: '2025-09-30T18:29:59Z' }, 'expired'],
    ['ends this very moment', { isActive: true, endsAt: now }, 'active'],
    ['starts this very moment', { isActive: true, startsAt: now }, 'active'],
    ['empty dates from a form', { isActive: true, startsAt: '', endsAt: null }, 'active'],
  ] as const)('%s', (_label, coupon, status) => {
    expect(couponStatus(coupon, now)).toBe(status);
  });

  it('labels every status', () => {
    expect(Object.values(COUPON_STATUS_LABELS)).toEqual(['Active', 'Scheduled', 'Expired', 'Inactive']);
  });
});

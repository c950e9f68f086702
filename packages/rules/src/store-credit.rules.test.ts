import { describe, expect, it } from 'vitest';
import { STORE_CREDIT_MESSAGES, isStoreCreditReason, splitStoreCredit } from './store-credit.rules';

describe('store credit at checkout', () => {
  it('pays part of an order when the balance is smaller than the total', () => {
    expect(splitStoreCredit(150_000, 40_050)).toEqual({ credit: 40_050, due: 109_950, covered: false });
  });
  it('pays all of it, never more than the total, when the balance is larger', () => {
    expect(splitStoreCredit(99_900, 250_000)).toEqual({ credit: 99_900, due: 0, covered: true });
    expect(splitStoreCredit(99_900, 99_900)).toEqual({ credit: 99_900, due: 0, covered: true });
  });
  it('uses nothing when the shopper does not tick it or has nothing', () => {
    expect(splitStoreCredit(99_900, 50_000, false)).toEqual({ credit: 0, due: 99_900, covered: false });
    expect(splitStoreCredit(99_900, 0)).toEqual({ credit: 0, due: 99_900, covered: false });
    expect(splitStoreCredit(99_900, -500)).toEqual({ credit: 0, due: 99_900, covered: false });
  });
  it('knows its reasons and words', () => {
    expect(isStoreCreditReason('return')).toBe(true);
    expect(isStoreCreditReason('gift')).toBe(false);
    expect(STORE_CREDIT_MESSAGES.useLabel('₹1,200.00')).toBe('Use store credit (₹1,200.00 available)');
  });
});

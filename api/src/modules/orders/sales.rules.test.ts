import { describe, expect, it } from 'vitest';
import { contributionOf, isCounted, istDay, istDayStart, salesDelta, type SalesFacts } from './sales.rules';

const order = (o: Partial<SalesFacts> = {}): SalesFacts => ({
  status: 'confirmed', paymentStatus: 'pending', total: 149_900, units: 2, firstOrder: true, createdAt: new Date('2026-11-23T10:00:00Z'), shipState: 'Gujarat', shipCity: 'Surat', email: 'asha@example.in', ...o,
});

describe('sales rules', () => {
  it('days are India’s: 18:30 UTC is already the next day', () => {
    expect(istDay(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(istDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(istDayStart('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('an order counts while confirmed, packed, shipped, out for delivery or delivered', () => {
    expect(isCounted('out_for_delivery')).toBe(true);
    expect(contributionOf(order())).toEqual({ orders: 1, paidOrders: 0, revenue: 149_900, units: 2, newCustomers: 1 });
    expect(contributionOf(order({ status: 'pending_payment' })).orders).toBe(0);
    expect(contributionOf(order({ status: 'cancelled' })).revenue).toBe(0);
    expect(contributionOf(order({ status: 'delivered', paymentStatus: 'paid', firstOrder: false }))).toEqual({ orders: 1, paidOrders: 1, revenue: 149_900, units: 2, newCustomers: 0 });
  });

  it('a move changes the summaries by the difference, or not at all', () => {
    expect(salesDelta(null, order())).toEqual({ orders: 1, paidOrders: 0, revenue: 149_900, units: 2, newCustomers: 1 });
    expect(salesDelta(order(), order({ status: 'packed' }))).toBeNull();
    expect(salesDelta(order({ status: 'packed' }), order({ status: 'cancelled' }))).toEqual({ orders: -1, paidOrders: 0, revenue: -149_900, units: -2, newCustomers: -1 });
    expect(salesDelta(order({ status: 'shipped' }), order({ status: 'delivered', paymentStatus: 'paid' }))).toEqual({ orders: 0, paidOrders: 1, revenue: 0, units: 0, newCustomers: 0 });
    expect(salesDelta(order({ status: 'pending_payment', paymentStatus: 'awaiting' }), order({ status: 'confirmed', paymentStatus: 'paid' }))?.paidOrders).toBe(1);
  });

  it("an exchange's replacement order is no sale: it never counts, through any move", () => {
    const replacement = (o: Partial<SalesFacts> = {}) => order({ paymentMethod: 'exchange', paymentStatus: 'paid', firstOrder: false, ...o });
    expect(contributionOf(replacement())).toEqual({ orders: 0, paidOrders: 0, revenue: 0, units: 0, newCustomers: 0 });
    expect(salesDelta(null, replacement())).toBeNull();
    expect(salesDelta(replacement({ status: 'shipped' }), replacement({ status: 'delivered' }))).toBeNull();
    expect(salesDelta(replacement(), replacement({ status: 'cancelled' }))).toBeNull();
  });
});

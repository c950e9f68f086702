import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, allowedNext, canCustomerCancel, transitionProblem, type OrderStatus } from './order-state.rules';

// The whole table: every (from, to) pair, for the system. ✓ = allowed.
const TABLE: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['confirmed', 'payment_failed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
  payment_failed: [],
};

describe('order state machine, transition table', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = TABLE[from].includes(to);
      it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(transitionProblem(from, to, 'system') === null).toBe(allowed);
      });
    }
  }

  it('names the allowed statuses in the refusal', () => {
    expect(transitionProblem('confirmed', 'delivered', 'admin')).toBe('An order that is confirmed cannot become delivered. Allowed: packed, cancelled');
    expect(transitionProblem('delivered', 'cancelled', 'admin')).toBe('An order that is delivered cannot become cancelled. Allowed: none');
    expect(transitionProblem('confirmed', 'lost', 'admin')).toMatch(/^Unknown order status "lost"/);
  });

  it('leaves payment outcomes to the payment system; the back office may cancel an unpaid order', () => {
    expect(allowedNext('pending_payment', 'admin')).toEqual(['cancelled']);
    expect(transitionProblem('pending_payment', 'confirmed', 'admin')).toBe('An order that is pending_payment cannot become confirmed. Allowed: cancelled');
    expect(allowedNext('pending_payment', 'customer')).toEqual([]);
    expect(allowedNext('pending_payment', 'system')).toEqual(['confirmed', 'payment_failed', 'cancelled']);
  });

  it('out for delivery is an optional step between shipped and delivered, moved by the back office', () => {
    expect(allowedNext('shipped', 'admin')).toEqual(['out_for_delivery', 'delivered']);
    expect(allowedNext('out_for_delivery', 'admin')).toEqual(['delivered']);
    expect(allowedNext('out_for_delivery', 'customer')).toEqual([]);
    expect(transitionProblem('out_for_delivery', 'cancelled', 'admin')).toBe('An order that is out_for_delivery cannot become cancelled. Allowed: delivered');
    expect(transitionProblem('packed', 'out_for_delivery', 'admin')).toBe('An order that is packed cannot become out_for_delivery. Allowed: shipped, cancelled');
  });

  it('lets a customer only cancel, and only before shipping', () => {
    expect(ORDER_STATUSES.filter((s) => canCustomerCancel(s))).toEqual(['confirmed', 'packed']);
    expect(allowedNext('confirmed', 'customer')).toEqual(['cancelled']);
  });

  it("an exchange's replacement order: the desk may cancel it, the shopper never", () => {
    const replacement = { paymentMethod: 'exchange' };
    expect(ORDER_STATUSES.filter((s) => canCustomerCancel(s, replacement))).toEqual([]);
    expect(allowedNext('confirmed', 'customer', replacement)).toEqual([]);
    expect(transitionProblem('confirmed', 'cancelled', 'customer', replacement)).toBe('A replacement order cannot be cancelled here: once it arrives you can return it, or contact us');
    expect(allowedNext('confirmed', 'admin', replacement)).toEqual(['packed', 'cancelled']);
    expect(transitionProblem('packed', 'cancelled', 'admin', replacement)).toBeNull();
  });
});

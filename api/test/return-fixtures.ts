import { expect } from 'vitest';
import type { Store } from '../src/boot';
import { customer } from './cart-fixtures';
import { rest } from './harness';
import { SURAT, guestOrder, placeGuest } from './order-fixtures';

export type S = Store & { baseUrl: string };

/** The desk takes an order from confirmed to delivered. */
export async function deliver(store: S, admin: string, id: string) {
  for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456' }, { status: 'delivered' }]) {
    const moved = await rest(store.baseUrl, 'PATCH', `/admin/orders/${id}/status`, body, admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

/** A guest's cash-on-delivery order, delivered: its id and signed token. */
export async function deliveredGuestOrder(store: S, admin: string, items: Array<{ variantSku: string; quantity: number }>, extra: Record<string, unknown> = {}) {
  const placed = await placeGuest(store, guestOrder({ items, ...extra }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.data.order._id as string;
  await deliver(store, admin, id);
  return { id, token: placed.body.data.accessToken as string, order: placed.body.data.order, email: placed.body.data.order.email as string };
}

/** A member's order from their cart (cash on delivery unless said), delivered. */
export async function deliveredMemberOrder(store: S, admin: string, productId: number, variantSku: string, quantity: number, paymentMethod = 'cod') {
  const member = await customer(store);
  const [, size, color] = variantSku.split('-');
  const added = await rest(store.baseUrl, 'POST', '/cart', { productId: String(productId), quantity, size, color: color[0] + color.slice(1).toLowerCase(), variantSku }, member.token);
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const placed = await rest(store.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod }, member.token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.data.order._id as string;
  await deliver(store, admin, id);
  return { id, member, order: placed.body.data.order };
}

/** A return request; a bank/UPI refund's UPI ID is filled in unless the body says (refundUpiId: undefined leaves it out). */
export const ask = (store: S, orderId: string, body: object, auth: { token?: string; bearer?: string } = {}) =>
  rest(store.baseUrl, 'POST', `/orders/${orderId}/returns${auth.token ? `?token=${auth.token}` : ''}`, { refundUpiId: 'guest@okhdfcbank', ...body }, auth.bearer);
export const move = (store: S, id: string, body: unknown, admin: string) => rest(store.baseUrl, 'POST', `/admin/returns/${id}/status`, body, admin);


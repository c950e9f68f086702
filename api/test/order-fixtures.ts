import type { Store } from '../src/boot';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { restCall, type CallOptions } from './client';

/** A Surat address (the seller's city: CGST + SGST) and a Mumbai one (IGST). */
export const SURAT = { fullName: 'Asha Patel', phone: '9825012345', line1: '12 Nanpura Main Road', line2: 'Flat 4B', landmark: 'Near Athwa Gate', pincode: '395001', city: 'Surat', state: 'Gujarat' };
export const MUMBAI = { fullName: 'Rohan Mehta', phone: '9820098200', line1: '221 Marine Drive', pincode: '400001', city: 'Mumbai', state: 'Maharashtra' };
export const PORT_BLAIR = { fullName: 'Meera Nair', phone: '9434012345', line1: '5 Aberdeen Bazaar', pincode: '744101', city: 'Port Blair', state: 'Andaman and Nicobar Islands' };

let n = 0;
export const guestEmail = () => `guest${++n}.${process.pid}.${Math.random().toString(36).slice(2, 6)}@example.in`;
export const key = () => `key_${Date.now()}_${++n}_${Math.random().toString(36).slice(2, 10)}`;

export async function placeGuest(store: { baseUrl: string }, body: Record<string, unknown>, options: CallOptions & { idempotencyKey?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${store.baseUrl}/api/orders`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

export const guestOrder = (overrides: Record<string, unknown> = {}) => ({
  email: guestEmail(),
  shippingAddress: SURAT,
  paymentMethod: 'cod',
  items: [{ variantSku: 'BK-M-BLUE', quantity: 1 }],
  ...overrides,
});

export async function stockOf(store: Store, sku: string): Promise<number> {
  return (await store.dataSource.getRepository(ProductVariant).findOneByOrFail({ sku })).stock;
}

export async function setStock(store: Store, sku: string, stock: number): Promise<void> {
  await store.dataSource.getRepository(ProductVariant).update({ sku }, { stock });
}

export async function mailsTo(store: Store, to: string): Promise<OutboxMail[]> {
  return store.dataSource.getRepository(OutboxMail).find({ where: { to }, order: { id: 'ASC' } });
}

export { restCall };

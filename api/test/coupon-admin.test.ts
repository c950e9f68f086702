import { expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Coupon } from '../src/modules/coupons/coupon.entity';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

/** Coupons in the back office (manage_coupons): list with usage, create, edit, deactivate — GraphQL and REST, audit-logged. */

const FIELDS = 'id code description kind value minOrderValue maxDiscount startsAt endsAt usageLimit perCustomerLimit usedCount firstOrderOnly categoryId collectionId isActive';
const CREATE = `mutation ($input: CouponInput!) { createCoupon(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { ${FIELDS} } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateCoupon(id: $id) { id isActive } }`;
const LIST = `query { coupons { ${FIELDS} } }`;

describeEachDatabase('coupons back office', (store) => {
  const base = () => store().baseUrl;
  const staff = () => signedInUser(store(), { role: 'subadmin', permissions: ['manage_coupons'], department: 'Support' });

  it('refuses guests, customers and staff without manage_coupons (GraphQL and REST)', async () => {
    const customer = await signedInUser(store());
    const catalog = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' });
    for (const token of [undefined, customer.token, catalog.token]) {
      expect((await gqlCall(base(), CREATE, { input: { code: 'NOPE', kind: 'flat', value: 100 } }, { token })).body.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect((await gqlCall(base(), LIST, {}, { token })).body.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect((await restCall(base(), 'POST', '/admin/coupons', { code: 'NOPE', kind: 'flat', value: 100 }, { token })).status).toBe(token ? 403 : 401);
    }
    expect(await store().dataSource.getRepository(Coupon).count()).toBe(0);
  });

  it('creates coupons with every rule the cart applies, and the cart honours them', async () => {
    const { token, user } = await staff();
    const starts = new Date(Date.now() - 3_600_000).toISOString();
    const ends = new Date(Date.now() + 86_400_000).toISOString();
    const created = await gqlCall(base(), CREATE, { input: { code: ' diwali20 ', description: 'Diwali: 20% off', kind: 'percent', value: 20, minOrderValue: 999, maxDiscount: 500, startsAt: starts, endsAt: ends, usageLimit: 100, perCustomerLimit: 2, firstOrderOnly: true } }, { token });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createCoupon).toMatchObject({ code: 'DIWALI20', kind: 'percent', value: 20, minOrderValue: 999, maxDiscount: 500, usageLimit: 100, perCustomerLimit: 2, usedCount: 0, firstOrderOnly: true, isActive: true, categoryId: null });
    const row = await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'DIWALI20' });
    expect(row).toMatchObject({ value: 20, minOrderValue: 99900, maxDiscount: 50000 });
    const flat = await restCall(base(), 'POST', '/admin/coupons', { code: 'FLAT150', kind: 'flat', value: 150 }, { token });
    expect(flat).toMatchObject({ status: 201, body: { success: true, message: 'Coupon created', data: { code: 'FLAT150', value: 150, perCustomerLimit: 1, isActive: true } } });
    const audit = await store().dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'coupon.create', entityId: String(row.id) });
    expect(audit.actorEmail).toBe(user.email);
    // The cart's own check finds the new coupon valid.
    const assessed = await store().services.coupons.assess(null, 'flat150', []);
    expect(assessed.refusal).toBeNull();
  });

  it('refuses bad coupons with the field’s message, changing nothing', async () => {
    const { token } = await staff();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'bad code!', kind: 'flat', value: 1 }, 'The code may use letters, digits, hyphens and underscores (1 to 40).'],
      [{ code: 'DIWALI20', kind: 'flat', value: 1 }, 'A coupon with this code already exists.'],
      [{ code: 'X1', kind: 'bogo', value: 1 }, "Choose 'percent' or 'flat'."],
      [{ code: 'X2', kind: 'percent', value: 120 }, 'A percent discount must be a whole number from 1 to 100.'],
      [{ code: 'X3', kind: 'flat', value: 0 }, 'A flat discount must be an amount above ₹0.'],
      [{ code: 'X4', kind: 'flat', value: 100, maxDiscount: 50 }, 'A maximum discount applies to percent coupons only.'],
      [{ code: 'X5', kind: 'flat', value: 100, usageLimit: 0 }, 'Limits must be whole numbers from 1, or empty for no limit.'],
      [{ code: 'X6', kind: 'flat', value: 100, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'The coupon must end after it starts.'],
      [{ code: 'X7', kind: 'flat', value: 100, categoryId: 9999 }, 'That category does not exist.'],
      [{ code: 'X8', kind: 'flat', value: 100, collectionId: 9999 }, 'That collection does not exist.'],
    ];
    const before = await store().dataSource.getRepository(Coupon).count();
    for (const [body, message] of cases) {
      expect(await restCall(base(), 'POST', '/admin/coupons', body, { token }), message).toMatchObject({ status: 400, body: { success: false, message } });
    }
    expect((await gqlCall(base(), CREATE, { input: { code: 'X9', kind: 'percent', value: 0 } }, { token })).body.errors?.[0]).toMatchObject({ message: 'A percent discount must be a whole number from 1 to 100.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await store().dataSource.getRepository(Coupon).count()).toBe(before);
  });

  it('edits keep what is not sent; deactivating switches the code off for the cart; the list shows usage', async () => {
    const { token } = await staff();
    const id = String((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'FLAT150' })).id);
    const edited = await gqlCall(base(), UPDATE, { id, input: { value: 200, minOrderValue: 1499 } }, { token });
    expect(edited.body.data.updateCoupon).toMatchObject({ code: 'FLAT150', kind: 'flat', value: 200, minOrderValue: 1499, perCustomerLimit: 1 });
    await store().dataSource.getRepository(Coupon).update({ id: Number(id) }, { usedCount: 7 });
    const list = (await gqlCall(base(), LIST, {}, { token })).body.data.coupons;
    expect(list.map((c: { code: string; usedCount: number }) => [c.code, c.usedCount])).toEqual([['FLAT150', 7], ['DIWALI20', 0]]);
    expect((await gqlCall(base(), DEACTIVATE, { id }, { token })).body.data.deactivateCoupon).toEqual({ id, isActive: false });
    expect((await store().services.coupons.assess(null, 'FLAT150', [])).refusal).toBe('Invalid coupon');
    const again = await restCall(base(), 'PUT', `/admin/coupons/${id}`, { isActive: true }, { token });
    expect(again.body).toMatchObject({ success: true, message: 'Coupon updated', data: { isActive: true, value: 200 } });
    expect((await restCall(base(), 'POST', '/admin/coupons/99999/deactivate', undefined, { token })).body).toMatchObject({ success: false, message: 'Coupon not found' });
    const rest = await restCall(base(), 'GET', '/admin/coupons', undefined, { token });
    expect(rest.body.data[0]).toMatchObject({ _id: id, code: 'FLAT150', usedCount: 7 });
    expect(await store().dataSource.getRepository(AuditEntry).countBy({ entityType: 'coupon', action: 'coupon.update', entityId: id })).toBe(3);
  });
});

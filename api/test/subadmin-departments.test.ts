import { expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { User } from '../src/modules/users/user.entity';
import { signedInUser } from './accounts';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const REFUSED_COUPONS = "'Manage coupons' does not work in the Marketing department: it belongs to Support. Choose Support or all departments, or leave it out.";
const CREATE = 'mutation($i: CreateSubAdminInput!) { createSubAdmin(input: $i) { id permissions department } }';
const UPDATE = 'mutation($id: ID!, $i: UpdateSubAdminInput!) { updateSubAdmin(id: $id, input: $i) { id permissions department firstName } }';
const AUDIT = 'query($t: String) { auditLog(entityType: $t, limit: 50) { items { action entityType entityId actorEmail before after changes { field before after } } } }';

describeEachDatabase('sub-admins: permissions that fit the department, every change in the audit log', (store, kind) => {
  const url = () => store().baseUrl;
  let admin: string;
  let marketingId: string;
  const address = (name: string) => `${name}.${kind}.${process.pid}@kapda-staff.in`;
  const gql = (query: string, variables: Record<string, unknown>) => gqlCall(url(), query, variables, { token: admin, ip: freshIp() });
  const subAdminEntries = async () => (await gql(AUDIT, { t: 'subAdmin' })).body.data!.auditLog.items as Array<{ action: string; entityId: string; changes: Array<{ field: string; before: string | null; after: string | null }> }>;

  it('refuses a permission that cannot work in the chosen department (400 naming it), and creates nothing', async () => {
    admin = (await signedInUser(store(), { role: 'admin', email: address('boss') })).token;
    const email = address('meera');
    const refused = await gql(CREATE, { i: { firstName: 'Meera', lastName: 'Nair', email, permissions: ['manage_banners', 'manage_coupons'], department: 'Marketing' } });
    expect(refused.body.errors?.[0]).toMatchObject({ message: REFUSED_COUPONS, extensions: { status: 400 } });
    const overRest = await restCall(url(), 'POST', '/admin/subadmins', { firstName: 'Meera', lastName: 'Nair', email, permissions: ['manage_coupons'], department: 'marketing' }, { token: admin, ip: freshIp() });
    expect(overRest).toMatchObject({ status: 400, body: { success: false, message: REFUSED_COUPONS } });
    expect(await store().dataSource.getRepository(User).countBy({ email })).toBe(0);
    expect(await store().dataSource.getRepository(OutboxMail).countBy({ to: email })).toBe(0);
    expect(await store().dataSource.getRepository(AuditEntry).countBy({ entityType: 'subAdmin' })).toBe(0);
  });

  it('records the creation in the audit log, readable', async () => {
    const created = await gql(CREATE, { i: { firstName: 'Meera', lastName: 'Nair', email: address('meera'), permissions: ['manage_banners'], department: 'Marketing' } });
    expect(created.body.errors).toBeUndefined();
    marketingId = created.body.data!.createSubAdmin.id;
    const [entry] = await subAdminEntries();
    expect(entry).toMatchObject({ action: 'subAdmin.create', entityId: marketingId });
    expect(entry.changes).toEqual(expect.arrayContaining([
      { field: 'department', before: null, after: 'Marketing' },
      { field: 'permissions', before: null, after: 'manage_banners' },
      { field: 'isActive', before: null, after: 'yes' },
    ]));
  });

  it('refuses a change that would leave a permission outside its department, either way round; nothing changes', async () => {
    const coupons = await gql(UPDATE, { id: marketingId, i: { permissions: ['manage_banners', 'manage_coupons'] } });
    expect(coupons.body.errors?.[0]).toMatchObject({ message: REFUSED_COUPONS, extensions: { status: 400 } });
    const moved = await gql(UPDATE, { id: marketingId, i: { department: 'Support' } });
    expect(moved.body.errors?.[0].message).toBe("'Manage promo banners' does not work in the Support department: it belongs to Marketing. Choose Marketing or all departments, or leave it out.");
    const row = await store().dataSource.getRepository(User).findOneByOrFail({ id: Number(marketingId) });
    expect(row).toMatchObject({ department: 'Marketing', permissions: ['manage_banners'] });
    expect(await subAdminEntries()).toHaveLength(1);
    // Both at once is a fitting pair.
    const both = await gql(UPDATE, { id: marketingId, i: { department: 'Support', permissions: ['manage_coupons'] } });
    expect(both.body.data!.updateSubAdmin).toMatchObject({ department: 'Support', permissions: ['manage_coupons'] });
  });

  it('records changes and deactivation as field: before → after', async () => {
    await gql(UPDATE, { id: marketingId, i: { firstName: 'Meenakshi' } });
    const deactivated = await restCall(url(), 'POST', `/admin/subadmins/${marketingId}/deactivate`, undefined, { token: admin, ip: freshIp() });
    expect(deactivated.status).toBe(200);
    const entries = await subAdminEntries();
    expect(entries.map((e) => e.action)).toEqual(['subAdmin.deactivate', 'subAdmin.update', 'subAdmin.update', 'subAdmin.create']);
    expect(entries[0].changes).toEqual([{ field: 'isActive', before: 'yes', after: 'no' }]);
    expect(entries[1].changes).toEqual([{ field: 'firstName', before: 'Meera', after: 'Meenakshi' }]);
    expect(entries[2].changes).toEqual([
      { field: 'department', before: 'Marketing', after: 'Support' },
      { field: 'permissions', before: 'manage_banners', after: 'manage_coupons' },
    ]);
    // Deactivating again changes nothing and records nothing.
    await restCall(url(), 'POST', `/admin/subadmins/${marketingId}/deactivate`, undefined, { token: admin, ip: freshIp() });
    expect(await subAdminEntries()).toHaveLength(4);
  });

  it('money in the log reads as rupees with two decimals, not paise', async () => {
    const coupon = await restCall(url(), 'POST', '/admin/coupons', { code: `AUDIT${kind.toUpperCase()}`, kind: 'flat', value: 250.5, minOrderValue: 1999 }, { token: admin, ip: freshIp() });
    expect(coupon.status).toBeLessThan(300);
    const [entry] = (await gql(AUDIT, { t: 'coupon' })).body.data!.auditLog.items as Array<{ changes: Array<{ field: string; after: string | null }> }>;
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'value', before: null, after: '₹250.50' }, { field: 'minOrderValue', before: null, after: '₹1,999.00' }]));
  });
});

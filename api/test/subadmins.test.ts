import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers, DEMO_USERS } from '../src/modules/users/demo-users.seed';
import { User } from '../src/modules/users/user.entity';
import { signedInUser } from './accounts';
import { freshIp, gqlCall, restCall, type CallOptions } from './client';
import { describeEachDatabase, freshStore } from './harness';
import { TestSmtpServer } from './smtp';

const smtp = new TestSmtpServer();
/** Filled in before the stores boot (their beforeAll runs after this one). */
const env: Record<string, string> = {};
beforeAll(async () => {
  await smtp.start();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.stop());

const USER_FIELDS = 'id email firstName lastName role roles permissions department isActive isAdmin isSubAdmin emailVerified hasPassword';

describeEachDatabase(
  'back office: admins manage sub-admins',
  (store, kind) => {
    const base = () => store().baseUrl;
    const rest = (method: string, path: string, body?: unknown, options: CallOptions = {}) => restCall(base(), method, path, body, { ip: freshIp(), ...options });
    const gql = (query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) => gqlCall(base(), query, variables, { ip: freshIp(), ...options });
    let n = 0;
    const email = (name: string) => `${name}.${kind}.${++n}@kapda-staff.in`;

    let admin: string;
    let customer: string;
    let catalogSub: string;
    let target: { id: string; email: string };

    beforeAll(async () => {
      admin = (await signedInUser(store(), { role: 'admin', firstName: 'Farah', lastName: 'Khan' })).token;
      customer = (await signedInUser(store(), { role: 'customer' })).token;
      catalogSub = (await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' })).token;
    });

    it('creates a sub-admin who accepts the emailed invitation, sets a password and logs in', async () => {
      const address = email('neha');
      const created = await gql(
        `mutation($i: CreateSubAdminInput!) { createSubAdmin(input: $i) { ${USER_FIELDS} } }`,
        { i: { firstName: 'Neha', lastName: 'Joshi', email: address.toUpperCase(), permissions: ['view_orders', 'MANAGE_ORDERS', 'view_orders'], department: 'orders' } },
        { token: admin },
      );
      expect(created.body.errors).toBeUndefined();
      const sub = created.body.data!.createSubAdmin;
      expect(sub).toMatchObject({ email: address, role: 'subadmin', roles: ['subadmin'], permissions: ['view_orders', 'manage_orders'], department: 'Orders', isActive: true, isAdmin: false, isSubAdmin: true, emailVerified: false, hasPassword: false });
      target = { id: sub.id, email: address };

      const mail = await smtp.waitFor(address);
      expect(mail.subject).toMatch(/invited/i);
      expect(mail.raw).toContain('Farah Khan');
      const { token, url } = await smtp.linkTokenFor(address);
      expect(url).toContain('invite=1');
      expect((await rest('POST', '/auth/login', { email: address, password: 'Rogan-Art-2025' })).status).toBe(401);

      const accept = await rest('POST', '/auth/reset-password', { token, newPassword: 'Rogan-Art-2025' });
      expect(accept.status).toBe(200);
      const login = await rest('POST', '/auth/login', { email: address, password: 'Rogan-Art-2025' });
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ role: 'subadmin', department: 'Orders', permissions: ['view_orders', 'manage_orders'], isSubAdmin: true, isAdmin: false, emailVerified: true });
      expect((await rest('POST', '/auth/reset-password', { token, newPassword: 'Rogan-Art-2026' })).status).toBe(400);

      const again = await gql('mutation($id: ID!) { resendSubAdminInvitation(id: $id) { id } }', { id: sub.id }, { token: admin });
      expect(again.body.errors?.[0]).toMatchObject({ message: 'This sub-admin has already set a password.', extensions: { status: 400 } });
    });

    it('validates permissions and departments against the catalogue, and refuses a taken email', async () => {
      const create = (i: Record<string, unknown>) => gql('mutation($i: CreateSubAdminInput!) { createSubAdmin(input: $i) { id } }', { i: { firstName: 'A', lastName: 'B', email: email('x'), permissions: ['manage_products'], department: 'Catalog', ...i } }, { token: admin });
      expect((await create({ permissions: ['fly_planes'] })).body.errors?.[0]).toMatchObject({ message: "Unknown permission 'fly_planes'.", extensions: { status: 400 } });
      expect((await create({ department: 'Finance' })).body.errors?.[0].message).toMatch(/^Unknown department 'Finance'/);
      expect((await create({ email: target.email })).body.errors?.[0]).toMatchObject({ message: 'Email already exists', extensions: { status: 409 } });
      const rest400 = await rest('POST', '/admin/subadmins', { firstName: 'A', lastName: 'B', email: email('y'), permissions: 'manage_products', department: 'Catalog' }, { token: admin });
      expect(rest400.status).toBe(400);
      expect(rest400.body.message).toBe('Permissions must be a list of permission names.');
    });

    it('lists, updates, deactivates (ending sessions) and reactivates over GraphQL and REST', async () => {
      const list = await gql(`{ subAdmins { ${USER_FIELDS} } }`, {}, { token: admin });
      expect(list.body.data!.subAdmins.map((u: { email: string }) => u.email)).toContain(target.email);
      expect(list.body.data!.subAdmins.every((u: { role: string }) => u.role === 'subadmin')).toBe(true);
      const restList = await rest('GET', '/admin/subadmins', undefined, { token: admin });
      expect(restList.status).toBe(200);
      expect(restList.body.data.find((u: { email: string }) => u.email === target.email)).toMatchObject({ _id: target.id, id: target.id });

      const updated = await gql('mutation($id: ID!, $i: UpdateSubAdminInput!) { updateSubAdmin(id: $id, input: $i) { permissions department } }', { id: target.id, i: { permissions: ['manage_content'], department: 'Content' } }, { token: admin });
      expect(updated.body.data!.updateSubAdmin).toEqual({ permissions: ['manage_content'], department: 'Content' });
      const restUpdated = await rest('PUT', `/admin/subadmins/${target.id}`, { department: 'all' }, { token: admin });
      expect(restUpdated.body.data).toMatchObject({ permissions: ['manage_content'], department: 'all' });

      const session = (await rest('POST', '/auth/login', { email: target.email, password: 'Rogan-Art-2025' })).body.data.token as string;
      expect((await rest('GET', '/auth/profile', undefined, { token: session })).status).toBe(200);
      const off = await gql('mutation($id: ID!) { deactivateSubAdmin(id: $id) { isActive } }', { id: target.id }, { token: admin });
      expect(off.body.data!.deactivateSubAdmin.isActive).toBe(false);
      expect((await rest('GET', '/auth/profile', undefined, { token: session })).status).toBe(401);
      const refused = await rest('POST', '/auth/login', { email: target.email, password: 'Rogan-Art-2025' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/deactivated/);

      const on = await rest('POST', `/admin/subadmins/${target.id}/reactivate`, undefined, { token: admin });
      expect(on.body.data.isActive).toBe(true);
      expect((await rest('POST', '/auth/login', { email: target.email, password: 'Rogan-Art-2025' })).status).toBe(200);
      expect((await rest('POST', `/admin/subadmins/${target.id}/deactivate`, undefined, { token: admin })).body.data.isActive).toBe(false);

      expect((await gql('mutation { deactivateSubAdmin(id: "999999") { id } }', {}, { token: admin })).body.errors?.[0]).toMatchObject({ message: 'Sub-admin not found', extensions: { status: 404 } });
      // A customer is not a sub-admin: the sub-admin operations cannot touch them.
      const { user: shopper } = await signedInUser(store(), { role: 'customer' });
      expect((await rest('PUT', `/admin/subadmins/${shopper.id}`, { permissions: ['all_permissions'] }, { token: admin })).status).toBe(404);
    });

    it('refuses every admin operation to customers, sub-admins without the right and guests (GraphQL)', async () => {
      const ops: Array<[string, Record<string, unknown>]> = [
        ['{ subAdmins { id } }', {}],
        ['mutation($i: CreateSubAdminInput!) { createSubAdmin(input: $i) { id } }', { i: { firstName: 'E', lastName: 'V', email: email('evil'), permissions: ['all_permissions'], department: 'all' } }],
        ['mutation($id: ID!) { updateSubAdmin(id: $id, input: { permissions: ["all_permissions"] }) { id } }', { id: target.id }],
        ['mutation($id: ID!) { deactivateSubAdmin(id: $id) { id } }', { id: target.id }],
        ['mutation($id: ID!) { reactivateSubAdmin(id: $id) { id } }', { id: target.id }],
        ['mutation($id: ID!) { resendSubAdminInvitation(id: $id) { id } }', { id: target.id }],
      ];
      for (const [query, variables] of ops) {
        for (const token of [customer, catalogSub]) {
          const res = await gql(query, variables, { token });
          expect(res.body.errors?.[0], query).toMatchObject({ message: 'You do not have permission to do this', extensions: { code: 'FORBIDDEN', status: 403 } });
        }
        const anon = await gql(query, variables);
        expect(anon.body.errors?.[0], query).toMatchObject({ message: 'User not authenticated', extensions: { code: 'UNAUTHENTICATED', status: 401 } });
      }
      const catalogue = await gql('{ permissionCatalogue { key department } }', {}, { token: customer });
      expect(catalogue.body.errors?.[0].extensions?.status).toBe(403);
      const seen = await gql('{ permissionCatalogue { key department } }', {}, { token: catalogSub });
      expect(seen.body.data!.permissionCatalogue).toContainEqual({ key: 'manage_products', department: 'Catalog' });
      // Nothing changed.
      const still = await store().dataSource.getRepository(User).findOneByOrFail({ id: Number(target.id) });
      expect(still).toMatchObject({ permissions: ['manage_content'], isActive: false });
    });

    it('refuses every admin operation to customers, sub-admins without the right and guests (REST)', async () => {
      const ops: Array<[string, string, unknown]> = [
        ['GET', '/admin/subadmins', undefined],
        ['POST', '/admin/subadmins', { firstName: 'E', lastName: 'V', email: email('evil'), permissions: ['all_permissions'], department: 'all' }],
        ['PUT', `/admin/subadmins/${target.id}`, { permissions: ['all_permissions'] }],
        ['POST', `/admin/subadmins/${target.id}/deactivate`, undefined],
        ['POST', `/admin/subadmins/${target.id}/reactivate`, undefined],
        ['POST', `/admin/subadmins/${target.id}/resend-invitation`, undefined],
      ];
      for (const [method, path, body] of ops) {
        for (const token of [customer, catalogSub]) {
          const res = await rest(method, path, body, { token });
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.body).toMatchObject({ success: false, message: 'You do not have permission to do this' });
        }
        const anon = await rest(method, path, body);
        expect(anon.status).toBe(401);
        expect(anon.body.message).toBe('User not authenticated');
      }
      const still = await store().dataSource.getRepository(User).findOneByOrFail({ id: Number(target.id) });
      expect(still).toMatchObject({ permissions: ['manage_content'], isActive: false });
    });

    it('seeds the demo admin, sub-admin and customer with the README passwords', async () => {
      await seedDemoUsers(store().services);
      await seedDemoUsers(store().services); // idempotent
      for (const demo of DEMO_USERS) {
        const res = await rest('POST', '/auth/login', { email: demo.email, password: demo.password });
        expect(res.status, demo.email).toBe(200);
        expect(res.body.data.user).toMatchObject({ role: demo.role, permissions: [...demo.permissions], emailVerified: true });
      }
      const sub = await rest('POST', '/auth/login', { email: 'catalog@kapda.in', password: 'Bandhani-Print-2025' });
      expect(sub.body.data.user).toMatchObject({ department: 'Catalog', permissions: ['manage_products'], isSubAdmin: true, isAdmin: false });
    });
  },
  { env },
);

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created on start, promoted when it exists, and never duplicated', async () => {
    const env = { ADMIN_EMAIL: 'Owner@Kapda.in', ADMIN_PASSWORD: 'Ajrakh-Block-2025' };
    const store = await freshStore('sqlite', env);
    try {
      const login = await restCall(store.baseUrl, 'POST', '/auth/login', { email: 'owner@kapda.in', password: 'Ajrakh-Block-2025' });
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ role: 'admin', isAdmin: true, isSubAdmin: true, emailVerified: true });
      const again = await store.services.subAdmins.ensureAdmin({ email: 'owner@kapda.in', password: 'Ajrakh-Block-2025' });
      expect(again.created).toBe(false);
      expect(await store.dataSource.getRepository(User).countBy({ email: 'owner@kapda.in' })).toBe(1);

      const { user: shopper } = await signedInUser(store, { role: 'customer', email: 'promote.me@kapda.in' });
      await expect(store.services.subAdmins.ensureAdmin({ email: 'promote.me@kapda.in' })).rejects.toThrow(/ADMIN_PASSWORD is required/);
      await expect(store.services.subAdmins.ensureAdmin({ email: 'nobody.yet@kapda.in' })).rejects.toThrow(/ADMIN_PASSWORD is required/);
      const promoted = await store.services.subAdmins.ensureAdmin({ email: 'promote.me@kapda.in', password: 'Operator-Chose-This-7' });
      expect(promoted.user).toMatchObject({ id: shopper.id, role: 'admin', roles: ['admin'] });
      expect(promoted.promoted).toBe(true);
      await expect(store.services.subAdmins.ensureAdmin({ email: 'x@kapda.in', password: 'password' })).rejects.toThrow(/too common/);
    } finally {
      await store.close();
    }
  });
});

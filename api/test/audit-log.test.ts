import { expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const LOG = `query ($page: Int, $limit: Int, $entityType: String, $entityId: String) { auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId) { total page limit items { id actorEmail action entityType entityId before after createdAt } } }`;

describeEachDatabase('the audit log over REST and GraphQL', (store) => {
  const base = () => store().baseUrl;

  it('shows admins who changed what and when, with the before and after, newest first', async () => {
    const marketing = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_banners'], department: 'Marketing' });
    const created = await restCall(base(), 'POST', '/promo-banners', { text: 'Holi colours sale' }, { token: marketing.token });
    await restCall(base(), 'PUT', `/promo-banners/${created.body.data.id}`, { isActive: true }, { token: marketing.token });
    const { token } = await signedInUser(store(), { role: 'admin' });

    const rest = await restCall(base(), 'GET', `/admin/audit-log?entityType=promoBanner&entityId=${created.body.data.id}`, undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(rest.body.data.items[0]).toMatchObject({ action: 'promoBanner.update', actorEmail: marketing.user.email, before: { isActive: false, text: 'Holi colours sale' }, after: { isActive: true } });
    expect(rest.body.data.items[1]).toMatchObject({ action: 'promoBanner.create', before: null, after: { text: 'Holi colours sale' } });
    expect(Date.parse(rest.body.data.items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const gql = await gqlCall(base(), LOG, { limit: 1 }, { token });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.auditLog).toMatchObject({ page: 1, limit: 1, items: [{ action: 'promoBanner.update', entityType: 'promoBanner' }] });
    expect(JSON.parse(gql.body.data.auditLog.items[0].after)).toMatchObject({ isActive: true });
  });

  it('is for admins only: sub-admins and customers get 403, guests 401', async () => {
    for (const fixture of [{}, { role: 'subadmin' as const, permissions: ['all_permissions'], department: 'all' }]) {
      const { token } = await signedInUser(store(), fixture);
      expect((await restCall(base(), 'GET', '/admin/audit-log', undefined, { token })).status).toBe(403);
      expect((await gqlCall(base(), LOG, {}, { token })).body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
    expect((await restCall(base(), 'GET', '/admin/audit-log')).status).toBe(401);
  });
});

import { expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { PromoBanner } from '../src/modules/banners/promo-banner.entity';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const FIELDS = 'id text link backgroundColor textColor startsAt endsAt isActive';
const ACTIVE = `query { activePromoBanner { ${FIELDS} } }`;
const LIST = `query { promoBanners { ${FIELDS} } }`;
const CREATE = `mutation ($input: PromoBannerInput!) { createPromoBanner(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PromoBannerInput!) { updatePromoBanner(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePromoBanner(id: $id) { id } }`;
const hour = 3_600_000;

describeEachDatabase('promo banners over REST and GraphQL', (store) => {
  const base = () => store().baseUrl;
  const admin = () => signedInUser(store(), { role: 'admin' });
  const marketing = () => signedInUser(store(), { role: 'subadmin', permissions: ['manage_banners'], department: 'Marketing' });
  // DELETE, not TRUNCATE: ids must not be reused (the audit log names banners by id).
  const clear = () => store().dataSource.getRepository(PromoBanner).createQueryBuilder().delete().execute();

  it('answers no banner while none is live, then the newest active one inside its window (REST and GraphQL)', async () => {
    await clear();
    const { token } = await admin();
    expect((await restCall(base(), 'GET', '/promo-banners/active')).body).toEqual({ success: true, data: { data: null } });
    expect((await gqlCall(base(), ACTIVE)).body.data).toEqual({ activePromoBanner: null });

    const create = (body: Record<string, unknown>) => restCall(base(), 'POST', '/promo-banners', body, { token });
    const older = await create({ text: 'Diwali sale: 20% off silk', isActive: true });
    expect(older.status).toBe(201);
    expect(older.body).toMatchObject({ success: true, message: 'Promo banner created', data: { text: 'Diwali sale: 20% off silk', link: null, backgroundColor: '#4299e1', textColor: '#ffffff', isActive: true } });
    expect(older.body.data._id).toBe(older.body.data.id);
    await create({ text: 'Not yet', isActive: true, startsAt: new Date(Date.now() + hour).toISOString() });
    await create({ text: 'Over', isActive: true, endsAt: new Date(Date.now() - hour).toISOString(), startsAt: new Date(Date.now() - 2 * hour).toISOString() });
    await create({ text: 'Switched off', isActive: false });
    const live = await create({ text: 'Free shipping on every order', link: '/shop?sale=true', backgroundColor: '#7A1F3D', textColor: '#FFFFFF', isActive: true, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + hour).toISOString() });

    const active = await restCall(base(), 'GET', '/promo-banners/active');
    expect(active.body).toMatchObject({ success: true, data: { data: { _id: live.body.data.id, text: 'Free shipping on every order', link: '/shop?sale=true', backgroundColor: '#7a1f3d', textColor: '#ffffff' } } });
    expect((await gqlCall(base(), ACTIVE)).body.data.activePromoBanner).toMatchObject({ id: live.body.data.id, text: 'Free shipping on every order' });

    // Switching the newest off brings the older live one back.
    const off = await restCall(base(), 'PUT', `/promo-banners/${live.body.data.id}`, { isActive: false }, { token });
    expect(off.body).toMatchObject({ success: true, message: 'Promo banner updated', data: { isActive: false, text: 'Free shipping on every order' } });
    expect((await restCall(base(), 'GET', '/promo-banners/active')).body.data.data).toMatchObject({ _id: older.body.data.id });

    const list = await restCall(base(), 'GET', '/promo-banners', undefined, { token });
    expect(list.body.data.map((b: { text: string }) => b.text)).toEqual(['Free shipping on every order', 'Switched off', 'Over', 'Not yet', 'Diwali sale: 20% off silk']);

    const removed = await restCall(base(), 'DELETE', `/promo-banners/${older.body.data.id}`, undefined, { token });
    expect(removed.body).toMatchObject({ success: true, message: 'Promo banner deleted', data: { _id: older.body.data.id } });
    expect((await restCall(base(), 'GET', '/promo-banners/active')).body).toEqual({ success: true, data: { data: null } });
    expect((await restCall(base(), 'DELETE', `/promo-banners/${older.body.data.id}`, undefined, { token })).body).toMatchObject({ success: false, message: 'Promo banner not found' });
  });

  it('lets a Marketing sub-admin manage banners over GraphQL, and records every write in the audit log', async () => {
    await clear();
    const { user, token } = await marketing();
    const created = await gqlCall(base(), CREATE, { input: { text: 'Wedding season edit', link: 'https://kapda.in/collections/2', isActive: true } }, { token });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createPromoBanner.id;
    const updated = await gqlCall(base(), UPDATE, { id, input: { textColor: '#000000', backgroundColor: '#ffd700' } }, { token });
    expect(updated.body.data.updatePromoBanner).toMatchObject({ text: 'Wedding season edit', textColor: '#000000', backgroundColor: '#ffd700', isActive: true });
    expect((await gqlCall(base(), LIST, {}, { token })).body.data.promoBanners).toHaveLength(1);
    expect((await gqlCall(base(), DELETE, { id }, { token })).body.data.deletePromoBanner).toEqual({ id });

    const log = await store().dataSource.getRepository(AuditEntry).find({ where: { entityType: 'promoBanner', entityId: id }, order: { id: 'ASC' } });
    expect(log.map((e) => e.action)).toEqual(['promoBanner.create', 'promoBanner.update', 'promoBanner.delete']);
    expect(log.every((e) => e.actorId === user.id && e.actorEmail === user.email)).toBe(true);
    expect(JSON.parse(log[1].before!)).toMatchObject({ textColor: '#ffffff' });
    expect(JSON.parse(log[1].after!)).toMatchObject({ textColor: '#000000' });
    expect(log[0].before).toBeNull();
    expect(log[2].after).toBeNull();
  });

  it('refuses customers, guests and sub-admins without manage_banners (403/401), changing nothing', async () => {
    await clear();
    const customer = await signedInUser(store());
    const catalog = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_banners'], department: 'Catalog' });
    const support = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_enquiries'], department: 'Support' });
    const { token } = await admin();
    const existing = await restCall(base(), 'POST', '/promo-banners', { text: 'Keep me' }, { token });
    for (const who of [customer, catalog, support]) {
      const t = who.token;
      expect((await restCall(base(), 'GET', '/promo-banners', undefined, { token: t })).status).toBe(403);
      expect((await restCall(base(), 'POST', '/promo-banners', { text: 'Hacked' }, { token: t })).status).toBe(403);
      expect((await restCall(base(), 'PUT', `/promo-banners/${existing.body.data.id}`, { text: 'Hacked' }, { token: t })).status).toBe(403);
      expect((await restCall(base(), 'DELETE', `/promo-banners/${existing.body.data.id}`, undefined, { token: t })).status).toBe(403);
      for (const [query, variables] of [[LIST, {}], [CREATE, { input: { text: 'Hacked' } }], [UPDATE, { id: existing.body.data.id, input: { text: 'Hacked' } }], [DELETE, { id: existing.body.data.id }]] as const) {
        const res = await gqlCall(base(), query, variables, { token: t });
        expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }
    }
    expect((await restCall(base(), 'POST', '/promo-banners', { text: 'Hacked' })).status).toBe(401);
    expect((await gqlCall(base(), CREATE, { input: { text: 'Hacked' } })).body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const rows = await store().dataSource.getRepository(PromoBanner).find();
    expect(rows.map((r) => r.text)).toEqual(['Keep me']);
  });

  it('refuses bad banners with a 400 and a message', async () => {
    await clear();
    const { token } = await admin();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ text: '   ' }, 'Please enter the banner text.', 'text'],
      [{ text: 'x'.repeat(201) }, 'The banner text can be at most 200 characters long.', 'text'],
      [{ text: '<img src=x onerror=alert(1)>' }, 'The banner text cannot contain HTML or script.', 'text'],
      [{ text: 'Sale', link: 'javascript:alert(1)' }, "The link must be a path in the store (starting with '/') or an https:// address.", 'link'],
      [{ text: 'Sale', link: '//evil.example/phish' }, "The link must be a path in the store (starting with '/') or an https:// address.", 'link'],
      [{ text: 'Sale', link: 'http://insecure.example' }, "The link must be a path in the store (starting with '/') or an https:// address.", 'link'],
      [{ text: 'Sale', backgroundColor: 'red' }, 'Colours must be hex codes like #4299e1.', 'backgroundColor'],
      [{ text: 'Sale', startsAt: 'soon' }, 'Please enter a valid date and time.', 'startsAt'],
      [{ text: 'Sale', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'The banner must end after it starts.', 'endsAt'],
    ];
    for (const [body, message, field] of cases) {
      const res = await restCall(base(), 'POST', '/promo-banners', body, { token });
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, field });
    }
    const gql = await gqlCall(base(), CREATE, { input: { text: 'Sale', link: 'data:text/html,hi' } }, { token });
    expect(gql.body.errors?.[0]).toMatchObject({ message: "The link must be a path in the store (starting with '/') or an https:// address.", extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await restCall(base(), 'PUT', '/promo-banners/999999', { text: 'x' }, { token })).status).toBe(404);
    expect((await restCall(base(), 'PUT', '/promo-banners/abc', { text: 'x' }, { token })).status).toBe(404);
    expect(await store().dataSource.getRepository(PromoBanner).count()).toBe(0);
  });
});

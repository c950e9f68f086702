import { beforeAll, expect, it } from 'vitest';
import { cartFixtures } from './cart-fixtures';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';
import { guestOrder, placeGuest, stockOf } from './order-fixtures';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { ApiKey } from '../src/modules/integrations/api-key.entity';

const DESK = 'query { orderDesk(limit: 5) { orders { id orderNumber status } } }';
const ADJUST = 'mutation ($variantId: ID!, $input: StockAdjustmentInput!) { adjustStock(variantId: $variantId, input: $input) { variant { sku stock } movement { delta actorEmail } } }';
const CREATE_KEY = 'mutation ($input: ApiKeyInput!) { createApiKey(input: $input) { key apiKey { id prefix scopes createdBy } } }';

describeEachDatabase('API keys for integrations (issue 22)', (store) => {
  const base = () => store().baseUrl;
  beforeAll(() => cartFixtures(store()));
  const admin = () => signedInUser(store(), { role: 'admin' });
  async function makeKey(scopes: string[], extra: Record<string, unknown> = {}) {
    const { token } = await admin();
    const res = await restCall(base(), 'POST', '/admin/api-keys', { name: 'Tally sync', scopes, ...extra }, { token });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string; key: string; prefix: string; scopes: string[] };
  }

  it('an admin makes a key (shown once, stored hashed), lists it without the secret, and an integrator reads orders and moves stock with it', async () => {
    const { token, user } = await admin();
    const made = await restCall(base(), 'POST', '/admin/api-keys', { name: 'Tally sync', scopes: ['orders:read', 'catalog:write'] }, { token });
    expect(made.status).toBe(201);
    const key = made.body.data.key as string;
    expect(key).toMatch(/^kpd_live_[A-Za-z0-9]{40}$/);
    expect(made.body.data).toMatchObject({ prefix: key.slice(0, 17), scopes: ['catalog:write', 'orders:read'] });
    const row = await store().dataSource.getRepository(ApiKey).findOneByOrFail({ id: Number(made.body.data._id) });
    expect(row.secretHash).not.toContain(key.slice(9));
    expect(JSON.stringify(row)).not.toContain(key);

    const listed = await restCall(base(), 'GET', '/admin/api-keys', undefined, { token });
    const entry = listed.body.data.find((k: { _id: string }) => k._id === made.body.data._id);
    expect(entry).toMatchObject({ name: 'Tally sync', prefix: key.slice(0, 17), createdBy: user.email, lastUsedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const placed = await placeGuest(store(), guestOrder());
    expect(placed.status).toBe(201);
    const desk = await gqlCall(base(), DESK, {}, { token: key });
    expect(desk.body.errors).toBeUndefined();
    expect(desk.body.data.orderDesk.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(placed.body.data.order.orderNumber);
    const one = await restCall(base(), 'GET', `/admin/orders/${placed.body.data.order._id}`, undefined, { token: key });
    expect(one.status).toBe(200);

    const variant = await store().dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'BK-M-BLUE' });
    const before = await stockOf(store(), 'BK-M-BLUE');
    const adjusted = await gqlCall(base(), ADJUST, { variantId: String(variant.id), input: { delta: 5, reason: 'received', note: 'ERP sync' } }, { token: key });
    expect(adjusted.body.errors).toBeUndefined();
    expect(adjusted.body.data.adjustStock).toMatchObject({ variant: { stock: before + 5 }, movement: { delta: 5, actorEmail: `api-key:${key.slice(0, 17)}` } });
    const rest = await restCall(base(), 'POST', `/admin/products/variants/${variant.id}/stock`, { delta: -1, reason: 'correction' }, { token: key });
    expect(rest.status).toBe(200);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before + 4);

    const audit = await store().dataSource.getRepository(AuditEntry).find({ where: { action: 'variant.adjustStock' }, order: { id: 'DESC' }, take: 1 });
    expect(audit[0]).toMatchObject({ actorId: null, actorEmail: `api-key:${key.slice(0, 17)}` });
    const used = await store().dataSource.getRepository(ApiKey).findOneByOrFail({ id: Number(made.body.data._id) });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('refuses what is outside its scopes: 403 on REST, FORBIDDEN on GraphQL, naming the scope', async () => {
    const { key } = await makeKey(['catalog:read']);
    const rest = await restCall(base(), 'GET', '/admin/orders', undefined, { token: key });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toContain('orders:read');
    const gql = await gqlCall(base(), DESK, {}, { token: key });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const variant = await store().dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'BK-M-BLUE' });
    const before = await stockOf(store(), 'BK-M-BLUE');
    expect((await restCall(base(), 'POST', `/admin/products/variants/${variant.id}/stock`, { delta: 3, reason: 'received' }, { token: key })).status).toBe(403);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before);
    // The public catalogue reads the same for a key as for anyone.
    expect((await restCall(base(), 'GET', '/products?limit=2', undefined, { token: key })).status).toBe(200);
  });

  it('never acts as a person: no cart, account, sub-admin or key management, whatever its scopes', async () => {
    const { key } = await makeKey(['catalog:read', 'catalog:write', 'orders:read', 'orders:write', 'customers:read', 'content:write', 'webhooks:manage']);
    for (const [method, path] of [['GET', '/cart'], ['GET', '/auth/profile'], ['GET', '/admin/api-keys'], ['POST', '/admin/api-keys'], ['GET', '/admin/subadmins'], ['GET', '/admin/audit-log']] as const) {
      const res = await restCall(base(), method, path, method === 'POST' ? { name: 'escalate', scopes: ['orders:read'] } : undefined, { token: key });
      expect([403, 404], `${method} ${path}`).toContain(res.status);
      expect(res.status === 404 ? res.body.message : 'refused', `${method} ${path}`).not.toMatch(/^No API route/);
    }
    const me = await gqlCall(base(), 'mutation { createApiKey(input: {name: "x", scopes: ["orders:read"]}) { key } }', {}, { token: key });
    expect(me.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const keys = await gqlCall(base(), 'query { apiKeys { id } }', {}, { token: key });
    expect(keys.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a revoked key is refused on its very next request; an expired one too; an unknown or forged one is 401', async () => {
    const { token } = await admin();
    const made = await makeKey(['orders:read']);
    expect((await restCall(base(), 'GET', '/admin/orders', undefined, { token: made.key })).status).toBe(200);
    const revoked = await restCall(base(), 'DELETE', `/admin/api-keys/${made._id}`, undefined, { token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const after = await restCall(base(), 'GET', '/admin/orders', undefined, { token: made.key });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('This API key is not valid: it is unknown, revoked or expired.');
    expect((await gqlCall(base(), DESK, {}, { token: made.key })).body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });

    const soon = await makeKey(['orders:read'], { expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await restCall(base(), 'GET', '/admin/orders', undefined, { token: soon.key })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await restCall(base(), 'GET', '/admin/orders', undefined, { token: soon.key })).status).toBe(401);

    // Same prefix, wrong secret: the hash comparison refuses it.
    const forged = made.key.slice(0, 17) + 'A'.repeat(32);
    const live = await makeKey(['orders:read']);
    expect((await restCall(base(), 'GET', '/admin/orders', undefined, { token: live.key.slice(0, 17) + 'B'.repeat(32) })).status).toBe(401);
    expect((await restCall(base(), 'GET', '/admin/orders', undefined, { token: forged })).status).toBe(401);
    expect((await restCall(base(), 'GET', '/admin/orders', undefined, { token: 'kpd_live_short' })).status).toBe(401);
  });

  it('only admins manage keys; bad input is a 400 that makes nothing; every change is audit-logged', async () => {
    const sub = await signedInUser(store(), { role: 'subadmin', permissions: ['all_permissions'], department: 'all' });
    expect((await restCall(base(), 'POST', '/admin/api-keys', { name: 'x', scopes: ['orders:read'] }, { token: sub.token })).status).toBe(403);
    expect((await restCall(base(), 'GET', '/admin/api-keys', undefined, { token: sub.token })).status).toBe(403);
    expect((await restCall(base(), 'GET', '/admin/api-keys')).status).toBe(401);

    const { token } = await admin();
    const count = await store().dataSource.getRepository(ApiKey).count();
    for (const body of [{ name: '', scopes: ['orders:read'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['admin'] }, { name: 'x', scopes: 'orders:read' }, { name: 'x', scopes: ['orders:read'], expiresAt: '2001-01-01T00:00:00Z' }, { name: 'x', scopes: ['orders:read'], expiresAt: 'soon' }]) {
      const res = await restCall(base(), 'POST', '/admin/api-keys', body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await store().dataSource.getRepository(ApiKey).count()).toBe(count);
    expect((await restCall(base(), 'DELETE', '/admin/api-keys/999999', undefined, { token })).status).toBe(404);
    expect((await restCall(base(), 'DELETE', '/admin/api-keys/abc', undefined, { token })).status).toBe(404);

    const gql = await gqlCall(base(), CREATE_KEY, { input: { name: 'Marketplace feed', scopes: ['catalog:read'] } }, { token });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.createApiKey.key).toMatch(/^kpd_live_/);
    const id = gql.body.data.createApiKey.apiKey.id;
    const revoked = await gqlCall(base(), 'mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id }, { token });
    expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
    const log = await store().dataSource.getRepository(AuditEntry).find({ where: { entityType: 'apiKey', entityId: String(id) }, order: { id: 'ASC' } });
    expect(log.map((e) => e.action)).toEqual(['apiKey.create', 'apiKey.revoke']);
    expect(log.map((e) => e.after).join()).not.toContain(gql.body.data.createApiKey.key);
  });
});

describeEachDatabase('API key rate limits (issue 22)', (store) => {
  it('answers RateLimit headers and 429 with Retry-After past the per-key limit; other keys are not slowed', async () => {
    const { token } = await signedInUser(store(), { role: 'admin' });
    const make = async () => (await restCall(store().baseUrl, 'POST', '/admin/api-keys', { name: 'Bot', scopes: ['orders:read'] }, { token })).body.data.key as string;
    const [a, b] = [await make(), await make()];
    const call = (key: string) => fetch(`${store().baseUrl}/api/admin/orders`, { headers: { authorization: `Bearer ${key}` } });
    const first = await call(a);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60');
    await call(a);
    await call(a);
    const over = await call(a);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: DESK }) });
    expect(gql.status).toBe(429);
    expect(((await gql.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await call(b)).status).toBe(200);
  });
}, { env: { API_KEY_LIMIT_PER_MINUTE: '3' } });

import os from 'node:os';
import { request } from 'node:http';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { bootStore } from '../src/boot';
import { loadConfig, parseTrustProxy } from '../src/config';
import { DEV_PAGES_LOCAL_ONLY, isLocalRequest } from '../src/http/dev-routes';
import { AUTH_LIMITS } from '../src/modules/auth/auth-limits';
import { Session } from '../src/modules/auth/session.entity';
import { DEMO_USERS, demoUsersSeeder, seedDemoUsers } from '../src/modules/users/demo-users.seed';
import { User } from '../src/modules/users/user.entity';
import { Product } from '../src/modules/catalog/product.entity';
import { createUser } from './accounts';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase, freshStore } from './harness';

const DEACTIVATED = 'This account has been deactivated. Please contact support.';

/** The first address of this machine that is not loopback (requests from it are not "local"). */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces()).flat().find((i) => i && !i.internal && i.family === 'IPv4')?.address;
}

describeEachDatabase('a production start has no open doors', (store, kind) => {
  it('never creates demo accounts in production, whatever SEED_DEMO says; the catalogue may still be seeded', async () => {
    const production = { ...store().config, NODE_ENV: 'production' as const, SEED_DEMO: true };
    const summary = await demoUsersSeeder.run({ ...store().services, config: production }, { images: false });
    expect(summary).toMatch(/never created in production/);
    expect(await store().dataSource.getRepository(User).countBy({ email: DEMO_USERS[0].email })).toBe(0);
  });

  it('disables, on a production start, every account still using a published demo password (and signs it out)', async () => {
    // A database seeded as a demo, then one demo password changed by its owner.
    await seedDemoUsers(store());
    const users = store().dataSource.getRepository(User);
    const customer = await users.findOneByOrFail({ email: 'customer@kapda.in' });
    await store().services.auth.startSession({ ip: '127.0.0.1', userAgent: 'test', guestSessionId: null }, await users.findOneByOrFail({ email: 'admin@kapda.in' }));
    const { hashPassword } = await import('../src/modules/auth/passwords');
    await users.update({ id: customer.id }, { passwordHash: await hashPassword('Own-Choice-Phulkari-9') });

    const production = await bootStore(loadConfig({ ...envOf(store().config), NODE_ENV: 'production', PUBLIC_URL: 'https://shop.kapda.example', SEED_DEMO: 'true', WEB_DIST: '/nonexistent' }), { seed: false });
    const port = await production.listen(0);
    const url = `http://127.0.0.1:${port}`;
    try {
      for (const demo of DEMO_USERS.filter((d) => d.email !== 'customer@kapda.in')) {
        const login = await restCall(url, 'POST', '/auth/login', { email: demo.email, password: demo.password }, { ip: freshIp() });
        expect(login.status).toBe(403);
        expect(login.body.message).toBe(DEACTIVATED);
      }
      const admin = await users.findOneByOrFail({ email: 'admin@kapda.in' });
      const live = await store().dataSource.getRepository(Session).findBy({ userId: admin.id });
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      // The one whose owner chose a new password is left alone.
      expect((await restCall(url, 'POST', '/auth/login', { email: 'customer@kapda.in', password: 'Own-Choice-Phulkari-9' }, { ip: freshIp() })).status).toBe(200);
      // And the developer pages do not exist.
      for (const path of ['/dev/outbox', '/dev/outbox.json?to=customer@kapda.in', '/dev/outbox/1']) {
        const res = await fetch(`${url}${path}`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toMatch(/Outbox|kapda\.in/);
      }
    } finally {
      await production.close();
    }
  });

  it(`ADMIN_EMAIL never promotes an account keeping a password the operator did not set [${kind}]`, async () => {
    // Someone registers the future admin address before the first start (unverified, their password).
    const email = `owner.${kind}@kapda.in`;
    expect((await restCall(store().baseUrl, 'POST', '/auth/register', { firstName: 'Not', lastName: 'Owner', email, password: 'Attacker-Knows-This-1' }, { ip: freshIp() })).status).toBe(200);
    const squatter = await store().dataSource.getRepository(User).findOneByOrFail({ email });
    const { token: squatterToken } = await store().services.auth.startSession({ ip: '127.0.0.1', userAgent: 'test', guestSessionId: null }, squatter);

    // Without ADMIN_PASSWORD the start refuses to promote it.
    await expect(bootStore(loadConfig({ ...envOf(store().config), ADMIN_EMAIL: email }), { seed: false })).rejects.toThrow(/ADMIN_PASSWORD is required/);
    expect((await store().dataSource.getRepository(User).findOneByOrFail({ email })).role).toBe('customer');

    const started = await bootStore(loadConfig({ ...envOf(store().config), ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Operator-Chose-This-7' }), { seed: false });
    await started.close();
    const base = store().baseUrl;
    expect((await restCall(base, 'POST', '/auth/login', { email, password: 'Attacker-Knows-This-1' }, { ip: freshIp() })).status).toBe(401);
    const login = await restCall(base, 'POST', '/auth/login', { email, password: 'Operator-Chose-This-7' }, { ip: freshIp() });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ role: 'admin', isAdmin: true, emailVerified: true });
    // The squatter's session ended with the promotion.
    const me = await gqlCall(base, '{ me { email role } }', {}, { token: squatterToken });
    expect(me.body.errors?.[0]?.extensions?.status ?? (me.body.data?.me === null ? 401 : 200)).toBe(401);

    // Started again with the same variables: an existing admin is left as it is (no password reset, no sign-outs).
    const { token } = await store().services.auth.startSession({ ip: '127.0.0.1', userAgent: 'test', guestSessionId: null }, await store().dataSource.getRepository(User).findOneByOrFail({ email }));
    const again = await bootStore(loadConfig({ ...envOf(store().config), ADMIN_EMAIL: email }), { seed: false });
    await again.close();
    expect((await gqlCall(base, '{ me { email role } }', {}, { token })).body.data?.me).toMatchObject({ email, role: 'admin' });
  });
});

/** The environment a store's config came from (enough to boot a second store on the same database). */
function envOf(config: ReturnType<typeof loadConfig>): Record<string, string> {
  return {
    NODE_ENV: config.NODE_ENV,
    PORT: '0',
    SQLITE_PATH: config.SQLITE_PATH,
    MEDIA_DIR: config.MEDIA_DIR,
    JWT_SECRET: config.JWT_SECRET!,
    SEED_DEMO: 'false',
    SEED_IMAGES: 'false',
    CATALOGUE_CACHE_SECONDS: '0',
    LOG_LEVEL: 'silent',
    ...(config.DATABASE_URL ? { DATABASE_URL: config.DATABASE_URL } : {}),
  };
}

describe('a production start seeds the demo catalogue when asked, never the demo accounts', () => {
  it('SEED_DEMO=true with NODE_ENV=production: products and coupons, no accounts', async () => {
    const store = await freshStore('sqlite', { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.kapda.example', SEED_DEMO: 'true', WEB_DIST: '/nonexistent' }, { seed: true });
    try {
      expect(await store.dataSource.getRepository(Product).count()).toBeGreaterThan(100);
      expect(await store.dataSource.getRepository(User).count()).toBe(0);
      const login = await restCall(store.baseUrl, 'POST', '/auth/login', { email: 'admin@kapda.in', password: 'Zari-Border-2025' });
      expect(login.status).toBe(401);
    } finally {
      await store.close();
    }
  }, 180_000);
});

describe('the developer pages (/dev) in the demo', () => {
  it('answer this computer only: another peer gets 403 with a message, and a proxied request is not "local"', async () => {
    const store = await freshStore('sqlite');
    try {
      expect((await fetch(`${store.baseUrl}/dev/outbox.json`)).status).toBe(200);
      // Through a proxy on this computer (X-Forwarded-For), or spoofing one: not local.
      const proxied = await fetch(`${store.baseUrl}/dev/outbox.json?to=someone@example.in`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(proxied.status).toBe(403);
      expect(await proxied.text()).toBe(DEV_PAGES_LOCAL_ONLY);
      // From loopback but under another name (a DNS-rebinding page, a tunnel): not local.
      const rebound = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const url = new URL(`${store.baseUrl}/dev/outbox.json`);
        request({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: `rebound.example:${url.port}` } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += String(chunk)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        })
          .on('error', reject)
          .end();
      });
      expect(rebound).toEqual({ status: 403, text: DEV_PAGES_LOCAL_ONLY });
      const outside = outsideAddress();
      if (outside) {
        const port = new URL(store.baseUrl).port;
        const res = await fetch(`http://${outside}:${port}/dev/outbox`);
        expect(res.status).toBe(403);
        expect(await res.text()).toBe(DEV_PAGES_LOCAL_ONLY);
      }
    } finally {
      await store.close();
    }
  });

  it('decides "local" from the socket peer and a local Host name, never from forwarded headers', () => {
    const req = (remoteAddress: string, headers: Record<string, string> = { host: 'localhost:3000' }) => ({ socket: { remoteAddress }, headers }) as unknown as Request;
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:5173', '127.0.0.1:3000', '127.0.0.1', '[::1]:3000', '[::1]']) expect(isLocalRequest(req('127.0.0.1', { host })), host).toBe(true);
    // A tunnel or a DNS-rebinding page reaches the port from loopback, under another name.
    for (const host of ['', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000', 'kapda.ngrok.app', '192.168.1.20:3000', 'localhost:3000@evil']) expect(isLocalRequest(req('127.0.0.1', { host })), host).toBe(false);
    expect(isLocalRequest(req('::1', { host: 'localhost:5173', 'x-forwarded-for': '192.168.1.20' }))).toBe(false);
    expect(isLocalRequest(req('127.0.0.1'))).toBe(true);
    expect(isLocalRequest(req('::1'))).toBe(true);
    expect(isLocalRequest(req('::ffff:127.0.0.1'))).toBe(true);
    expect(isLocalRequest(req('203.0.113.9'))).toBe(false);
    expect(isLocalRequest(req('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLocalRequest(req('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
  });
});

describe('TRUST_PROXY decides which client IP the limits see', () => {
  it('parses a hop count or a list of addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).TRUST_PROXY).toEqual(['loopback']);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'example.com', '11', '']) expect(parseTrustProxy(bad)).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('a spoofed X-Forwarded-For from an untrusted peer changes nothing: its failures all count against its own address', async () => {
    // Only 10.9.9.9 may name clients; this test's requests come from 127.0.0.1 and lie about who they are.
    const store = await freshStore('sqlite', { TRUST_PROXY: '10.9.9.9' });
    try {
      // The session records the real peer, not the claimed one.
      const user = await createUser(store, { password: 'Mysore-Silk-2025' });
      const login = await restCall(store.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: '198.51.100.7' });
      const sessions = await restCall(store.baseUrl, 'GET', '/auth/sessions', undefined, { token: login.body.data.token });
      expect(sessions.body.data.sessions[0].ipAddress).toMatch(/127\.0\.0\.1/);
      const limit = AUTH_LIMITS.login.ip.points;
      for (let i = 0; i < limit; i++) {
        expect((await restCall(store.baseUrl, 'POST', '/auth/login', { email: `nobody${i}@example.in`, password: 'guess-guess' }, { ip: freshIp() })).status).toBe(401);
      }
      const blocked = await restCall(store.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: freshIp() });
      expect(blocked.status).toBe(429);
    } finally {
      await store.close();
    }
  });

  it('behind a trusted proxy (hop count 1) each shopper is counted by their own address', async () => {
    const store = await freshStore('sqlite', { TRUST_PROXY: '1' });
    try {
      const user = await createUser(store, { password: 'Mysore-Silk-2025' });
      // 40 different shoppers behind the load balancer each fail once: nobody is locked out.
      for (let i = 0; i < 40; i++) {
        expect((await restCall(store.baseUrl, 'POST', '/auth/login', { email: `nobody${i}@example.in`, password: 'guess-guess' }, { ip: `203.0.113.${i}` })).status).toBe(401);
      }
      expect((await restCall(store.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: '203.0.113.200' })).status).toBe(200);
      const login = await restCall(store.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: '198.51.100.23' });
      const sessions = await restCall(store.baseUrl, 'GET', '/auth/sessions', undefined, { token: login.body.data.token });
      expect(sessions.body.data.sessions.map((s: { ipAddress: string }) => s.ipAddress)).toContain('198.51.100.23');
    } finally {
      await store.close();
    }
  });
});

describe('bodies have a size limit', () => {
  it('413 with a message for an oversized GraphQL or REST body; the server keeps answering', async () => {
    const store = await freshStore('sqlite', { BODY_LIMIT_KB: '64' });
    try {
      const junk = 'x'.repeat(100 * 1024);
      const gql = await fetch(`${store.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }', variables: { junk } }) });
      expect(gql.status).toBe(413);
      expect(await gql.json()).toMatchObject({ errors: [{ message: 'Request body is too large (at most 64 KB).', extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 } }] });
      const rest = await restCall(store.baseUrl, 'POST', '/auth/login', { email: 'a@b.in', password: junk });
      expect(rest.status).toBe(413);
      expect(rest.body).toMatchObject({ success: false, message: 'Request body is too large (at most 64 KB).' });
      expect((await gqlCall(store.baseUrl, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });
    } finally {
      await store.close();
    }
  });
});

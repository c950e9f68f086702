import { expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/modules/auth/auth-limits';
import { createUser } from './accounts';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const MESSAGE = 'Too many attempts. Please wait a minute and try again.';

describeEachDatabase('abuse limits on the accounts flows', (store, kind) => {
  const base = () => store().baseUrl;

  it('locks an account for a minute after repeated failed logins, from any IP — even for the right password', async () => {
    const user = await createUser(store(), { email: `locked.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    for (let i = 0; i < AUTH_LIMITS.login.account.points; i++) {
      expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'wrong-password' }, { ip: freshIp() })).status).toBe(401);
    }
    const blocked = await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: freshIp() });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, message: MESSAGE });
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    const gql = await gqlCall(base(), 'mutation { login(email: "' + user.email + '", password: "Mysore-Silk-2025") { token } }', {}, { ip: freshIp() });
    expect(gql.body.errors?.[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } });
  });

  it('limits failed logins per IP across many accounts; successes do not count', async () => {
    const ip = freshIp();
    const user = await createUser(store(), { email: `busy.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    for (let i = 0; i < 5; i++) expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip })).status).toBe(200);
    for (let i = 0; i < AUTH_LIMITS.login.ip.points; i++) {
      expect((await restCall(base(), 'POST', '/auth/login', { email: `nobody${i}.${kind}@example.in`, password: 'guess-guess' }, { ip })).status).toBe(401);
    }
    expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip })).status).toBe(429);
    expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: freshIp() })).status).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.register.ip.points; i++) {
      const res = await restCall(base(), 'POST', '/auth/register', { firstName: 'R', lastName: 'L', email: `reg${i}.${kind}@example.in`, password: 'Mysore-Silk-2025' }, { ip });
      expect(res.status).toBe(200);
    }
    const over = await restCall(base(), 'POST', '/auth/register', { firstName: 'R', lastName: 'L', email: `reg-over.${kind}@example.in`, password: 'Mysore-Silk-2025' }, { ip });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(MESSAGE);
  });

  it('limits forgot-password per account, verify per account and resend per IP', async () => {
    const email = `forgetful.${kind}@example.in`;
    for (let i = 0; i < AUTH_LIMITS.forgot.account.points; i++) expect((await restCall(base(), 'POST', '/auth/forgot-password', { email }, { ip: freshIp() })).status).toBe(200);
    expect((await restCall(base(), 'POST', '/auth/forgot-password', { email }, { ip: freshIp() })).status).toBe(429);

    const unverified = await createUser(store(), { email: `guesser.${kind}@example.in`, emailVerified: false });
    for (let i = 0; i < AUTH_LIMITS.verify.account.points; i++) {
      expect((await restCall(base(), 'POST', '/auth/verify-email', { email: unverified.email, otp: '000000' }, { ip: freshIp() })).status).toBe(404);
    }
    expect((await restCall(base(), 'POST', '/auth/verify-email', { email: unverified.email, otp: '000000' }, { ip: freshIp() })).status).toBe(429);

    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.resend.ip.points; i++) expect((await restCall(base(), 'POST', '/auth/resend-verification', { email: `r${i}.${kind}@example.in` }, { ip })).status).toBe(404);
    expect((await restCall(base(), 'POST', '/auth/resend-verification', { email: `r-last.${kind}@example.in` }, { ip })).status).toBe(429);
  });

  it('a look-alike address (an accent, a zero-width space) reaches neither the account nor around its limits', async () => {
    const password = 'Mysore-Silk-2025';
    const user = await createUser(store(), { email: `admin.${kind}@example.in`, password });
    const lookAlikes = [`ädmin.${kind}@example.in`, `ad\u200bmin.${kind}@example.in`, `ADMİN.${kind}@example.in`];
    for (const email of lookAlikes) {
      const res = await restCall(base(), 'POST', '/auth/login', { email, password }, { ip: freshIp() });
      expect(res.status, email).toBe(401);
    }
    // While the account is on 429, the right password through a look-alike still gets nowhere.
    for (let i = 0; i < AUTH_LIMITS.login.account.points; i++) await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'wrong-password' }, { ip: freshIp() });
    expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password }, { ip: freshIp() })).status).toBe(429);
    for (const email of lookAlikes) {
      const res = await gqlCall(base(), 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: email, p: password }, { ip: freshIp() });
      expect(res.body.data?.login ?? null, email).toBeNull();
      expect(res.body.errors?.[0]?.extensions?.status, email).toBe(401);
    }

    // Codes and resends: a look-alike of an address awaiting its code is an unknown address.
    const victim = await createUser(store(), { email: `victim.${kind}@example.in`, emailVerified: false });
    await store().dataSource.transaction((m) => store().services.auth.tokens.issueCode(m, victim.id, 'verify_email', victim.email));
    for (const email of [`vïctim.${kind}@example.in`, `vıctim.${kind}@example.in`, `vi\u200bctim.${kind}@example.in`]) {
      expect((await restCall(base(), 'POST', '/auth/resend-verification', { email }, { ip: freshIp() })).status, email).toBe(404);
      expect((await restCall(base(), 'POST', '/auth/verify-email', { email, otp: '123456' }, { ip: freshIp() })).status, email).toBe(404);
    }
  });

  it('counts an IPv6 client by its /64: a new address from the same network is the same client', async () => {
    const network = `2001:db8:${kind === 'mysql' ? 'a' : 'b'}${process.pid % 1000}:7`;
    for (let i = 0; i < AUTH_LIMITS.login.ip.points; i++) {
      const res = await restCall(base(), 'POST', '/auth/login', { email: `v6-${i}.${kind}@example.in`, password: 'guess-guess' }, { ip: `${network}:${(i + 1).toString(16)}::1` });
      expect(res.status).toBe(401);
    }
    expect((await restCall(base(), 'POST', '/auth/login', { email: `v6-last.${kind}@example.in`, password: 'guess-guess' }, { ip: `${network}:ffff:ffff:ffff:fffe` })).status).toBe(429);
    expect((await restCall(base(), 'POST', '/auth/login', { email: `v6-last.${kind}@example.in`, password: 'guess-guess' }, { ip: `${network.replace(/:7$/, ':8')}::1` })).status).toBe(401);
  });
});

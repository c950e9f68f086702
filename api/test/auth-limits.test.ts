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
});

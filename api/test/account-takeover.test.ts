import { expect, it } from 'vitest';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { User } from '../src/modules/users/user.entity';
import { AUTH_LIMITS } from '../src/modules/auth/auth-limits';
import { createUser } from './accounts';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0';
const UPDATE = 'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { emailVerificationSent user { email pendingEmail } } }';
const SESSIONS = '{ mySessions { id device ipAddress signedInAt lastSeenAt current } }';

/** Log in over HTTP as a given browser; answers the token. */
async function loginAs(base: string, email: string, password: string, userAgent: string, ip = freshIp()): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': ip }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describeEachDatabase('a stolen session is not enough to take the account for good', (store, kind) => {
  const base = () => store().baseUrl;
  const mails = (to: string) => store().dataSource.getRepository(OutboxMail).find({ where: { to }, order: { id: 'ASC' } });

  it('changing the email needs the current password (GraphQL and REST); a wrong one changes nothing', async () => {
    const user = await createUser(store(), { email: `mover.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const token = await loginAs(base(), user.email, 'Mysore-Silk-2025', PHONE);
    const target = `thief.${kind}@example.in`;

    const missing = await gqlCall(base(), UPDATE, { input: { email: target } }, { token, ip: freshIp() });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Please enter your current password to change your email.', extensions: { status: 400, field: 'currentPassword' } });
    const wrong = await restCall(base(), 'PUT', '/auth/profile', { email: target, currentPassword: 'a-guess-at-it' }, { token, ip: freshIp() });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: 'Current password is incorrect', field: 'currentPassword' });
    const wrongGql = await gqlCall(base(), UPDATE, { input: { email: target, currentPassword: 'another-guess' } }, { token, ip: freshIp() });
    expect(wrongGql.body.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { status: 400 } });

    const after = await store().dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(after).toMatchObject({ email: user.email, pendingEmail: null });
    expect(await mails(target)).toHaveLength(0);
    // Still signed in: a wrong password here is not an expired session.
    expect((await gqlCall(base(), '{ me { email } }', {}, { token })).body.data?.me).toEqual({ email: user.email });
  });

  it('"Email already exists" is told only after the right current password: a stolen session cannot probe addresses', async () => {
    const user = await createUser(store(), { email: `prober.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const taken = await createUser(store(), { email: `taken.${kind}@example.in` });
    const token = await loginAs(base(), user.email, 'Mysore-Silk-2025', PHONE);
    const missing = await restCall(base(), 'PUT', '/auth/profile', { email: taken.email }, { token, ip: freshIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your current password to change your email.');
    const wrong = await gqlCall(base(), UPDATE, { input: { email: taken.email, currentPassword: 'a-guess-at-it' } }, { token, ip: freshIp() });
    expect(wrong.body.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { status: 400 } });
    const right = await restCall(base(), 'PUT', '/auth/profile', { email: taken.email, currentPassword: 'Mysore-Silk-2025' }, { token, ip: freshIp() });
    expect(right.status).toBe(409);
    expect(right.body.message).toBe('Email already exists');
    expect(await store().dataSource.getRepository(User).findOneByOrFail({ id: user.id })).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('wrong passwords for an email change count with the login attempts', async () => {
    const user = await createUser(store(), { email: `guessed.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const token = await loginAs(base(), user.email, 'Mysore-Silk-2025', PHONE);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => restCall(base(), 'PUT', '/auth/profile', { email: `x${i}.${kind}@example.in`, currentPassword: `guess-${i}` }, { token, ip: freshIp() })),
    );
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(AUTH_LIMITS.login.account.points);
  });

  it('the old address is told when the email changes', async () => {
    const user = await createUser(store(), { email: `old.${kind}@example.in`, password: 'Mysore-Silk-2025', firstName: 'Asha' });
    const token = await loginAs(base(), user.email, 'Mysore-Silk-2025', LAPTOP);
    const next = `new.${kind}@example.in`;
    const changed = await restCall(base(), 'PUT', '/auth/profile', { email: next, currentPassword: 'Mysore-Silk-2025' }, { token, ip: freshIp() });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ emailVerificationSent: true, user: { pendingEmail: next } });
    const [codeMail] = await mails(next);
    const code = /(\d{6}) is your/.exec(codeMail.subject)![1];
    expect((await restCall(base(), 'POST', '/auth/verify-email', { email: next, otp: code }, { ip: freshIp() })).status).toBe(200);

    const told = (await mails(user.email)).find((m) => m.template === 'email_changed');
    expect(told).toBeDefined();
    expect(told!.subject).toBe('The email address of your Kapda account was changed');
    expect(told!.text).toContain(`changed from this address to ${next}`);
    expect(told!.text).toContain('/contact');
  });

  it('a password change sends a "was this you?" mail naming the device (GraphQL), and so does a reset (REST)', async () => {
    const user = await createUser(store(), { email: `careful.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const token = await loginAs(base(), user.email, 'Mysore-Silk-2025', PHONE);
    const res = await fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': PHONE, 'x-forwarded-for': '203.0.113.44' },
      body: JSON.stringify({ query: 'mutation { changePassword(currentPassword: "Mysore-Silk-2025", newPassword: "Paithani-Weave-77") { success } }' }),
    });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ changePassword: { success: true } });
    const changed = (await mails(user.email)).filter((m) => m.template === 'password_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].subject).toBe('Your Kapda password was changed — was this you?');
    expect(changed[0].text).toContain('Device: Chrome on Android');
    expect(changed[0].text).toContain('IP address: 203.0.113.44');
    expect(changed[0].text).toContain('/forgot-password');

    expect((await restCall(base(), 'POST', '/auth/forgot-password', { email: user.email }, { ip: freshIp() })).status).toBe(200);
    await store().services.auth.settled();
    const link = (await mails(user.email)).find((m) => m.template === 'password_reset')!;
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1];
    expect((await restCall(base(), 'POST', '/auth/reset-password', { token: resetToken, newPassword: 'Kanjeevaram-Gold-8' }, { ip: freshIp() })).status).toBe(200);
    const all = (await mails(user.email)).filter((m) => m.template === 'password_changed');
    expect(all).toHaveLength(2);
    expect(all[1].text).toContain('reset with a link from our email');
  });

  it('a shopper sees their signed-in devices and signs out of all others (GraphQL)', async () => {
    const user = await createUser(store(), { email: `devices.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const phone = await loginAs(base(), user.email, 'Mysore-Silk-2025', PHONE, '203.0.113.10');
    const laptop = await loginAs(base(), user.email, 'Mysore-Silk-2025', LAPTOP, '203.0.113.11');
    const list = await gqlCall(base(), SESSIONS, {}, { token: phone });
    const sessions = list.body.data.mySessions as Array<{ device: string; ipAddress: string; current: boolean; lastSeenAt: string; id: string }>;
    expect(sessions.map((s) => [s.device, s.ipAddress, s.current])).toEqual([
      ['Chrome on Android', '203.0.113.10', true],
      ['Firefox on Mac', '203.0.113.11', false],
    ]);
    expect(Number.isNaN(Date.parse(sessions[0].lastSeenAt))).toBe(false);
    // The session ids themselves (the tokens' `sid`) never leave the server.
    for (const s of sessions) expect(phone + laptop).not.toContain(s.id);

    const out = await gqlCall(base(), 'mutation { signOutOtherSessions { success message signedOut } }', {}, { token: phone });
    expect(out.body.data.signOutOtherSessions).toEqual({ success: true, message: 'Signed out of 1 other device.', signedOut: 1 });
    const laptopNow = await gqlCall(base(), '{ me { email } }', {}, { token: laptop });
    expect(laptopNow.body.errors?.[0]?.extensions?.status ?? (laptopNow.body.data?.me ? 200 : 401)).toBe(401);
    expect((await gqlCall(base(), '{ me { email } }', {}, { token: phone })).body.data.me).toEqual({ email: user.email });
    expect((await gqlCall(base(), SESSIONS, {}, { token: phone })).body.data.mySessions).toHaveLength(1);
  });

  it('the same over REST, and only for the signed-in asker', async () => {
    const user = await createUser(store(), { email: `rest-devices.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const one = await loginAs(base(), user.email, 'Mysore-Silk-2025', PHONE);
    await loginAs(base(), user.email, 'Mysore-Silk-2025', LAPTOP);
    await loginAs(base(), user.email, 'Mysore-Silk-2025', 'curl/8.5.0');
    const other = await createUser(store(), { password: 'Mysore-Silk-2025' });
    const othersToken = await loginAs(base(), other.email, 'Mysore-Silk-2025', LAPTOP);

    const list = await restCall(base(), 'GET', '/auth/sessions', undefined, { token: one });
    expect(list.status).toBe(200);
    expect(list.body.data.sessions.map((s: { device: string }) => s.device).sort()).toEqual(['Chrome on Android', 'Firefox on Mac', 'curl']);
    const out = await restCall(base(), 'POST', '/auth/sessions/sign-out-others', undefined, { token: one });
    expect(out.body).toMatchObject({ success: true, message: 'Signed out of 2 other devices.', data: { signedOut: 2 } });
    expect((await restCall(base(), 'GET', '/auth/sessions', undefined, { token: one })).body.data.sessions).toHaveLength(1);
    // Someone else's sessions were not touched; a guest gets 401.
    expect((await restCall(base(), 'GET', '/auth/sessions', undefined, { token: othersToken })).body.data.sessions).toHaveLength(1);
    expect((await restCall(base(), 'GET', '/auth/sessions')).status).toBe(401);
    expect((await gqlCall(base(), SESSIONS)).body.errors?.[0]?.extensions?.status).toBe(401);
  });
});

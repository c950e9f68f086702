import argon2 from 'argon2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AccountToken } from '../src/modules/auth/account-token.entity';
import { Session } from '../src/modules/auth/session.entity';
import { User } from '../src/modules/users/user.entity';
import { freshIp, gqlCall, restCall, type CallOptions } from './client';
import { describeEachDatabase } from './harness';
import { TestSmtpServer } from './smtp';

const smtp = new TestSmtpServer();
/** Filled in before the stores boot (their beforeAll runs after this one). */
const env: Record<string, string> = {};
beforeAll(async () => {
  await smtp.start();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.stop());

const PASSWORD = 'Banarasi-Weave-77';

describeEachDatabase(
  'accounts over REST and GraphQL',
  (store, kind) => {
    const base = () => store().baseUrl;
    const rest = (method: string, path: string, body?: unknown, options: CallOptions = {}) => restCall(base(), method, path, body, { ip: freshIp(), ...options });
    const gql = (query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) => gqlCall(base(), query, variables, { ip: freshIp(), ...options });
    let n = 0;
    const newEmail = (name: string) => `${name}.${kind}.${++n}@example.in`;
    const users = () => store().dataSource.getRepository(User);

    /** Register over REST, verify with the mailed code, log in: a ready customer. */
    async function customer(name: string, password = PASSWORD) {
      const email = newEmail(name);
      const reg = await rest('POST', '/auth/register', { firstName: 'Asha', lastName: 'Patel', email, password });
      expect(reg.status).toBe(200);
      const otp = await smtp.codeFor(email);
      expect((await rest('POST', '/auth/verify-email', { email, otp })).status).toBe(200);
      const login = await rest('POST', '/auth/login', { email, password });
      expect(login.status).toBe(200);
      return { email, token: login.body.data.token as string, id: login.body.data.user.id as string };
    }

    it('registers, mails a 6-digit code, verifies, and logs in (REST)', async () => {
      const email = newEmail('asha');
      const reg = await rest('POST', '/auth/register', { firstName: ' Asha ', lastName: 'Patel', email: email.toUpperCase(), password: PASSWORD, phone: '+91 98765 43210', guestSessionId: 'guest-1' });
      expect(reg.status).toBe(200);
      expect(reg.body.success).toBe(true);
      expect(reg.body.message).toMatch(/check your email/i);
      expect(reg.body.data).toEqual({ email, resendAfterSeconds: 60 });

      const mail = await smtp.waitFor(email);
      const otp = await smtp.codeFor(email);
      expect(otp).toMatch(/^\d{6}$/);
      expect(mail.raw).toContain('Kapda');
      expect(mail.raw).toContain('Surat');
      expect(mail.raw).toMatch(/text\/html/);
      expect(mail.raw).toMatch(/text\/plain/);
      // Stored hashed: the code itself is nowhere in the database.
      const stored = await store().dataSource.getRepository(AccountToken).find();
      expect(stored.some((t) => t.secretHash.includes(otp))).toBe(false);

      const early = await rest('POST', '/auth/login', { email, password: PASSWORD });
      expect(early.status).toBe(403);
      expect(early.body).toMatchObject({ success: false, message: 'Email not verified' });

      const wrong = await rest('POST', '/auth/verify-email', { email, otp: otp === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Invalid OTP. Please check and try again.');

      const ok = await rest('POST', '/auth/verify-email', { email, otp });
      expect(ok.status).toBe(200);
      expect(ok.body.success).toBe(true);

      const login = await rest('POST', '/auth/login', { email, password: PASSWORD, guestSessionId: 'guest-1' });
      expect(login.status).toBe(200);
      expect(login.body.success).toBe(true);
      expect(login.body.message).toBe('Login successful');
      const { token, user } = login.body.data;
      expect(typeof token).toBe('string');
      expect(user).toMatchObject({ firstName: 'Asha', lastName: 'Patel', email, phone: '9876543210', role: 'customer', roles: ['customer'], permissions: [], emailVerified: true, isAdmin: false, isSubAdmin: false });
      expect(user._id).toBe(user.id);
      expect(user).not.toHaveProperty('passwordHash');
      // Two sessions: the one the code started, and this login's, which remembers its guest.
      const sessions = await store().dataSource.getRepository(Session).findBy({ userId: Number(user.id) });
      expect(sessions.map((s) => s.guestSessionId).sort()).toEqual(['guest-1', null]);

      const profile = await rest('GET', '/auth/profile', undefined, { token });
      expect(profile.status).toBe(200);
      expect(profile.body.data.user.email).toBe(email);
    });

    it('verifying a new account signs it in: a session on the answer (REST and GraphQL), none for an address verified before', async () => {
      const email = newEmail('signed-in');
      await rest('POST', '/auth/register', { firstName: 'Nisha', lastName: 'Iyer', email, password: PASSWORD });
      const otp = await smtp.codeFor(email);
      const ok = await rest('POST', '/auth/verify-email', { email, otp, guestSessionId: 'guest-verify' });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Email verified successfully. You are now signed in.');
      const { token, user } = ok.body.data;
      expect(typeof token).toBe('string');
      expect(user).toMatchObject({ email, firstName: 'Nisha', emailVerified: true, role: 'customer' });
      expect(user).not.toHaveProperty('passwordHash');
      const profile = await rest('GET', '/auth/profile', undefined, { token });
      expect(profile.body.data.user.email).toBe(email);
      // The session remembers the guest it came from, as a login does.
      const session = await store().dataSource.getRepository(Session).findOneByOrFail({ userId: Number(user.id) });
      expect(session.guestSessionId).toBe('guest-verify');
      // The same code again: already verified, and no session for whoever knows the address.
      const again = await rest('POST', '/auth/verify-email', { email, otp });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ email });

      const gqlEmail = newEmail('signed-in-gql');
      await rest('POST', '/auth/register', { firstName: 'Dev', lastName: 'Rao', email: gqlEmail, password: PASSWORD });
      const code = await smtp.codeFor(gqlEmail);
      const verify = 'mutation($e: String!, $o: String!, $g: String) { verifyEmail(email: $e, otp: $o, guestSessionId: $g) { message email token user { email emailVerified } } }';
      const answer = await gql(verify, { e: gqlEmail, o: code, g: 'guest-verify-gql' });
      expect(answer.body.data?.verifyEmail).toMatchObject({ email: gqlEmail, user: { email: gqlEmail, emailVerified: true } });
      const gqlToken = answer.body.data?.verifyEmail.token as string;
      expect((await gql('{ me { email } }', {}, { token: gqlToken })).body.data?.me).toEqual({ email: gqlEmail });
      const twice = await gql(verify, { e: gqlEmail, o: code });
      expect(twice.body.data?.verifyEmail).toMatchObject({ email: gqlEmail, token: null, user: null });
    });

    it('refuses a taken email (any case) with 409, and bad fields with their message', async () => {
      const { email } = await customer('taken');
      const dup = await rest('POST', '/auth/register', { firstName: 'A', lastName: 'B', email: email.toUpperCase(), password: PASSWORD });
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ success: false, message: 'Email already exists' });

      const cases: Array<[Record<string, unknown>, string]> = [
        [{ email: 'not-an-email' }, 'Please provide a valid email address.'],
        [{ password: 'short' }, 'Password must be at least 8 characters long.'],
        [{ password: 'password123' }, 'This password is too common. Please choose one that is harder to guess.'],
        [{ email: 'priyanka.s@example.in', password: 'Priyanka.S-2024' }, 'Password must not contain your email address.'],
        [{ phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number.'],
        [{ firstName: '  ' }, 'First name is required.'],
      ];
      for (const [change, message] of cases) {
        const res = await rest('POST', '/auth/register', { firstName: 'Ravi', lastName: 'Kumar', email: newEmail('bad'), password: PASSWORD, ...change });
        expect(res.status, message).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('kills a code after 5 wrong tries, answers 404 for unknown or expired, and resends after 60 s', async () => {
      const email = newEmail('tries');
      await rest('POST', '/auth/register', { firstName: 'Meera', lastName: 'Shah', email, password: PASSWORD });
      const otp = await smtp.codeFor(email);
      const wrongCode = otp === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++) {
        const res = await rest('POST', '/auth/verify-email', { email, otp: wrongCode });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid OTP. Please check and try again.');
      }
      const dead = await rest('POST', '/auth/verify-email', { email, otp });
      expect(dead.status).toBe(404);
      expect(dead.body.message).toBe('Email not found or verification request expired.');

      const unknown = await rest('POST', '/auth/verify-email', { email: newEmail('nobody'), otp });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Email not found or verification request expired.');

      // Within the minute: the resend button must wait.
      const soon = await rest('POST', '/auth/resend-verification', { email });
      expect(soon.status).toBe(429);
      expect(soon.body.retryAfterSeconds).toBeGreaterThan(0);

      const user = await users().findOneByOrFail({ email });
      await store().dataSource.getRepository(AccountToken).update({ userId: user.id }, { issuedAt: new Date(Date.now() - 61_000) });
      const resend = await rest('POST', '/auth/resend-verification', { email });
      expect(resend.status).toBe(200);
      const fresh = await smtp.codeFor(email, 2);
      // An expired code is "expired", even when right.
      const tokens = store().dataSource.getRepository(AccountToken);
      const live = await tokens.findOneOrFail({ where: { userId: user.id }, order: { id: 'DESC' } });
      await tokens.update({ id: live.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await rest('POST', '/auth/verify-email', { email, otp: fresh })).status).toBe(404);
      await tokens.update({ id: live.id }, { expiresAt: new Date(Date.now() + 600_000) });
      const ok = await rest('POST', '/auth/verify-email', { email, otp: fresh });
      expect(ok.status).toBe(200);
      expect((await rest('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('answers 401 the same way for an unknown email and a wrong password, with the same argon2 work', async () => {
      const { email } = await customer('login');
      const wrong = await rest('POST', '/auth/login', { email, password: 'Wrong-Password-1' });
      const unknownEmail = newEmail('ghost');
      const unknown = await rest('POST', '/auth/login', { email: unknownEmail, password: 'Wrong-Password-1' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(unknown.body.message).toBe('Invalid email or password');
      // An unknown email still costs an argon2 verification (~25 ms), not a quick "no such user".
      const started = performance.now();
      for (let i = 0; i < 3; i++) await rest('POST', '/auth/login', { email: unknownEmail, password: 'Wrong-Password-1' });
      expect((performance.now() - started) / 3).toBeGreaterThan(10);
    });

    it('tells login listeners (the cart merge hook) who logged in from which guest session; a failing listener does not fail the login', async () => {
      const seen: Array<{ email: string; guest: string | null }> = [];
      store().services.auth.onLogin((_ctx, event) => {
        seen.push({ email: event.user.email, guest: event.guestSessionId });
      });
      store().services.auth.onLogin(() => {
        throw new Error('cart service down');
      });
      const { email } = await customer('listener');
      const viaHeader = await rest('POST', '/auth/login', { email, password: PASSWORD }, { guestSessionId: 'guest-header' });
      expect(viaHeader.status).toBe(200);
      const viaGql = await gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p, guestSessionId: "guest-gql-arg") { token } }', { e: email, p: PASSWORD });
      expect(viaGql.body.data?.login.token).toBeTruthy();
      expect(seen.filter((s) => s.email === email)).toEqual([
        { email, guest: null }, // the verifying code signs in
        { email, guest: null },
        { email, guest: 'guest-header' },
        { email, guest: 'guest-gql-arg' },
      ]);
    });

    it('upgrades an old password hash on login', async () => {
      const email = newEmail('rehash');
      await customer('rehash-helper'); // warm the mail path
      const weakHash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      const repo = users();
      await repo.save(repo.create({ firstName: 'Old', lastName: 'Hash', email, phone: null, passwordHash: weakHash, role: 'customer', roles: ['customer'], permissions: [], department: '', emailVerified: true, pendingEmail: null, isActive: true, gender: null, dateOfBirth: null }));
      expect((await rest('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(200);
      const after = await repo.findOneByOrFail({ email });
      expect(after.passwordHash).not.toBe(weakHash);
      expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect((await rest('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('logs out by revoking the token; profile then says the session expired', async () => {
      const { token } = await customer('logout');
      const out = await rest('POST', '/auth/logout', undefined, { token });
      expect(out.status).toBe(200);
      expect(out.body.success).toBe(true);
      const after = await rest('GET', '/auth/profile', undefined, { token });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Session expired. Please login again.');
      const put = await rest('PUT', '/auth/profile', { firstName: 'X' }, { token });
      expect(put.status).toBe(401);
      expect(put.body.message).toBe('Session expired. Please login again.');
      const none = await rest('GET', '/auth/profile');
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('User not authenticated');
      const forged = await rest('GET', '/auth/profile', undefined, { token: token.slice(0, -4) + 'AAAA' });
      expect(forged.status).toBe(401);
    });

    it('forgot password: same answer for everyone, 400 for a malformed address, a one-hour single-use link', async () => {
      const { email, token: oldToken } = await customer('forgot');
      const malformed = await rest('POST', '/auth/forgot-password', { email: 'asha@' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Please provide a valid email address.');

      const stranger = newEmail('stranger');
      const unknown = await rest('POST', '/auth/forgot-password', { email: stranger });
      const known = await rest('POST', '/auth/forgot-password', { email });
      const message = 'If your email exists in our system, you will receive a password reset link in your email.';
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.body.message).toBe(message);
      expect(known.body.message).toBe(message);

      const { token, url } = await smtp.linkTokenFor(email, 2);
      expect(url).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
      expect(smtp.to(stranger)).toHaveLength(0);

      const weak = await rest('POST', '/auth/reset-password', { token, newPassword: 'qwerty123' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('This password is too common. Please choose one that is harder to guess.');

      const reset = await rest('POST', '/auth/reset-password', { token, newPassword: 'Kanjeevaram-2025' });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toMatch(/can now log in/i);
      // Every session ends; the old password stops working; the link works once.
      expect((await rest('GET', '/auth/profile', undefined, { token: oldToken })).status).toBe(401);
      expect((await rest('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);
      expect((await rest('POST', '/auth/login', { email, password: 'Kanjeevaram-2025' })).status).toBe(200);
      const again = await rest('POST', '/auth/reset-password', { token, newPassword: 'Another-Good-One-9' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Invalid or expired reset token.');
      expect((await rest('POST', '/auth/reset-password', { token: 'nonsense', newPassword: 'Another-Good-One-9' })).body.message).toBe('Invalid or expired reset token.');

      // After an hour the link is dead.
      await rest('POST', '/auth/forgot-password', { email });
      // Mail 3 told the owner of the reset ("was this you?"); mail 4 is the new link.
      expect((await smtp.waitFor(email, 3)).subject).toMatch(/password.was.changed/);
      const late = await smtp.linkTokenFor(email, 4);
      const user = await users().findOneByOrFail({ email });
      await store().dataSource.getRepository(AccountToken).update({ userId: user.id, purpose: 'reset_password' }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await rest('POST', '/auth/reset-password', { token: late.token, newPassword: 'Another-Good-One-9' });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('Invalid or expired reset token.');
    });

    it('change password: 401 for a wrong current password; ends the other sessions only', async () => {
      const { email, token } = await customer('change');
      const other = (await rest('POST', '/auth/login', { email, password: PASSWORD })).body.data.token as string;
      const wrong = await rest('POST', '/auth/change-password', { currentPassword: 'Not-It-123', newPassword: 'Chanderi-Silk-88' }, { token });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const weak = await rest('POST', '/auth/change-password', { currentPassword: PASSWORD, newPassword: 'abc' }, { token });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Password must be at least 8 characters long.');
      const ok = await rest('POST', '/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Chanderi-Silk-88' }, { token });
      expect(ok.status).toBe(200);
      expect((await rest('GET', '/auth/profile', undefined, { token })).status).toBe(200);
      expect((await rest('GET', '/auth/profile', undefined, { token: other })).status).toBe(401);
      expect((await rest('POST', '/auth/login', { email, password: 'Chanderi-Silk-88' })).status).toBe(200);
      const anonymous = await rest('POST', '/auth/change-password', { currentPassword: 'x', newPassword: 'y' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('User not authenticated');
    });

    it('profile: edits own fields, refuses bad data with 400, ignores role changes, and re-verifies a new email', async () => {
      const { email, token, id } = await customer('profile');
      const put = await rest('PUT', '/auth/profile', { firstName: 'Anjali', lastName: 'Desai', phone: '09876543210', gender: 'female', dateOfBirth: '1994-08-15', role: 'admin', roles: ['admin'], permissions: ['all_permissions'], emailVerified: false }, { token });
      expect(put.status).toBe(200);
      expect(put.body.data.user).toMatchObject({ id, firstName: 'Anjali', lastName: 'Desai', phone: '9876543210', gender: 'female', dateOfBirth: '1994-08-15', role: 'customer', permissions: [], isAdmin: false, emailVerified: true });

      for (const [change, message] of [
        [{ phone: '555' }, 'Please enter a valid 10-digit Indian mobile number.'],
        [{ firstName: 42 }, 'Invalid profile data'],
        [{ dateOfBirth: '2999-01-01' }, 'Please enter a valid date of birth (YYYY-MM-DD); you must be at least 13.'],
        [{ gender: 'robot' }, 'Gender must be female, male or other.'],
        [{ email: 'nope' }, 'Please provide a valid email address.'],
      ] as const) {
        const res = await rest('PUT', '/auth/profile', change, { token });
        expect(res.status, message).toBe(400);
        expect(res.body).toMatchObject({ success: false, message });
      }
      const { email: someoneElse } = await customer('other-owner');
      const taken = await rest('PUT', '/auth/profile', { email: someoneElse, currentPassword: PASSWORD }, { token });
      expect(taken.status).toBe(409);

      const next = newEmail('moved');
      const change = await rest('PUT', '/auth/profile', { email: next, currentPassword: PASSWORD }, { token });
      expect(change.status).toBe(200);
      expect(change.body.data.emailVerificationSent).toBe(true);
      expect(change.body.data.user).toMatchObject({ email, pendingEmail: next });
      const code = await smtp.codeFor(next);
      expect((await smtp.waitFor(next)).subject).toMatch(/new email/);
      const verified = await rest('POST', '/auth/verify-email', { email: next, otp: code });
      expect(verified.status).toBe(200);
      // An email change is made signed in already: its code starts no new session.
      expect(verified.body.data).toEqual({ email: next });
      const me = await rest('GET', '/auth/profile', undefined, { token });
      expect(me.body.data.user).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
      expect((await rest('POST', '/auth/login', { email: next, password: PASSWORD })).status).toBe(200);
      expect((await rest('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);
    });

    it('one customer cannot read or change another customer', async () => {
      const a = await customer('alice');
      const b = await customer('bob');
      const res = await rest('PUT', '/auth/profile', { id: b.id, _id: b.id, userId: b.id, firstName: 'Hacked' }, { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body.data.user.id).toBe(a.id);
      const bob = await rest('GET', '/auth/profile', undefined, { token: b.token });
      expect(bob.body.data.user).toMatchObject({ id: b.id, firstName: 'Asha', email: b.email });
      const me = await gql('{ me { id email } }', {}, { token: a.token });
      expect(me.body.data?.me).toEqual({ id: a.id, email: a.email });
      // A's token names A's session; it cannot be pointed at B.
      const bSessions = await store().dataSource.getRepository(Session).findBy({ userId: Number(b.id) });
      expect(bSessions.every((s) => s.revokedAt === null)).toBe(true);
      await rest('POST', '/auth/logout', undefined, { token: a.token });
      expect((await rest('GET', '/auth/profile', undefined, { token: b.token })).status).toBe(200);
    });

    it('runs every flow over GraphQL with the same rules', async () => {
      const email = newEmail('gql');
      const register = await gql('mutation($i: RegisterInput!) { register(input: $i) { message email resendAfterSeconds } }', { i: { firstName: 'Kiran', lastName: 'Rao', email, password: PASSWORD, phone: '9123456780' } });
      expect(register.body.data?.register).toMatchObject({ email, resendAfterSeconds: 60 });
      expect(register.body.data?.register.message).toMatch(/check your email/i);
      const dup = await gql('mutation($i: RegisterInput!) { register(input: $i) { email } }', { i: { firstName: 'K', lastName: 'R', email, password: PASSWORD } });
      expect(dup.body.errors?.[0]).toMatchObject({ message: 'Email already exists', extensions: { code: 'CONFLICT', status: 409 } });

      const login = 'mutation($e: String!, $p: String!, $g: String) { login(email: $e, password: $p, guestSessionId: $g) { message token user { id email isAdmin isSubAdmin role department } } }';
      const unverified = await gql(login, { e: email, p: PASSWORD });
      expect(unverified.body.errors?.[0]).toMatchObject({ message: 'Email not verified', extensions: { code: 'EMAIL_NOT_VERIFIED', status: 403 } });

      const otp = await smtp.codeFor(email);
      const badOtp = await gql('mutation($e: String!, $o: String!) { verifyEmail(email: $e, otp: $o) { message } }', { e: email, o: otp === '999999' ? '999998' : '999999' });
      expect(badOtp.body.errors?.[0]).toMatchObject({ message: 'Invalid OTP. Please check and try again.', extensions: { status: 400 } });
      const verify = await gql('mutation($e: String!, $o: String!) { verifyEmail(email: $e, otp: $o) { message email } }', { e: email, o: otp });
      expect(verify.body.data?.verifyEmail.email).toBe(email);

      const wrong = await gql(login, { e: email, p: 'nope-nope-nope' });
      expect(wrong.body.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED', status: 401 } });
      const ok = await gql(login, { e: email, p: PASSWORD, g: 'guest-gql' });
      const token = ok.body.data?.login.token as string;
      expect(ok.body.data?.login.user).toMatchObject({ email, isAdmin: false, isSubAdmin: false, role: 'customer', department: '' });

      expect((await gql('{ me { email } }')).body.data?.me).toBeNull();
      expect((await gql('{ me { email phone emailVerified } }', {}, { token })).body.data?.me).toEqual({ email, phone: '9123456780', emailVerified: true });

      const update = await gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { message emailVerificationSent user { firstName phone } } }', { i: { firstName: 'Kiranmayi', phone: '' } }, { token });
      expect(update.body.data?.updateProfile).toMatchObject({ emailVerificationSent: false, user: { firstName: 'Kiranmayi', phone: null } });
      const badUpdate = await gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { message } }', { i: { phone: '42' } }, { token });
      expect(badUpdate.body.errors?.[0]).toMatchObject({ message: 'Please enter a valid 10-digit Indian mobile number.', extensions: { status: 400 } });
      const anonUpdate = await gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { message } }', { i: { firstName: 'x' } });
      expect(anonUpdate.body.errors?.[0]).toMatchObject({ message: 'User not authenticated', extensions: { status: 401 } });

      const change = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { success message } }';
      expect((await gql(change, { c: 'bad-current-1', n: 'Patola-Silk-2025' }, { token })).body.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { status: 401 } });
      expect((await gql(change, { c: PASSWORD, n: 'Patola-Silk-2025' }, { token })).body.data?.changePassword.success).toBe(true);

      const forgotBad = await gql('mutation($e: String!) { forgotPassword(email: $e) { message } }', { e: 'x@y' });
      expect(forgotBad.body.errors?.[0]).toMatchObject({ message: 'Please provide a valid email address.', extensions: { status: 400 } });
      const forgot = await gql('mutation($e: String!) { forgotPassword(email: $e) { message } }', { e: email });
      expect(forgot.body.data?.forgotPassword.message).toBe('If your email exists in our system, you will receive a password reset link in your email.');
      // Mail 2 told the owner of the password change; mail 3 is the reset link.
      expect((await smtp.waitFor(email, 2)).subject).toMatch(/password.was.changed/);
      const { token: resetToken } = await smtp.linkTokenFor(email, 3);
      const reset = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { success message } }';
      expect((await gql(reset, { t: 'bogus-token-bogus-token-bogus', p: 'Ikat-Cotton-2025' })).body.errors?.[0]).toMatchObject({ message: 'Invalid or expired reset token.', extensions: { status: 400 } });
      expect((await gql(reset, { t: resetToken, p: 'Ikat-Cotton-2025' })).body.data?.resetPassword.success).toBe(true);
      // The reset ended every session, including this one.
      const stale = await gql('mutation { logout { success } }', {}, { token });
      expect(stale.body.data?.logout.success).toBe(true);
      const relog = await gql(login, { e: email, p: 'Ikat-Cotton-2025' });
      const fresh = relog.body.data?.login.token as string;
      expect((await gql('mutation { logout { success message } }', {}, { token: fresh })).body.data?.logout.success).toBe(true);
      expect((await gql('{ me { email } }', {}, { token: fresh })).body.data?.me).toBeNull();
      const expiredUpdate = await gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { message } }', { i: { firstName: 'x' } }, { token: fresh });
      expect(expiredUpdate.body.errors?.[0]).toMatchObject({ message: 'Session expired. Please login again.', extensions: { status: 401 } });
    });
  },
  { env },
);


import { expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/modules/auth/auth-limits';
import { limitKey } from '../src/infra/rate-limits';
import { COUPON_LIMITS } from '../src/modules/coupons/coupon-limits';
import { User } from '../src/modules/users/user.entity';
import { createUser, signedInUser } from './accounts';
import { cartFixtures, CART_FIELDS } from './cart-fixtures';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
const PARALLEL = 100;

/** Fire `n` requests at once and count the answers by status. */
async function burst(n: number, send: (i: number) => Promise<number>): Promise<{ limited: number; other: number; statuses: Record<number, number> }> {
  const statuses = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return { limited: counts[429] ?? 0, other: n - (counts[429] ?? 0), statuses: counts };
}

const gqlStatus = (res: { status: number; body: { errors?: Array<{ extensions?: { status?: number } }> } }) => res.body.errors?.[0]?.extensions?.status ?? res.status;

describeEachDatabase('limits that hold under concurrency', (store, kind) => {
  const base = () => store().baseUrl;

  it(`${PARALLEL} parallel wrong logins for one account (REST and GraphQL, each from its own IP) get at most ${AUTH_LIMITS.login.account.points} answers that are not 429`, async () => {
    const user = await createUser(store(), { email: `raced.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const result = await burst(PARALLEL, async (i) =>
      i % 2
        ? (await restCall(base(), 'POST', '/auth/login', { email: user.email, password: `wrong-${i}` }, { ip: freshIp() })).status
        : gqlStatus(await gqlCall(base(), 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: user.email, p: `wrong-${i}` }, { ip: freshIp() })),
    );
    console.info(`[${kind}] ${PARALLEL} parallel wrong logins: ${JSON.stringify(result.statuses)}`);
    expect(result.other).toBeLessThanOrEqual(AUTH_LIMITS.login.account.points);
    expect(result.statuses[401]).toBe(result.other);
    // And the right password waits too: the account is locked for the minute.
    expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: freshIp() })).status).toBe(429);
  });

  it('a right password is given back: 40 good logins in a row from one IP are never limited, and clear earlier failures', async () => {
    const ip = freshIp();
    const user = await createUser(store(), { email: `steady.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    for (let i = 0; i < AUTH_LIMITS.login.account.points - 1; i++) expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'nope-nope' }, { ip })).status).toBe(401);
    for (let i = 0; i < 40; i++) expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip })).status).toBe(200);
    expect((await restCall(base(), 'POST', '/auth/login', { email: user.email, password: 'nope-nope' }, { ip })).status).toBe(401);
  });

  it(`${PARALLEL} parallel wrong change-passwords with a stolen token get at most ${AUTH_LIMITS.login.account.points} answers that are not 429`, async () => {
    const { token } = await signedInUser(store(), { email: `stolen.${kind}@example.in`, password: 'Mysore-Silk-2025' });
    const result = await burst(PARALLEL, async (i) =>
      i % 2
        ? (await restCall(base(), 'POST', '/auth/change-password', { currentPassword: `guess-${i}`, newPassword: 'Paithani-Weave-77' }, { ip: freshIp(), token })).status
        : gqlStatus(await gqlCall(base(), 'mutation C($c: String!) { changePassword(currentPassword: $c, newPassword: "Paithani-Weave-77") { success } }', { c: `guess-${i}` }, { ip: freshIp(), token })),
    );
    console.info(`[${kind}] ${PARALLEL} parallel wrong change-passwords: ${JSON.stringify(result.statuses)}`);
    expect(result.other).toBeLessThanOrEqual(AUTH_LIMITS.login.account.points);
    expect(result.statuses[401]).toBe(result.other);
  });

  it(`${PARALLEL} parallel wrong codes for one address get at most ${AUTH_LIMITS.verify.account.points} answers that are not 429`, async () => {
    const email = `codes.${kind}@example.in`;
    expect((await restCall(base(), 'POST', '/auth/register', { firstName: 'Code', lastName: 'Guess', email, password: 'Mysore-Silk-2025' }, { ip: freshIp() })).status).toBe(200);
    const result = await burst(PARALLEL, async (i) => {
      const otp = String(100000 + i);
      return i % 2
        ? (await restCall(base(), 'POST', '/auth/verify-email', { email, otp }, { ip: freshIp() })).status
        : gqlStatus(await gqlCall(base(), 'mutation V($e: String!, $o: String!) { verifyEmail(email: $e, otp: $o) { email } }', { e: email, o: otp }, { ip: freshIp() }));
    });
    console.info(`[${kind}] ${PARALLEL} parallel wrong codes: ${JSON.stringify(result.statuses)}`);
    expect(result.other).toBeLessThanOrEqual(AUTH_LIMITS.verify.account.points);
    const user = await store().dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user.emailVerified).toBe(false);
  });

  it('wrong codes are capped per address per day, across resends and new minutes', async () => {
    const email = `daily.${kind}@example.in`;
    const user = await createUser(store(), { email, emailVerified: false });
    const daily = AUTH_LIMITS.verify.accountPerDay!;
    const { rateLimits } = store().services;
    const tokens = store().services.auth.tokens;
    let sent = 0;
    let code = '';
    while (sent < daily.points) {
      // A resend: a fresh code (the minute's cooldown is not what this test is about).
      code = await store().dataSource.transaction((m) => tokens.issueCode(m, user.id, 'verify_email', email));
      for (let i = 0; i < 5 && sent < daily.points; i++, sent++) {
        const wrong = code === '000000' ? '111111' : '000000';
        const res = await restCall(base(), 'POST', '/auth/verify-email', { email, otp: wrong }, { ip: freshIp() });
        expect(res.status).toBe(400);
      }
      // A new minute: the per-minute counter starts again; the daily one does not.
      await rateLimits.reset('verify:account', limitKey(email), AUTH_LIMITS.verify.account);
    }
    code = await store().dataSource.transaction((m) => tokens.issueCode(m, user.id, 'verify_email', email));
    const refused = await restCall(base(), 'POST', '/auth/verify-email', { email, otp: code }, { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect((await store().dataSource.getRepository(User).findOneByOrFail({ id: user.id })).emailVerified).toBe(false);
  });

  it("junk codes, codes for an address with no live code and requests already refused do not use up the address's day", async () => {
    const email = `junk.${kind}@example.in`;
    const user = await createUser(store(), { email, emailVerified: false });
    const { rateLimits } = store().services;
    const minute = AUTH_LIMITS.verify.account.points;
    const sendRound = async (otp: string, expected: number) => {
      for (let i = 0; i < minute + 3; i++) {
        const res = await restCall(base(), 'POST', '/auth/verify-email', { email, otp }, { ip: freshIp() });
        expect(res.status).toBe(i < minute ? expected : 429);
      }
      await rateLimits.reset('verify:account', limitKey(email), AUTH_LIMITS.verify.account);
    };
    await sendRound('123456', 404); // no code issued yet
    const code = await store().dataSource.transaction((m) => store().services.auth.tokens.issueCode(m, user.id, 'verify_email', email));
    await sendRound('not-a-code', 400);
    await sendRound('', 400);
    expect(3 * (minute + 3)).toBeGreaterThan(AUTH_LIMITS.verify.accountPerDay!.points);
    const right = await restCall(base(), 'POST', '/auth/verify-email', { email, otp: code }, { ip: freshIp() });
    expect(right.status).toBe(200);
    expect((await store().dataSource.getRepository(User).findOneByOrFail({ id: user.id })).emailVerified).toBe(true);
  });
});

const PRICE_WITH_GUESSES = (n: number) =>
  `query Guess($lines: [GuestCartLineInput!]!) { ${Array.from({ length: n }, (_, i) => `g${i}: priceCart(input: { lines: $lines, couponCode: "GUESS${i}" }) { couponCode couponError }`).join(' ')} }`;
const PRICE = `query Price($input: PriceCartInput!) { priceCart(input: $input) { ${CART_FIELDS} } }`;
const APPLY = `mutation Apply($code: String!) { applyCoupon(code: $code) { couponCode } }`;

describeEachDatabase('coupon codes cannot be guessed without limit', (store) => {
  const base = () => store().baseUrl;
  let lines: Array<{ productId: string; size: string; color: string; quantity: number }> = [];

  it('prepares a catalogue and coupons', async () => {
    const { sherwani } = await cartFixtures(store());
    lines = [{ productId: String(sherwani.id), size: 'Free Size', color: 'Gold', quantity: 1 }];
  });

  it(`priceCart with 15 aliased guesses per request: at most ${COUPON_LIMITS.ip.points} guesses a minute per IP, then 429`, async () => {
    const ip = freshIp();
    let answered = 0;
    let refusals = 0;
    for (let request = 0; request < 3; request++) {
      const res = await gqlCall(base(), PRICE_WITH_GUESSES(15), { lines }, { ip });
      // An alias refused with 429 nulls the whole answer (priceCart is non-null): nothing is learnt from it.
      answered += res.body.data ? Object.values(res.body.data as Record<string, { couponError: string | null }>).filter((c) => c.couponError === 'Invalid coupon').length : 0;
      refusals += res.body.errors?.filter((e) => e.extensions?.status === 429).length ?? 0;
    }
    expect(answered).toBe(15);
    expect(answered).toBeLessThanOrEqual(COUPON_LIMITS.ip.points);
    expect(refusals).toBeGreaterThanOrEqual(2);
    const refused = await gqlCall(base(), PRICE, { input: { lines, couponCode: 'ANOTHERGUESS' } }, { ip });
    expect(refused.body.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { status: 429 } });
  });

  it('apply-coupon (REST and GraphQL) is limited per account, whatever IP it comes from', async () => {
    const { token } = await signedInUser(store());
    for (let i = 0; i < COUPON_LIMITS.account.points; i++) {
      const res = i % 2
        ? await restCall(base(), 'POST', '/cart/apply-coupon', { code: `NOPE${i}` }, { token, ip: freshIp() })
        : await gqlCall(base(), APPLY, { code: `NOPE${i}` }, { token, ip: freshIp() });
      expect(res.status === 400 || gqlStatus(res as never) === 400).toBe(true);
    }
    const rest = await restCall(base(), 'POST', '/cart/apply-coupon', { code: 'FLAT200' }, { token, ip: freshIp() });
    expect(rest.status).toBe(429);
    expect(rest.body.message).toBe(TOO_MANY);
    const gql = await gqlCall(base(), APPLY, { code: 'FLAT200' }, { token, ip: freshIp() });
    expect(gql.body.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { status: 429 } });
  });

  it('a real code is given back: a shopper re-pricing with their coupon 50 times is never limited', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const res = await gqlCall(base(), PRICE, { input: { lines, couponCode: 'FLAT200' } }, { ip });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.priceCart.couponCode).toBe('FLAT200');
    }
  });
});

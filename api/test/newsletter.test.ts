import { expect, it } from 'vitest';
import { FORM_LIMITS } from '../src/modules/content/form-limits';
import { NewsletterSubscriber } from '../src/modules/content/newsletter-subscriber.entity';
import { signedInUser } from './accounts';
import { freshIp, gqlCall, restCall, type CallOptions } from './client';
import { describeEachDatabase } from './harness';

const THANKS = 'Thank you for subscribing!';
const INVALID_EMAIL = 'Please provide a valid email address.';
const SUBSCRIBE = 'mutation Subscribe($email: String!) { subscribeToNewsletter(email: $email) { success message } }';

describeEachDatabase('newsletter sign-up over REST and GraphQL', (store, kind) => {
  const base = () => store().baseUrl;
  const rest = (body: unknown, options: CallOptions = {}) => restCall(base(), 'POST', '/newsletter', body, { ip: freshIp(), ...options });
  const gql = (email: string, options: CallOptions = {}) => gqlCall(base(), SUBSCRIBE, { email }, { ip: freshIp(), ...options });
  let n = 0;
  const newEmail = (name: string) => `${name}.${kind}.${++n}@example.in`;
  const subscribers = () => store().dataSource.getRepository(NewsletterSubscriber);

  it('signs an address up once; signing up again answers exactly the same and adds no row (REST)', async () => {
    const email = newEmail('meera');
    const first = await rest({ email });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: THANKS, data: null });

    const again = await rest({ email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);

    const rows = await subscribers().findBy({ email });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, source: 'footer', userId: null });
  });

  it('signs up over GraphQL, remembering the account of a logged-in shopper; a repeat over REST changes nothing', async () => {
    const { user, token } = await signedInUser(store());
    const email = newEmail('kabir');
    const res = await gql(email, { token });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.subscribeToNewsletter).toEqual({ success: true, message: THANKS });

    expect((await rest({ email })).body).toEqual({ success: true, message: THANKS, data: null });
    expect((await gql(email)).body.data.subscribeToNewsletter).toEqual({ success: true, message: THANKS });
    const rows = await subscribers().findBy({ email });
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(user.id);
  });

  it('refuses a malformed address with a 400, storing nothing', async () => {
    for (const email of ['meera', 'meera@example', 'meera @example.in', '']) {
      const res = await rest({ email });
      expect(res.status, email).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: INVALID_EMAIL });
    }
    expect((await rest({})).body).toMatchObject({ success: false, message: INVALID_EMAIL });
    expect((await rest({ email: 42 })).status).toBe(400);
    const overGraphql = await gql('meera@example');
    expect(overGraphql.body.errors?.[0]).toMatchObject({ message: INVALID_EMAIL, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await subscribers().countBy({ email: 'meera@example' })).toBe(0);
  });

  it(`accepts ${FORM_LIMITS.newsletter.points} sign-ups a minute from one IP, then answers 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_LIMITS.newsletter.points; i++) expect((await rest({ email: newEmail('busy') }, { ip })).status).toBe(200);
    const blockedEmail = newEmail('blocked');
    const blocked = await rest({ email: blockedEmail }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, message: 'Too many attempts. Please wait a minute and try again.' });
    expect((await gql(blockedEmail, { ip })).body.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } });
    expect(await subscribers().countBy({ email: blockedEmail })).toBe(0);
    expect((await rest({ email: blockedEmail })).status).toBe(200);
  });
});

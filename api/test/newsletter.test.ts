import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORM_LIMITS } from '../src/modules/content/form-limits';
import { NewsletterSubscriber } from '../src/modules/content/newsletter-subscriber.entity';
import { signedInUser } from './accounts';
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

const THANKS = 'Thank you for subscribing!';
const INVALID_EMAIL = 'Please provide a valid email address.';
const SUBSCRIBE = 'mutation Subscribe($email: String!) { subscribeToNewsletter(email: $email) { success message } }';
const UNSUBSCRIBE = 'mutation Unsubscribe($email: String!, $token: String!) { unsubscribeFromNewsletter(email: $email, token: $token) { success message } }';
const UNSUBSCRIBED = 'You have been unsubscribed from the Kapda newsletter.';
const BAD_LINK = 'This unsubscribe link is not valid. Please use the link from your latest Kapda email.';

/** The unsubscribe link in a received mail (quoted-printable may wrap it; HTML escapes its &). */
function unsubscribeLink(raw: string): URL {
  // The body's link (the headers before the blank line carry List-Unsubscribe's /api/ address).
  const body = raw.slice(raw.indexOf('\r\n\r\n'));
  const text = body.replace(/=\r\n/g, '').replace(/=3D/g, '=').replace(/&amp;/g, '&');
  const match = /https?:\/\/[^\s"<>]+?\/newsletter\/unsubscribe\?[^\s"<>]+/.exec(text);
  if (!match) throw new Error('No unsubscribe link in the mail');
  return new URL(match[0]);
}

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

  it('welcomes a new subscriber by mail with an unsubscribe link that works; a repeat sign-up mails nothing more', async () => {
    const email = newEmail('zoya');
    await rest({ email });
    const welcome = await smtp.waitFor(email);
    expect(welcome.subject).toBe('Welcome to the Kapda family');
    expect(welcome.raw).toContain('signed up for the Kapda newsletter');
    const link = unsubscribeLink(welcome.raw);
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    expect(link.searchParams.get('email')).toBe(email);
    await rest({ email });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(1);

    // Someone else's token, or a made-up one, changes nothing.
    const other = newEmail('other');
    const forged = await restCall(base(), 'POST', '/newsletter/unsubscribe', { email: other, token: link.searchParams.get('token') });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ success: false, message: BAD_LINK });
    expect((await gqlCall(base(), UNSUBSCRIBE, { email, token: 'made-up' })).body.errors?.[0]).toMatchObject({ message: BAD_LINK, extensions: { status: 400 } });
    expect((await subscribers().findOneByOrFail({ email })).unsubscribedAt).toBeNull();

    const res = await gqlCall(base(), UNSUBSCRIBE, { email, token: link.searchParams.get('token') });
    expect(res.body.data.unsubscribeFromNewsletter).toEqual({ success: true, message: UNSUBSCRIBED });
    expect((await subscribers().findOneByOrFail({ email })).unsubscribedAt).toBeInstanceOf(Date);
    // The link keeps answering the same (a second click, a mail scanner).
    expect((await restCall(base(), 'POST', '/newsletter/unsubscribe', { email, token: link.searchParams.get('token') })).body).toEqual({ success: true, message: UNSUBSCRIBED, data: null });

    // Signing up again rejoins the list and welcomes them again.
    await rest({ email });
    await smtp.waitFor(email, 2);
    expect((await subscribers().findOneByOrFail({ email })).unsubscribedAt).toBeNull();
  });

  it('the mail carries List-Unsubscribe (the API address that unsubscribes on one POST) and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058)', async () => {
    const email = newEmail('oneclick');
    await rest({ email });
    const welcome = await smtp.waitFor(email);
    const headers = welcome.raw.slice(0, welcome.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers);
    expect(header, headers).not.toBeNull();
    const address = new URL(header![1]);
    expect(address.pathname).toBe('/api/newsletter/unsubscribe');
    expect(address.searchParams.get('email')).toBe(email);
    // What a mail client sends: a form POST to that address, nothing else.
    const res = await fetch(`${base()}${address.pathname}${address.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: UNSUBSCRIBED, data: null });
    expect((await subscribers().findOneByOrFail({ email })).unsubscribedAt).toBeInstanceOf(Date);
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
}, { env });

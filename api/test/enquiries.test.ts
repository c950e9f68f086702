import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORM_LIMITS } from '../src/modules/content/form-limits';
import { Enquiry } from '../src/modules/enquiries/enquiry.entity';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
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
  env.SUPPORT_EMAIL = SUPPORT;
});
afterAll(() => smtp.stop());

const SUPPORT = 'support@kapda.test';
const SENT = 'Your message has been sent successfully!';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
const SUBMIT = `mutation Submit($input: EnquiryInput!) {
  submitEnquiry(input: $input) { success message enquiry { id name email phone subject message status createdAt } }
}`;

describeEachDatabase(
  'contact-page enquiries over REST and GraphQL',
  (store, kind) => {
    const base = () => store().baseUrl;
    const rest = (body: unknown, options: CallOptions = {}) => restCall(base(), 'POST', '/site-content/enquiries', body, { ip: freshIp(), ...options });
    const gql = (input: Record<string, unknown>, options: CallOptions = {}) => gqlCall(base(), SUBMIT, { input }, { ip: freshIp(), ...options });
    let n = 0;
    const newEmail = (name: string) => `${name}.${kind}.${++n}@example.in`;
    const enquiries = () => store().dataSource.getRepository(Enquiry);
    const outbox = () => store().dataSource.getRepository(OutboxMail);
    const enquiry = (email: string) => ({ name: '  Asha   Patel ', email: ` ${email.toUpperCase()} `, phone: '98765 43210', subject: 'Size & fit', message: '  Is the maroon Chanderi kurta true to size?\nI usually wear M.  ' });

    it('stores the enquiry, answers 201 with it, and mails the customer an acknowledgement (REST)', async () => {
      const email = newEmail('asha');
      const res = await rest(enquiry(email));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: SENT,
        data: { name: 'Asha Patel', email, phone: '9876543210', subject: 'Size & fit', message: 'Is the maroon Chanderi kurta true to size?\nI usually wear M.', status: 'new' },
      });
      expect(res.body.data._id).toBe(res.body.data.id);

      const stored = await enquiries().findOneByOrFail({ id: Number(res.body.data.id) });
      expect(stored).toMatchObject({ name: 'Asha Patel', email, phone: '9876543210', subject: 'Size & fit', status: 'new', userId: null });
      expect(stored.message).toBe('Is the maroon Chanderi kurta true to size?\nI usually wear M.');

      const mail = await smtp.waitFor(email);
      expect(mail.subject).toBe(`We have received your message (ref. #${stored.id})`);
      expect(mail.raw).toContain('Namaste Asha Patel');
      expect(mail.raw).toContain('within one business day');
      expect(mail.raw).toMatch(/text\/html/);
      expect(mail.raw).toMatch(/text\/plain/);
      // The mail goes to whatever address was typed, so it does not carry the sender's words.
      expect(mail.raw).not.toContain('maroon Chanderi');
      expect(smtp.to(email)).toHaveLength(1);

      // The store's support inbox gets everything the customer wrote, to answer from.
      // (Both databases' stores forward to the same inbox; quoted-printable may wrap long lines.)
      const unwrapped = (raw: string) => raw.replace(/=\r\n/g, '');
      const forwardedMail = () => smtp.to(SUPPORT).find((m) => m.subject === `New enquiry #${stored.id}: Size & fit` && unwrapped(m.raw).includes(email));
      await expect.poll(forwardedMail, { timeout: 10_000 }).toBeDefined();
      const forwarded = unwrapped(forwardedMail()!.raw);
      expect(forwarded).toContain('maroon Chanderi');
      expect(forwarded).toContain('SUPPORT_EMAIL');
    });

    it('takes an enquiry over GraphQL, linked to the account of a logged-in customer', async () => {
      const { user, token } = await signedInUser(store());
      const email = newEmail('ravi');
      const res = await gql({ name: 'Ravi Shah', email, message: 'Do you ship sherwanis to Pune?' }, { token });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.submitEnquiry).toMatchObject({
        success: true,
        message: SENT,
        enquiry: { name: 'Ravi Shah', email, phone: null, subject: 'Something else', message: 'Do you ship sherwanis to Pune?', status: 'new' },
      });
      const stored = await enquiries().findOneByOrFail({ id: Number(res.body.data.submitEnquiry.enquiry.id) });
      expect(stored.userId).toBe(user.id);
      expect((await smtp.waitFor(email)).subject).toBe(`We have received your message (ref. #${stored.id})`);
    });

    it('refuses bad input with a 400 naming the problem, storing nothing and mailing no one', async () => {
      const email = newEmail('bad');
      const badEmail = await rest({ ...enquiry(email), email: 'asha@example' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body).toMatchObject({ success: false, message: 'Please enter a valid email address.', field: 'email' });

      const shortMessage = await rest({ ...enquiry(email), message: 'Hi!' });
      expect(shortMessage.status).toBe(400);
      expect(shortMessage.body).toMatchObject({ success: false, message: 'Please write at least 10 characters so we can help.', field: 'message' });

      const badPhone = await rest({ ...enquiry(email), phone: '12345' });
      expect(badPhone.body).toMatchObject({ message: 'Please enter a 10-digit Indian mobile number.', field: 'phone' });

      const tooLong = await rest({ ...enquiry(email), message: 'm'.repeat(5001) });
      expect(tooLong.body).toMatchObject({ message: 'Your message can be at most 5,000 characters long.', field: 'message' });

      const noBody = await restCall(base(), 'POST', '/site-content/enquiries', undefined, { ip: freshIp() });
      expect(noBody.status).toBe(400);
      expect(noBody.body).toMatchObject({ success: false, message: 'Please tell us your name.', field: 'name' });

      const noName = await gql({ name: '   ', email, message: 'Where is my order #1042?' });
      expect(noName.body.errors?.[0]).toMatchObject({ message: 'Please tell us your name.', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'name' } });

      expect(await enquiries().countBy({ email })).toBe(0);
      expect(await outbox().countBy({ to: email })).toBe(0);
    });

    it(`accepts ${FORM_LIMITS.enquiry.points} enquiries a minute from one IP, then answers 429 (refused input does not count)`, async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) expect((await rest({ name: '', email: 'x', message: '' }, { ip })).status).toBe(400);
      const emails: string[] = [];
      for (let i = 0; i < FORM_LIMITS.enquiry.points; i++) {
        const email = newEmail('busy');
        emails.push(email);
        expect((await rest(enquiry(email), { ip })).status).toBe(201);
      }
      const blockedEmail = newEmail('blocked');
      const blocked = await rest(enquiry(blockedEmail), { ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ success: false, message: TOO_MANY });
      expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
      const overGraphql = await gql(enquiry(blockedEmail), { ip });
      expect(overGraphql.body.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } });
      expect(await enquiries().countBy({ email: blockedEmail })).toBe(0);

      // Another shopper is not held up.
      expect((await rest(enquiry(newEmail('other')))).status).toBe(201);
    });
  },
  { env },
);

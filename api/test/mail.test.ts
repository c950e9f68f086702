import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { MailService, retryDelayMs, MAIL_RETRY } from '../src/modules/mail/mail.service';
import { verificationCodeMail } from '../src/modules/mail/templates';
import { User } from '../src/modules/users/user.entity';
import { freshIp, restCall } from './client';
import { describeEachDatabase, freshStore } from './harness';
import { TestSmtpServer } from './smtp';

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const smtp = new TestSmtpServer();
const env: Record<string, string> = {};
// A port that had a real SMTP server and now has none: the "outage".
beforeAll(async () => {
  await smtp.start();
  await smtp.stop();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.stop());

describeEachDatabase(
  'mail outbox through an SMTP outage',
  (store, kind) => {
    it('queues the mail with the change, answers the request, retries, and delivers once SMTP is back', async () => {
      const email = `outage.${kind}@example.in`;
      const started = Date.now();
      const res = await restCall(store().baseUrl, 'POST', '/auth/register', { firstName: 'Tara', lastName: 'Iyer', email, password: 'Paithani-Silk-9' }, { ip: freshIp() });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);

      const outbox = store().dataSource.getRepository(OutboxMail);
      const failed = await until(async () => {
        const m = await outbox.findOneBy({ to: email });
        return m && m.attempts >= 1 && m.status === 'queued' ? m : null;
      });
      expect(failed.lastError).toBeTruthy();
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
      expect(smtp.to(email)).toHaveLength(0);

      await smtp.start(smtp.port);
      // Run the worker as if the backoff had elapsed.
      await store().services.mail.deliverDue(new Date(Date.now() + MAIL_RETRY.maxDelayMs));
      const code = await smtp.codeFor(email);
      const sent = await outbox.findOneByOrFail({ to: email });
      expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', lastError: null });
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      await smtp.stop();

      // The code that arrived late still verifies.
      const verify = await restCall(store().baseUrl, 'POST', '/auth/verify-email', { email, otp: code }, { ip: freshIp() });
      expect(verify.status).toBe(200);
    });

    it('writes the mail in the same transaction as the change: a failed change leaves no mail and no user', async () => {
      const email = `atomic.${kind}@example.in`;
      const services = store().services;
      const original = services.mail.queue.bind(services.mail);
      services.mail.queue = async (manager, to, mail) => {
        await original(manager, to, mail);
        throw new Error('disk full');
      };
      try {
        await expect(services.accounts.register({ user: null, guestSessionId: null, ip: freshIp(), userAgent: 't' }, { firstName: 'A', lastName: 'B', email, password: 'Paithani-Silk-9' })).rejects.toThrow('disk full');
      } finally {
        services.mail.queue = original;
      }
      expect(await store().dataSource.getRepository(User).countBy({ email })).toBe(0);
      expect(await store().dataSource.getRepository(OutboxMail).countBy({ to: email })).toBe(0);
    });

    it('in production, blanks the body of a delivered mail (no live codes or links left in the database)', async () => {
      const production = new MailService(store().dataSource, { ...store().config, NODE_ENV: 'production' }, { name: 'smtp', send: async () => {}, close() {} });
      const queued = await production.queue(store().dataSource.manager, `scrub.${kind}@example.in`, verificationCodeMail({ firstName: 'S', code: '424242', minutes: 10 }));
      const outbox = store().dataSource.getRepository(OutboxMail);
      const sent = await until(async () => {
        await production.deliverDue(new Date(Date.now() + MAIL_RETRY.maxDelayMs));
        const m = await outbox.findOneByOrFail({ id: queued.id });
        return m.status === 'sent' ? m : null;
      });
      expect(sent.text).not.toContain('424242');
      expect(sent.html).toBe('');
      expect(sent.subject).toBe('###### is your Kapda verification code');
    });
  },
  { env },
);

describe('mail retry schedule', () => {
  it('backs off exponentially up to 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(30 * 60_000);
  });
});

describe('the developer outbox (no SMTP_URL)', () => {
  it('keeps every mail readable at /dev/outbox', async () => {
    const store = await freshStore('sqlite');
    try {
      const email = 'outbox.reader@example.in';
      expect((await restCall(store.baseUrl, 'POST', '/auth/register', { firstName: 'Dev', lastName: 'Reader', email, password: 'Kalamkari-Art-5' })).status).toBe(200);
      const outbox = store.dataSource.getRepository(OutboxMail);
      const mail = await until(async () => {
        const m = await outbox.findOneBy({ to: email });
        return m?.status === 'sent' ? m : null;
      });
      expect(mail.transport).toBe('local');
      const code = /(\d{6}) is your/.exec(mail.subject)![1];

      const list = await fetch(`${store.baseUrl}/dev/outbox`);
      expect(list.status).toBe(200);
      const listHtml = await list.text();
      expect(listHtml).toContain(email);
      expect(listHtml).toContain(`${code} is your Kapda verification code`);
      expect(listHtml).toContain('no SMTP_URL set');

      const one = await (await fetch(`${store.baseUrl}/dev/outbox/${mail.id}`)).text();
      expect(one).toContain(code);
      expect(one).toContain('Surat');
      const html = await (await fetch(`${store.baseUrl}/dev/outbox/${mail.id}/html`)).text();
      expect(html).toContain('KAPDA');
      expect(html).toContain('#7a1f3d');
      const json = (await (await fetch(`${store.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ subject: string; text: string }>;
      expect(json).toHaveLength(1);
      expect(json[0].text).toContain(code);
      expect((await fetch(`${store.baseUrl}/dev/outbox/99999`)).status).toBe(404);
    } finally {
      await store.close();
    }
  });

  it('is not served in production', async () => {
    const store = await freshStore('sqlite', { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.kapda.example', WEB_DIST: '/nonexistent' });
    try {
      const res = await fetch(`${store.baseUrl}/dev/outbox`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Outbox');
    } finally {
      await store.close();
    }
  });
});

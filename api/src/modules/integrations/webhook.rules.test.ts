import { describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender';
import { WEBHOOK_EVENTS, eventBody, isPublicAddress, missingEventScope, nextRetry, signature, urlProblem } from './webhook.rules';

describe('webhook signatures', () => {
  it('are t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")> (a fixed vector)', () => {
    expect(signature('whsec_test', 1764000000, '{"id":"evt_1","type":"order.placed"}')).toBe('t=1764000000,v1=7996f5f16156c31011c2e86cd8d4c18f6c85cbfaabbad4794583c8d1d16c220f');
    // Another time or one byte more in the body is another signature (replays and edits are caught).
    expect(signature('whsec_test', 1764000001, '{"id":"evt_1","type":"order.placed"}')).not.toContain('7996f5f1');
    expect(signature('whsec_test', 1764000000, '{"id":"evt_1","type":"order.placed"} ')).not.toContain('7996f5f1');
  });

  it('cover the body {id, type, createdAt, data}', () => {
    expect(JSON.parse(eventBody('evt_1', 'order.placed', new Date('2026-11-25T00:00:00Z'), { _id: '7' }))).toEqual({ id: 'evt_1', type: 'order.placed', createdAt: '2026-11-25T00:00:00.000Z', data: { _id: '7' } });
  });
});

describe('retries', () => {
  it('the first within a minute, then growing, for about a day; then give up', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(nextRetry(1, now)!.getTime() - now.getTime()).toBeLessThanOrEqual(60_000);
    const delays = Array.from({ length: 9 }, (_, i) => nextRetry(i + 1, now)!.getTime() - now.getTime());
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays.reduce((a, b) => a + b, 0) / 3_600_000).toBeGreaterThan(20);
    expect(nextRetry(10, now)).toBeNull();
  });
});

describe('where webhooks may go (SSRF guard)', () => {
  it('public addresses only: no loopback, private, link-local or metadata, CGNAT, or their IPv6 forms', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', 'not-an-ip']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '13.232.1.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(a), a).toBe(true);
  });

  it('https:// URLs to public hosts in production; http and local receivers only when allowed', () => {
    expect(urlProblem('https://erp.example.in/hooks/kapda', false)).toBeNull();
    expect(urlProblem('http://erp.example.in/hooks', false)).toMatch(/https/);
    expect(urlProblem('https://127.0.0.1/hooks', false)).toMatch(/public/);
    expect(urlProblem('https://169.254.169.254/latest/meta-data', false)).toMatch(/public/);
    expect(urlProblem('https://[::1]/x', false)).toMatch(/public/);
    expect(urlProblem('https://localhost/x', false)).toMatch(/public/);
    expect(urlProblem('https://metadata.google.internal/x', false)).toMatch(/public/);
    expect(urlProblem('https://user:pw@erp.example.in/x', false)).toMatch(/password/);
    expect(urlProblem('ftp://erp.example.in/x', false)).toMatch(/https/);
    expect(urlProblem('nonsense', false)).toMatch(/https/);
    expect(urlProblem('http://127.0.0.1:4000/hooks', true)).toBeNull();
  });

  it('re-checks at delivery: a name that resolves to a private address is refused before connecting', async () => {
    const result = await sendWebhook('https://localhost:9/hook', '{}', {}, { allowPrivate: false, timeoutMs: 1000 });
    expect(result).toMatchObject({ statusCode: null, response: expect.stringContaining('Refused') });
  });
});

describe('the scope a key needs to subscribe', () => {
  it('is the read scope of the data each event carries; webhooks:manage alone reads nothing', () => {
    for (const event of WEBHOOK_EVENTS) expect(missingEventScope([event], ['webhooks:manage']), event).not.toBeNull();
    expect(missingEventScope(['order.placed', 'payment.refunded'], ['webhooks:manage', 'orders:read'])).toBeNull();
    expect(missingEventScope(['order.placed', 'stock.low'], ['orders:read'])).toBe('catalog:read');
    expect(missingEventScope(['enquiry.received'], ['orders:read', 'catalog:read'])).toBe('customers:read');
    expect(missingEventScope(['product.created'], ['catalog:write'])).toBe('catalog:read');
  });
});

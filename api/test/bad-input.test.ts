import { beforeAll, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { freshIp } from './client';
import { describeEachDatabase } from './harness';

/**
 * "Bad input gets a clear 4xx and changes nothing; a 500 is a bug." Every REST write, and a few
 * GraphQL oddities, fed the shapes a careless or hostile client sends: wrong types, missing and
 * huge values, broken JSON. Each must answer below 500 with {success: false, message}.
 */
const PAYLOADS: unknown[] = [
  {}, [], 'x', null, 0, true,
  { a: { b: { c: [1, 2, { d: null }] } } },
  { productId: {}, quantity: 'abc', size: [], color: {} },
  { productId: '1', quantity: 1e308 },
  { productId: -1, quantity: -5 },
  { productId: '99999999999999999999999', quantity: 2 },
  { productId: '1', size: 'M', color: 'Red', quantity: 1, variantSku: {} },
  { lines: 'x', wishlistProductIds: {} },
  { code: {} }, { code: 'x'.repeat(5000) },
  { email: [] }, { email: 'a@b.in', password: {} }, { email: `${'x'.repeat(10_000)}@example.in` },
  { firstName: {}, lastName: [], phone: 123, dateOfBirth: 'not-a-date', gender: 5 },
  { token: {}, newPassword: [] }, { currentPassword: 1, newPassword: 2 },
  { permissions: 'all', department: {}, email: 'new.subadmin@example.in', firstName: 'A', lastName: 'B' },
  { permissions: [{}], department: 5 },
  { name: {}, email: {}, message: [] },
];
const BROKEN_JSON = ['{bad json', '[', '"\\u0000"', '{"__proto__": {"role": "admin"}}'];

type Who = 'guest' | 'customer' | 'admin';
const WRITES: Array<[method: string, path: string, who: Who]> = [
  ['POST', '/auth/register', 'guest'], ['POST', '/auth/verify-email', 'guest'], ['POST', '/auth/resend-verification', 'guest'],
  ['POST', '/auth/login', 'guest'], ['POST', '/auth/forgot-password', 'guest'], ['POST', '/auth/reset-password', 'guest'],
  ['POST', '/auth/change-password', 'customer'], ['PUT', '/auth/profile', 'customer'],
  ['POST', '/admin/subadmins', 'admin'], ['PUT', '/admin/subadmins/abc', 'admin'], ['PUT', '/admin/subadmins/999999', 'admin'],
  ['POST', '/cart', 'customer'], ['PATCH', '/cart/abc', 'customer'], ['PATCH', '/cart/99999999999999999999', 'customer'],
  ['POST', '/cart/apply-coupon', 'customer'], ['POST', '/cart/remove-coupon', 'customer'],
  ['POST', '/wishlist', 'customer'],
  ['POST', '/site-content/enquiries', 'guest'], ['POST', '/newsletter', 'guest'], ['POST', '/newsletter/unsubscribe', 'guest'],
];
const READS = [
  '/products?page=abc&limit=-1&sale=maybe&category[]=x', '/products?limit=100000&page=99999999999', `/products/${'x'.repeat(3000)}`,
  '/products?search=%00%27%22)(*', '/cart/abc', '/wishlist/-1',
];

describeEachDatabase('bad input never causes a server error', (store) => {
  const tokens: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    tokens.customer = (await signedInUser(store())).token;
    tokens.admin = (await signedInUser(store(), { role: 'admin' })).token;
  });

  async function send(method: string, path: string, who: Who, body: string | undefined) {
    const res = await fetch(`${store().baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}) },
      body,
    });
    const text = await res.text();
    return { label: `${method} ${path} ${body?.slice(0, 60)}`, status: res.status, text };
  }

  it('answers every malformed REST write with a 4xx and a message', async () => {
    const failures: string[] = [];
    for (const [method, path, who] of WRITES) {
      for (const body of [...PAYLOADS.map((p) => JSON.stringify(p)), ...BROKEN_JSON]) {
        const { label, status, text } = await send(method, path, who, body);
        if (status >= 500 || status < 400 && status !== 200 && status !== 201) failures.push(`${label} → ${status}`);
        if (status >= 400 && !/"success":false/.test(text)) failures.push(`${label} → ${status} without {success: false}: ${text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd reads and odd GraphQL below 500', async () => {
    for (const path of READS) {
      for (const method of ['GET', 'DELETE']) expect((await send(method, path, 'customer', undefined)).status, `${method} ${path}`).toBeLessThan(500);
    }
    const queries = [
      '{', '[]', '{"query": 5}',
      '{"query":"{ products(limit: 100000) { total } }"}',
      '{"query":"{ product(slug: \\"x\\") { related(limit: -5) { id } } }"}',
      '{"query":"mutation { addToCart(input: {productId: \\"abc\\", quantity: 2147483647}) { itemCount } }"}',
      '{"query":"query($p:Int){ products(page:$p){ total } }","variables":{"p":"x"}}',
    ];
    for (const body of queries) {
      const res = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.customer}` }, body });
      const text = await res.text();
      expect(res.status, body).toBeLessThan(500);
      expect(text, body).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});

import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase } from './harness';

const PRODUCTS = 'query Browse($limit: Int) { products(limit: $limit, filter: {inStock: true}) { total items { slug title } } }';

describeEachDatabase('GraphQL over GET, for CDNs (issue 22)', (store) => {
  const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${store().baseUrl}/graphql?${new URLSearchParams(params)}`, { headers: { accept: 'application/json', ...headers } });
  beforeAll(() => cartFixtures(store()));

  it('a catalogue query is public for CATALOGUE_CACHE_SECONDS with an ETag, and a repeat with If-None-Match is 304', async () => {
    const res = await get({ query: PRODUCTS, variables: JSON.stringify({ limit: 2 }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const body = (await res.json()) as { data: { products: { total: number } } };
    expect(body.data.products.total).toBeGreaterThan(0);
    const again = await get({ query: PRODUCTS, variables: JSON.stringify({ limit: 2 }) }, { 'if-none-match': etag! });
    expect(again.status, JSON.stringify([etag, [...again.headers]])).toBe(304);
  });

  it('by hash too (automatic persisted queries), once the query has been sent with its hash', async () => {
    const hash = createHash('sha256').update(PRODUCTS).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
    const first = await get({ query: PRODUCTS, extensions, variables: '{"limit":1}' });
    expect(first.status).toBe(200);
    const byHash = await get({ extensions, variables: '{"limit":1}' });
    expect(byHash.status).toBe(200);
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=30');
    expect(((await byHash.json()) as { data: { products: { items: unknown[] } } }).data.products.items).toHaveLength(1);
  });

  it('mutations over GET are 405; personal or signed-in queries are private, no-store', async () => {
    const mutation = await get({ query: 'mutation { logout }' });
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get('allow')).toBe('POST');
    const { token } = await signedInUser(store(), {});
    const mine = await get({ query: '{ me { email } }' }, { authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const signedInCatalogue = await get({ query: PRODUCTS }, { authorization: `Bearer ${token}` });
    expect(signedInCatalogue.headers.get('cache-control')).toBe('private, no-store');
    const broken = await get({ query: '{ products(limit: 1) { noSuchField } }' });
    expect(broken.headers.get('cache-control')).toBe('private, no-store');
    const mixed = await get({ query: '{ products(limit: 1) { total } cart { itemCount } }' });
    expect(mixed.headers.get('cache-control')).toBe('private, no-store');
  });
}, { env: { CATALOGUE_CACHE_SECONDS: '30' } });

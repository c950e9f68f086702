import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';

/** The short-lived answer cache for anonymous catalogue reads: hits, misses, and invalidation on writes. */

const LISTING = 'query L($limit: Int) { products(limit: $limit) { total items { slug price } } }';

describeEachDatabase(
  'catalogue answer cache',
  (store) => {
    async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const res = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
      return { cache: res.headers.get('x-catalogue-cache'), body: (await res.json()) as any };
    }
    async function get(path: string) {
      const res = await fetch(`${store().baseUrl}/api${path}`);
      return { status: res.status, cache: res.headers.get('x-catalogue-cache'), body: await res.json() };
    }

    it('seeds a one-product catalogue', async () => {
      const { catalog } = store().services;
      const women = await catalog.createCategory({ slug: 'women', name: 'Women', description: 'Women' });
      await catalog.createProduct({
        slug: 'mulmul-kurta', title: 'Mulmul Kurta', description: 'Soft mulmul.', brand: 'Mulmul Mill', categoryId: women.id, fabric: 'Mulmul', care: 'Hand wash',
        hsnCode: '6204', gstRate: 5, tags: [], images: [],
        variants: [{ sku: 'C-MULMUL-M', size: 'M', color: 'White', colorHex: '#F7F7F4', stock: 5, sellingPrice: 95238, mrp: 149900 }],
      });
    });

    it('answers a repeated anonymous catalogue query from the cache, unchanged', async () => {
      const first = await post(LISTING, { limit: 5 });
      const second = await post(LISTING, { limit: 5 });
      expect(first.cache).toBe('miss');
      expect(second.cache).toBe('hit');
      expect(second.body).toEqual(first.body);
      expect(second.body.data.products.items[0].price).toBe(1000);
      expect((await post(LISTING, { limit: 6 })).cache).toBe('miss');
    });

    it('computes an answer once when many shoppers ask for it at the same moment', async () => {
      const logger = store().dataSource.logger;
      const original = logger.logQuery;
      let counts = 0;
      logger.logQuery = (sql, parameters, runner) => {
        if (/COUNT\(/.test(sql) && /products/.test(sql)) counts += 1;
        return original.call(logger, sql, parameters, runner);
      };
      try {
        const answers = await Promise.all(Array.from({ length: 12 }, () => post(LISTING, { limit: 7 })));
        expect(counts).toBe(1);
        expect(answers.filter((a) => a.cache === 'miss')).toHaveLength(1);
        expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      } finally {
        logger.logQuery = original;
      }
    });

    it('drops cached answers when the catalogue changes', async () => {
      await post(LISTING, { limit: 5 });
      await store().services.catalog.updateVariants([{ sku: 'C-MULMUL-M', sellingPrice: 104762 }]);
      const after = await post(LISTING, { limit: 5 });
      expect(after.cache).toBe('miss');
      expect(after.body.data.products.items[0].price).toBe(1100);
    });

    it('never caches errors, signed-in requests, mutations or queries that read more than the catalogue', async () => {
      await post(LISTING, { limit: 1000 });
      const again = await post(LISTING, { limit: 1000 });
      expect(again.cache).toBe('miss');
      expect(again.body.errors[0].message).toBe('limit must be a whole number from 1 to 60');
      expect((await post(LISTING, { limit: 5 }, { authorization: 'Bearer not-a-token' })).cache).toBeNull();
      expect((await post('{ products { total } health }')).cache).toBeNull();
      expect((await post('mutation { __typename }')).cache).toBeNull();
    });

    it('caches REST catalogue reads by URL, but not a 404', async () => {
      expect((await get('/products?limit=3')).cache).toBe('miss');
      const hit = await get('/products?limit=3');
      expect(hit.cache).toBe('hit');
      expect(hit.body).toMatchObject({ success: true, data: { total: 1 } });
      await get('/products/no-such-product');
      const missing = await get('/products/no-such-product');
      expect(missing).toMatchObject({ status: 404, cache: 'miss', body: { success: false, message: 'Product not found' } });
    });

    it('sends cached answers gzipped to clients that accept it, with an ETag that revalidates', async () => {
      await get('/products?limit=4');
      const gzipped = await fetch(`${store().baseUrl}/api/products?limit=4`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.json()).toMatchObject({ success: true, data: { total: 1 } });
      const plain = await fetch(`${store().baseUrl}/api/products?limit=4`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const etag = plain.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"/);
      const revalidated = await fetch(`${store().baseUrl}/api/products?limit=4`, { headers: { 'if-none-match': etag } });
      expect(revalidated.status).toBe(304);
    });

    it('answers hits at the front door: brotli made once, the same security headers as any answer, 304 on its ETag', async () => {
      const url = `${store().baseUrl}/api/products?limit=8`;
      const miss = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const missBody = await miss.json();
      const hit = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(hit.headers.get('x-catalogue-cache')).toBe('hit');
      expect(hit.headers.get('content-encoding')).toBe('br');
      expect(await hit.json()).toEqual(missBody);
      for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
        expect(hit.headers.get(header), header).toBe(miss.headers.get(header));
        expect(hit.headers.get(header), header).toBeTruthy();
      }
      expect(hit.headers.get('x-powered-by')).toBeNull();
      expect((await fetch(url, { headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers.get('content-encoding')).toBe('gzip');
      expect((await fetch(url, { headers: { 'if-none-match': hit.headers.get('etag')! } })).status).toBe(304);
      const gql = await post(LISTING, { limit: 2 }, { 'accept-encoding': 'br' });
      const gqlHit = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, body: JSON.stringify({ query: LISTING, variables: { limit: 2 } }) });
      expect(gqlHit.headers.get('x-catalogue-cache')).toBe('hit');
      expect(gqlHit.headers.get('content-encoding')).toBe('br');
      expect(await gqlHit.json()).toEqual(gql.body);
    });

    it('hands what it does not answer to the store untouched: a miss after reading its body, a malformed body, a signed-in request', async () => {
      const malformed = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST', status: 400 } }] });
      const scalar = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '42' });
      expect(scalar.status).toBe(400);
      // A mutation read at the door still reaches GraphQL with its body.
      const mutation = await post('mutation { __typename }');
      expect(mutation.body).toEqual({ data: { __typename: 'Mutation' } });
      expect((await post(LISTING, { limit: 2 }, { authorization: 'Bearer x' })).cache).toBeNull();
    });
  },
  { env: { CATALOGUE_CACHE_SECONDS: '30' } },
);

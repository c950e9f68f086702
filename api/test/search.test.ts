import { expect, it } from 'vitest';
import { SUGGEST_LIMIT } from '../src/modules/catalog/search-suggestions';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase, graphql, rest } from './harness';

/** The forgiving search (issue 20) over the seeded demo catalogue: typos, Hinglish, colours, fabrics, categories; suggestions. */

interface Hit {
  title: string;
  slug: string;
  fabric: string;
  tags: string[];
  category: { slug: string; parent: { slug: string } | null };
  variants: Array<{ color: string }>;
}

describeEachDatabase(
  'forgiving search',
  (store) => {
    const search = async (term: string, sort = 'RELEVANCE') => {
      const { body } = await graphql<{ products: { total: number; items: Hit[] } }>(
        store().baseUrl,
        'query S($filter: ProductFilter, $sort: ProductSort) { products(filter: $filter, sort: $sort, limit: 60) { total items { title slug fabric tags category { slug parent { slug } } variants { color } } } }',
        { filter: { search: term }, sort },
      );
      expect(body.errors, term).toBeUndefined();
      return body.data!.products;
    };

    it('"lehnga", "lengha", "chaniya choli" and "ghagra-choli" find the lehengas', async () => {
      const lehengas = await search('lehenga');
      expect(lehengas.total).toBeGreaterThan(5);
      for (const term of ['lehnga', 'lengha', 'lehngas', 'chaniya choli', 'ghagra-choli', 'LEHANGA']) {
        const found = await search(term);
        expect(found.total, term).toBe(lehengas.total);
        expect(found.items.every((p) => p.category.slug === 'women-lehengas'), term).toBe(true);
      }
    });

    it('"red saree": sarees that come in red, whatever the order of the words', async () => {
      const red = await search('red saree');
      expect(red.total).toBeGreaterThan(2);
      for (const p of red.items) {
        expect(p.category.slug).toBe('women-sarees');
        expect(p.variants.some((v) => v.color === 'Red'), p.title).toBe(true);
      }
      const reversed = await search('saree red');
      expect(reversed.items.map((p) => p.slug).sort()).toEqual(red.items.map((p) => p.slug).sort());
      // Hindi for red, and sari for saree.
      expect((await search('lal sari')).total).toBe(red.total);
    });

    it('typos and spellings: bandani, bandhej, kurtha, saare; kurti stays kurti', async () => {
      const bandhani = await search('bandhani');
      expect(bandhani.total).toBeGreaterThan(5);
      expect((await search('bandani')).total).toBe(bandhani.total);
      expect((await search('bandhej')).total).toBe(bandhani.total);
      const kurta = await search('kurta');
      expect((await search('kurtha')).total).toBe(kurta.total);
      const kurti = await search('kurti');
      expect(kurti.total).toBeGreaterThan(0);
      // Names with "Kurti" rank before the rest of the Kurtas & Kurtis category.
      expect(kurti.items[0].title).toMatch(/Kurti/);
      expect((await search('sarees')).total).toBeGreaterThan(10);
      expect((await search('zzqqxx')).total).toBe(0);
    });

    it('"silk kurta men": fabric, product and department together', async () => {
      const found = await search('silk kurta men');
      expect(found.total).toBeGreaterThan(0);
      for (const p of found.items) {
        expect(p.category.parent?.slug ?? p.category.slug, p.title).toBe('men');
        expect(`${p.fabric} ${p.title} ${p.tags.join(' ')}`.toLowerCase(), p.title).toContain('silk');
      }
      expect((await search('men kurta silk')).total).toBe(found.total);
    });

    it('the REST listing searches the same way', async () => {
      const { status, body } = await rest(store().baseUrl, 'GET', `/products?search=${encodeURIComponent('lehnga')}&limit=60`);
      expect(status).toBe(200);
      expect(body.data.total).toBe((await search('lehenga')).total);
    });

    it('GET /api/search/suggest: a few products and categories while typing', async () => {
      const { status, body } = await rest(store().baseUrl, 'GET', `/search/suggest?q=${encodeURIComponent('lehn')}`);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      const { products, categories } = body.data;
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(6);
      for (const p of products) {
        expect(Object.keys(p).sort()).toEqual(['image', 'mrp', 'name', 'price', 'slug']);
        expect(p.name).toMatch(/Lehenga/);
        expect(typeof p.price).toBe('number');
        expect(p.image).toMatch(/^\/media\//);
      }
      expect(categories).toEqual([{ slug: 'women-lehengas', name: 'Lehengas' }]);
      const men = await rest(store().baseUrl, 'GET', `/search/suggest?q=${encodeURIComponent('kurta men')}`);
      expect(men.body.data.categories[0].slug).toBe('men-kurtas');
    });

    it('suggest: blank or symbol-only q is an empty answer; a missing or too long q is a 400 with a reason', async () => {
      for (const q of ['', '   ', '***', 'the']) {
        const { status, body } = await rest(store().baseUrl, 'GET', `/search/suggest?q=${encodeURIComponent(q)}`);
        expect(status, q).toBe(200);
        expect(body.data, q).toEqual({ products: [], categories: [] });
      }
      const long = await rest(store().baseUrl, 'GET', `/search/suggest?q=${'x'.repeat(101)}`);
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ success: false, message: 'Search terms can be at most 100 characters' });
      const twice = await rest(store().baseUrl, 'GET', '/search/suggest?q=a&q=b');
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe('q must be given once');
      const none = await rest(store().baseUrl, 'GET', '/search/suggest');
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual({ products: [], categories: [] });
    });

    it('suggestions are limited per client address (REST and GraphQL together): 429 with a clear message past the limit; another address is not held up', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < SUGGEST_LIMIT.points; i++) {
        const res = i % 2 === 0
          ? await restCall(store().baseUrl, 'GET', `/search/suggest?q=${encodeURIComponent(`kurta ${i}`)}`, undefined, { ip })
          : await gqlCall(store().baseUrl, 'query Q($q: String!) { searchSuggestions(q: $q) { categories { slug } } }', { q: `saree ${i}` }, { ip });
        statuses.push(res.status);
      }
      expect(statuses.every((st) => st === 200)).toBe(true);
      const over = await restCall(store().baseUrl, 'GET', '/search/suggest?q=lehenga', undefined, { ip });
      expect(over).toMatchObject({ status: 429, body: { success: false, message: 'Too many searches from your connection. Please wait a minute and try again.' } });
      const overGql = await gqlCall(store().baseUrl, 'query Q($q: String!) { searchSuggestions(q: $q) { categories { slug } } }', { q: 'lehenga' }, { ip });
      expect(overGql.body.errors?.[0]).toMatchObject({ message: 'Too many searches from your connection. Please wait a minute and try again.', extensions: { status: 429 } });
      // An empty box asks nothing and costs nothing; another address is answered.
      expect((await restCall(store().baseUrl, 'GET', '/search/suggest?q=', undefined, { ip })).status).toBe(200);
      expect((await restCall(store().baseUrl, 'GET', '/search/suggest?q=lehenga', undefined, { ip: freshIp() })).status).toBe(200);
    });

    it('GraphQL searchSuggestions answers the same', async () => {
      const { body } = await graphql<{ searchSuggestions: { products: Array<{ name: string; slug: string; price: number; image: string | null }>; categories: Array<{ slug: string; name: string }> } }>(
        store().baseUrl,
        'query Q($q: String!) { searchSuggestions(q: $q) { products { name slug price mrp image } categories { slug name } } }',
        { q: 'red saree' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.searchSuggestions.products.length).toBeGreaterThan(0);
      expect(body.data!.searchSuggestions.products.every((p) => /Saree/.test(p.name))).toBe(true);
      const tooLong = await graphql(store().baseUrl, 'query Q($q: String!) { searchSuggestions(q: $q) { products { slug } } }', { q: 'x'.repeat(101) });
      expect(tooLong.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    });
  },
  { seed: true },
);

import { expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { restCall } from './client';
import { describeEachDatabase } from './harness';

/** Suggestions and size charts ride the catalogue's answer cache (issue 20): repeated asks are hits; a chart saved shows at once. */

describeEachDatabase(
  'suggestions and size charts in the answer cache',
  (store) => {
    const get = async (path: string) => {
      const res = await fetch(`${store().baseUrl}${path}`);
      return { cache: res.headers.get('x-catalogue-cache'), body: (await res.json()) as any };
    };
    const post = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return { cache: res.headers.get('x-catalogue-cache'), body: (await res.json()) as any };
    };

    it('GET /api/search/suggest and GraphQL searchSuggestions are answered from the cache the second time', async () => {
      const first = await get('/api/search/suggest?q=lehn');
      expect(first.cache).not.toBe('hit');
      const second = await get('/api/search/suggest?q=lehn');
      expect(second.cache).toBe('hit');
      expect(second.body).toEqual(first.body);
      const query = 'query SearchSuggestions($q: String!) { searchSuggestions(q: $q) { products { slug } categories { slug } } }';
      expect((await post(query, { q: 'red saree' })).cache).not.toBe('hit');
      const again = await post(query, { q: 'red saree' });
      expect(again.cache).toBe('hit');
      expect(again.body.data.searchSuggestions.products.length).toBeGreaterThan(0);
    });

    it("a saved size chart shows on the product's cached answer at once", async () => {
      const listing = await get('/api/products?category=women-dupattas&limit=1');
      const slug = listing.body.data.items[0].slug as string;
      expect((await get(`/api/products/${slug}`)).body.data.sizeChart).toBeNull();
      expect((await get(`/api/products/${slug}`)).cache).toBe('hit');
      const staff = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' });
      const categoryId = listing.body.data.items[0].category._id as string;
      const saved = await restCall(store().baseUrl, 'PUT', `/admin/size-charts/${categoryId}`, { columns: [{ label: 'Length', unit: 'cm' }], rows: [{ size: 'Free Size', values: [225] }] }, { token: staff.token });
      expect(saved.status).toBe(200);
      const after = await get(`/api/products/${slug}`);
      expect(after.cache).not.toBe('hit');
      expect(after.body.data.sizeChart.rows).toEqual([{ size: 'Free Size', values: [225] }]);
    });
  },
  { seed: true, env: { CATALOGUE_CACHE_SECONDS: '30' } },
);

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';

/**
 * The catalogue answer cache under a flood of junk: keys only on the operation and the variables it
 * declares, stays within CATALOGUE_CACHE_MB, sweeps expired answers, and the store keeps answering.
 */
const LISTING = 'query L($limit: Int, $filter: ProductFilter) { products(limit: $limit, filter: $filter) { total items { slug price } } }';
const BUDGET_MB = 1;

describeEachDatabase(
  'catalogue answer cache memory',
  (store) => {
    const cache = () => store().answers;
    async function post(variables: Record<string, unknown>, query = LISTING) {
      const res = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return { status: res.status, cache: res.headers.get('x-catalogue-cache'), body: (await res.json()) as { data?: { products: { total: number } } } };
    }
    /** Send `n` requests, `width` at a time. */
    async function flood<T>(n: number, width: number, send: (i: number) => Promise<T>): Promise<T[]> {
      const out: T[] = [];
      for (let i = 0; i < n; i += width) out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, j) => send(i + j)))));
      return out;
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

    it('ignores variables the operation does not declare: 300 requests with 200 KB of junk each make one entry', async () => {
      cache().clear();
      const junk = 'j'.repeat(200 * 1024);
      const answers = await flood(300, 20, (i) => post({ limit: 5, [`junk${i}`]: junk }));
      expect(answers.every((a) => a.status === 200 && a.body.data?.products.total === 1)).toBe(true);
      expect(answers.filter((a) => a.cache === 'hit').length).toBeGreaterThan(250);
      expect(cache().size).toBe(1);
      expect(cache().bytes).toBeLessThan(4096);
    });

    it(`stays within its byte budget (${BUDGET_MB} MB) under 600 distinct junk requests, and keeps answering`, async () => {
      cache().clear();
      const budget = BUDGET_MB * 1024 * 1024;
      let highest = 0;
      await flood(600, 20, async (i) => {
        // Junk where the cache must key: 7 KB of comment in the query text, and a declared variable different every time.
        const query = `# ${i} ${'z'.repeat(7000)}\n${LISTING}`;
        const answer = await post({ limit: 5, filter: { minPrice: i, search: `kurta ${'y'.repeat(90)}`.slice(0, 100) } }, query);
        highest = Math.max(highest, cache().bytes);
        expect(answer.status).toBe(200);
        return answer;
      });
      // REST reads too: junk query strings, each a distinct URL.
      await flood(400, 20, async (i) => {
        const res = await fetch(`${store().baseUrl}/api/products?limit=5&junk=${i}-${'q'.repeat(1800)}`);
        highest = Math.max(highest, cache().bytes);
        expect(res.status).toBe(200);
      });
      expect(highest).toBeLessThanOrEqual(budget);
      expect(cache().bytes).toBeLessThanOrEqual(budget);
      expect(cache().size).toBeGreaterThan(100);
      // The storefront's own pages still cache and answer.
      expect((await post({ limit: 5 })).cache).toBe('miss');
      const again = await post({ limit: 5 });
      expect(again.cache).toBe('hit');
      expect(again.body.data?.products.total).toBe(1);
    });

    it('keeps nothing of a junk operationName: 300 requests naming a 200 KB operation leave the heap as it was', async () => {
      cache().clear();
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const heap = () => {
        gc();
        return process.memoryUsage().heapUsed;
      };
      const before = heap();
      const answers = await flood(300, 10, async (i) => {
        const res = await fetch(`${store().baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: LISTING, operationName: `J${i}${'j'.repeat(200 * 1024)}`, variables: { limit: 5 } }),
        });
        await res.arrayBuffer();
        return res.status;
      });
      expect(answers.every((status) => status < 500)).toBe(true);
      const grown = heap() - before;
      console.info(`heap after 300 junk operation names: ${(grown / 1024 / 1024).toFixed(1)} MB more`);
      expect(grown).toBeLessThan(20 * 1024 * 1024);
      expect(cache().size).toBe(0);
      // A real operation name still caches.
      const named = () => fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: LISTING, operationName: 'L', variables: { limit: 5 } }) });
      expect((await named()).headers.get('x-catalogue-cache')).toBe('miss');
      expect((await named()).headers.get('x-catalogue-cache')).toBe('hit');
    });

    it('keys an omitted variable apart from an explicit null (its declared default applies), and reads only the request\'s own variables', async () => {
      cache().clear();
      // `constructor` is a name every object inherits: an omitted one must not read Object's.
      for (const name of ['filter', 'constructor']) {
        const query = `query D($${name}: ProductFilter = { search: "no such product" }) { products(limit: 5, filter: $${name}) { total } }`;
        const omitted = await post({}, query);
        expect(omitted.body.data?.products.total, name).toBe(0);
        const explicitNull = await post({ [name]: null }, query);
        expect(explicitNull.cache, name).toBe('miss');
        expect(explicitNull.body.data?.products.total, name).toBe(1);
        expect((await post({}, query)).body.data?.products.total, name).toBe(0);
      }
    });

    it('does not key on declared variables too long for any real page (answered, not kept)', async () => {
      cache().clear();
      // 600 copies of one colour: a valid filter (duplicates fold), but no page ever sends it.
      const answer = await post({ limit: 5, filter: { colors: Array.from({ length: 600 }, () => 'White') } });
      expect(answer.status).toBe(200);
      expect(answer.body.data?.products.total).toBe(1);
      expect(cache().size).toBe(0);
    });
  },
  { env: { CATALOGUE_CACHE_SECONDS: '60', CATALOGUE_CACHE_MB: String(BUDGET_MB) } },
);

describeEachDatabase(
  'catalogue answer cache sweeping',
  (store) => {
    it('sweeps expired answers as new ones arrive', async () => {
      const answers = store().answers;
      const post = (limit: number) =>
        fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: LISTING, variables: { limit } }) }).then((r) => r.json() as Promise<{ data?: unknown }>);
      for (let limit = 1; limit <= 30; limit++) expect((await post(limit)).data).toBeDefined();
      expect(answers.size).toBe(30);
      await new Promise((r) => setTimeout(r, 1100));
      await post(31);
      expect(answers.size).toBe(1);
    });
  },
  { env: { CATALOGUE_CACHE_SECONDS: '1' } },
);

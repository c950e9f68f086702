import { expect, it } from 'vitest';
import { catalogSeeder } from '../src/modules/catalog/catalog.seed';
import { describeEachDatabase, graphql, rest } from './harness';

/** The shop's listing, product page, categories and collections, over the seeded demo catalogue. */

const CARD = `id slug title brand price mrp sellingPrice percentOff onSale inStock isNew salesCount createdAt
  category { slug name parent { slug } }
  images { id url srcSet alt width height color }
  variants { id sku size color colorHex stock inStock mrp sellingPrice price }
  sizes colors { name hex }`;

const LIST = `query List($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int) {
  products(filter: $filter, sort: $sort, page: $page, limit: $limit) { total page limit pageCount items { ${CARD} } }
}`;

interface Card {
  id: string;
  slug: string;
  title: string;
  price: number;
  mrp: number;
  sellingPrice: number;
  percentOff: number;
  onSale: boolean;
  inStock: boolean;
  salesCount: number;
  createdAt: string;
  category: { slug: string; parent: { slug: string } | null };
  images: Array<{ url: string; srcSet: string; width: number; height: number }>;
  variants: Array<{ sku: string; size: string; color: string; stock: number; inStock: boolean; price: number; mrp: number }>;
  sizes: string[];
  colors: Array<{ name: string; hex: string }>;
}
interface Page {
  total: number;
  page: number;
  limit: number;
  pageCount: number;
  items: Card[];
}

describeEachDatabase(
  'catalogue API',
  (store) => {
    const list = async (variables: Record<string, unknown>): Promise<Page> => {
      const { body } = await graphql<{ products: Page }>(store().baseUrl, LIST, variables);
      expect(body.errors).toBeUndefined();
      return body.data!.products;
    };
    const all = async (filter: Record<string, unknown> = {}, sort = 'NEWEST'): Promise<Card[]> => {
      const cards: Card[] = [];
      for (let page = 1; ; page++) {
        const result = await list({ filter, sort, page, limit: 60 });
        cards.push(...result.items);
        if (page >= result.pageCount) return cards;
      }
    };

    it('lists a seeded catalogue of at least 200 products across the four departments', async () => {
      const everything = await all();
      expect(everything.length).toBeGreaterThanOrEqual(200);
      const departments = new Set(everything.map((p) => p.category.parent?.slug));
      expect([...departments].sort()).toEqual(['accessories', 'men', 'plus-size', 'women']);
      for (const p of everything) {
        expect(p.images.length).toBeGreaterThan(0);
        expect(p.variants.length).toBeGreaterThan(0);
        expect(p.mrp).toBeGreaterThanOrEqual(p.price);
      }
      expect(everything.some((p) => !p.inStock)).toBe(true);
      expect(everything.filter((p) => p.onSale).length).toBeGreaterThan(everything.length / 3);
    });

    it('seeding again leaves the catalogue as it is', async () => {
      const before = (await list({})).total;
      expect(await catalogSeeder.run(store().services, { images: false })).toBe('already has products, left as is');
      expect((await list({})).total).toBe(before);
    });

    it('every seeded product names its maker, origin and net quantity on its page (Legal Metrology rule 6(10))', async () => {
      const slug = (await list({ limit: 1 })).items[0].slug;
      const { body } = await graphql(store().baseUrl, 'query ($slug: String!) { product(slug: $slug) { countryOfOrigin manufacturer importer netQuantity } }', { slug });
      expect(body.data.product).toEqual({ countryOfOrigin: 'India', manufacturer: 'Kapda Fashions, 3rd Floor, Shree Rajhans Textile Market, Ring Road, Salabatpura, Surat, Gujarat 395002', importer: '', netQuantity: '1 N' });
    });

    it('filters by department (subcategories included) and by subcategory', async () => {
      const women = await list({ filter: { category: 'women' }, limit: 60 });
      const sarees = await all({ category: 'women-sarees' });
      expect(sarees.length).toBeGreaterThan(10);
      expect(sarees.every((p) => p.category.slug === 'women-sarees')).toBe(true);
      expect(sarees.every((p) => p.sizes.join() === 'Free Size')).toBe(true);
      const womenAll = await all({ category: 'women' });
      expect(womenAll).toHaveLength(women.total);
      expect(womenAll.every((p) => p.category.parent?.slug === 'women')).toBe(true);
      expect(womenAll.map((p) => p.slug)).toEqual(expect.arrayContaining(sarees.map((p) => p.slug)));
      expect((await list({ filter: { category: 'no-such-category' } })).total).toBe(0);
    });

    it('plus size comes in 3XL–6XL', async () => {
      const plus = await all({ category: 'plus-size' });
      expect(plus.length).toBeGreaterThan(10);
      for (const p of plus) expect(p.sizes.every((s) => ['3XL', '4XL', '5XL', '6XL'].includes(s))).toBe(true);
    });

    it('filters sale, stock, sizes, colours and price range together', async () => {
      const onSale = await all({ sale: true });
      expect(onSale.length).toBeGreaterThan(0);
      expect(onSale.every((p) => p.onSale && p.percentOff > 0 && p.price < p.mrp)).toBe(true);
      const fullPrice = await all({ sale: false });
      expect(fullPrice.every((p) => !p.onSale && p.percentOff === 0)).toBe(true);
      expect(onSale.length + fullPrice.length).toBe((await list({})).total);

      const inStock = await all({ inStock: true });
      expect(inStock.every((p) => p.inStock && p.variants.some((v) => v.stock > 0))).toBe(true);

      const filter = { sizes: ['M'], colors: ['Maroon'], minPrice: 500, maxPrice: 5000, inStock: true };
      const narrowed = await all(filter);
      expect(narrowed.length).toBeGreaterThan(0);
      for (const p of narrowed) {
        expect(p.price).toBeGreaterThanOrEqual(500);
        expect(p.price).toBeLessThanOrEqual(5000);
        expect(p.variants.some((v) => v.size === 'M' && v.color === 'Maroon' && v.stock > 0)).toBe(true);
      }
      // Nothing that matches was left out: compare with a filter done by hand over the whole shop.
      const byHand = (await all()).filter(
        (p) => p.inStock && p.price >= 500 && p.price <= 5000 && p.variants.some((v) => v.size === 'M' && v.color === 'Maroon' && v.stock > 0),
      );
      expect(narrowed.map((p) => p.slug).sort()).toEqual(byHand.map((p) => p.slug).sort());
    });

    it('sorts newest, price up, price down and most popular', async () => {
      const isSorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]) * dir >= 0);
      const newest = await all({}, 'NEWEST');
      expect(isSorted(newest.map((p) => Date.parse(p.createdAt)), -1)).toBe(true);
      expect(isSorted((await all({ category: 'men' }, 'PRICE_ASC')).map((p) => p.price), 1)).toBe(true);
      expect(isSorted((await all({ category: 'men' }, 'PRICE_DESC')).map((p) => p.price), -1)).toBe(true);
      expect(isSorted((await all({ category: 'women' }, 'POPULAR')).map((p) => p.salesCount), -1)).toBe(true);
    });

    it('pages with a total count, without overlap, and answers an empty page past the end', async () => {
      const first = await list({ filter: { category: 'women' }, page: 1, limit: 7 });
      const second = await list({ filter: { category: 'women' }, page: 2, limit: 7 });
      expect(first.items).toHaveLength(7);
      expect(second.total).toBe(first.total);
      expect(first.pageCount).toBe(Math.ceil(first.total / 7));
      expect(second.page).toBe(2);
      expect(second.items.some((p) => first.items.some((q) => q.id === p.id))).toBe(false);
      const beyond = await list({ filter: { category: 'women' }, page: first.pageCount + 1, limit: 7 });
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('searches the full-text index: words, plurals, prefixes, several words', async () => {
      const search = async (term: string, sort = 'RELEVANCE') => {
        const { body } = await graphql<{ products: { total: number; items: Array<{ title: string; description: string; brand: string; tags: string[]; category: { slug: string } }> } }>(
          store().baseUrl,
          'query S($filter: ProductFilter, $sort: ProductSort) { products(filter: $filter, sort: $sort, limit: 60) { total items { title description brand tags category { slug } } } }',
          { filter: { search: term }, sort },
        );
        expect(body.errors).toBeUndefined();
        return body.data!.products;
      };
      // Every hit has every word (as a word prefix) in its title, description, brand or tags.
      const mentions = (p: { title: string; description: string; brand: string; tags: string[] }, stem: string) =>
        new RegExp(`\\b${stem}`, 'i').test([p.title, p.description, p.brand, ...p.tags].join(' '));

      const banarasi = await search('banarasi');
      expect(banarasi.items.some((p) => p.category.slug === 'women-sarees' && /Banarasi/.test(p.title))).toBe(true);
      expect(banarasi.items.every((p) => mentions(p, 'banarasi'))).toBe(true);

      const sarees = await search('Sarees');
      expect(sarees.total).toBeGreaterThan(10);
      expect(sarees.items.every((p) => mentions(p, 'saree'))).toBe(true);

      const bandhaniSilk = await search('bandhani silk saree');
      expect(bandhaniSilk.total).toBeGreaterThan(0);
      expect(bandhaniSilk.items.every((p) => ['bandhani', 'silk', 'saree'].every((w) => mentions(p, w)))).toBe(true);
      expect(bandhaniSilk.total).toBeLessThan(sarees.total);

      expect((await search('banar')).total).toBeGreaterThanOrEqual(banarasi.total);
      expect((await search('kurta for women')).total).toBeGreaterThan(0);
      expect((await search('zzqqxx')).total).toBe(0);
      // Blank search is no search.
      expect((await search('   ', 'NEWEST')).total).toBe((await list({})).total);
    });

    it('search text cannot break the query: quotes, operators and asterisks are plain input', async () => {
      for (const search of ['"banarasi', 'ban*', '*', '"', "'; DROP TABLE products; --", 'silk -saree +(kurta) NEAR/2 "x" OR AND', '\\', '%_%', 'a'.repeat(100)]) {
        const { status, body } = await graphql(store().baseUrl, LIST, { filter: { search } });
        expect(status, search).toBe(200);
        expect(body.errors, search).toBeUndefined();
      }
      const quoted = await list({ filter: { search: '"Banarasi" silk*' } });
      expect(quoted.total).toBeGreaterThan(0);
      const tooLong = await graphql(store().baseUrl, LIST, { filter: { search: 'x'.repeat(101) } });
      expect(tooLong.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    });

    it('rejects bad listing input with a clear 400-style error', async () => {
      for (const [variables, message] of [
        [{ limit: 1000 }, 'limit must be a whole number from 1 to 60'],
        [{ limit: 0 }, 'limit must be a whole number from 1 to 60'],
        [{ page: 0 }, 'page must be a whole number from 1 to 10000'],
        [{ filter: { minPrice: 900, maxPrice: 100 } }, 'minPrice cannot be more than maxPrice'],
        [{ filter: { minPrice: -5 } }, 'minPrice must be a price in rupees from 0'],
      ] as const) {
        const { body } = await graphql(store().baseUrl, LIST, variables);
        expect(body.errors?.[0].message).toBe(message);
        expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
      }
      const badSort = await graphql(store().baseUrl, LIST, { sort: 'CHEAPEST' });
      expect(badSort.status).toBe(400);
      expect(badSort.body.errors?.[0].message).toMatch(/ProductSort/);
    });

    it('shows a product page with variants, pictures and related products from its category', async () => {
      const [first] = (await list({ filter: { category: 'women-sarees' }, limit: 1 })).items;
      const { body } = await graphql(
        store().baseUrl,
        `query P($slug: String!) { product(slug: $slug) { ${CARD} description fabric care hsnCode gstRate tags related(limit: 4) { id slug category { slug } } } }`,
        { slug: first.slug },
      );
      const product = body.data.product;
      expect(product.slug).toBe(first.slug);
      expect(product.hsnCode).toMatch(/^\d{4}$/);
      expect([5, 18]).toContain(product.gstRate);
      expect(product.description.length).toBeGreaterThan(60);
      for (const v of product.variants) {
        expect(v.mrp).toBeGreaterThanOrEqual(v.price);
        expect(v.inStock).toBe(v.stock > 0);
      }
      expect(product.images[0].url).toMatch(/^\/media\/products\/.+-640\.webp$/);
      expect(product.images[0].srcSet).toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-1024\.webp 1024w$/);
      expect(product.images[0]).toMatchObject({ width: 1024, height: 1280 });
      expect(product.related).toHaveLength(4);
      expect(product.related.every((r: Card) => r.category.slug === 'women-sarees' && r.id !== product.id)).toBe(true);
      const unknown = await graphql(store().baseUrl, '{ product(slug: "no-such-thing") { id } }');
      expect(unknown.body).toEqual({ data: { product: null } });
    });

    it('answers the category tree: four departments with their subcategories and counts', async () => {
      const { body } = await graphql(store().baseUrl, '{ categories { slug name productCount parent { slug } children { slug productCount parent { slug } children { slug } } } }');
      const tree = body.data.categories as Array<{ slug: string; productCount: number; parent: null; children: Array<{ slug: string; productCount: number; parent: { slug: string } }> }>;
      expect(tree.map((c) => c.slug)).toEqual(['women', 'men', 'plus-size', 'accessories']);
      for (const department of tree) {
        expect(department.parent).toBeNull();
        expect(department.children.length).toBeGreaterThan(2);
        expect(department.children.every((c) => c.parent.slug === department.slug && c.slug.startsWith(department.slug))).toBe(true);
        expect(department.productCount).toBe(department.children.reduce((n, c) => n + c.productCount, 0));
        expect(department.productCount).toBe((await list({ filter: { category: department.slug }, limit: 1 })).total);
      }
      expect(tree[0].children.map((c) => c.slug)).toEqual(expect.arrayContaining(['women-kurtas', 'women-sarees', 'women-lehengas', 'women-dupattas']));
    });

    it('answers at least six collections, each by id or slug, in order', async () => {
      const { body } = await graphql(store().baseUrl, '{ collections { id slug title description image productCount products(limit: 5) { id price } } }');
      const collections = body.data.collections as Array<{ id: string; slug: string; productCount: number; image: string; products: Array<{ id: string; price: number }> }>;
      expect(collections.length).toBeGreaterThanOrEqual(6);
      expect(collections.map((c) => c.slug)).toEqual(expect.arrayContaining(['festive-edit', 'wedding-season', 'summer-cottons', 'office-wear', 'surat-silks', 'under-999']));
      for (const c of collections) {
        expect(c.productCount).toBeGreaterThan(5);
        expect(c.products).toHaveLength(5);
        expect(c.image).toMatch(/^\/media\//);
      }
      const under999 = collections.find((c) => c.slug === 'under-999')!;
      const byId = await graphql(store().baseUrl, 'query C($id: ID!) { collection(id: $id) { slug productCount products(limit: 60) { price } } }', { id: under999.id });
      const bySlug = await graphql(store().baseUrl, 'query C($id: ID!) { collection(id: $id) { slug productCount products(limit: 60) { price } } }', { id: 'under-999' });
      expect(byId.body.data.collection).toEqual(bySlug.body.data.collection);
      expect(byId.body.data.collection.products.every((p: { price: number }) => p.price <= 999)).toBe(true);
      const listed = await all({ collection: 'under-999' });
      expect(listed).toHaveLength(under999.productCount);
      expect((await all({ collection: under999.id })).length).toBe(under999.productCount);
      expect((await graphql(store().baseUrl, '{ collection(id: "nope") { id } }')).body.data.collection).toBeNull();
    });

    it('derives new arrivals (newest first) and best sellers (most sold first)', async () => {
      const { body } = await graphql(store().baseUrl, '{ newArrivals(limit: 12) { id createdAt isNew } bestSellers(limit: 12) { id salesCount } }');
      const newest = await list({ sort: 'NEWEST', limit: 12 });
      expect(body.data.newArrivals.map((p: Card) => p.id)).toEqual(newest.items.map((p) => p.id));
      expect(body.data.newArrivals[0].isNew).toBe(true);
      const popular = await list({ sort: 'POPULAR', limit: 12 });
      expect(body.data.bestSellers.map((p: Card) => p.id)).toEqual(popular.items.map((p) => p.id));
      const sales = body.data.bestSellers.map((p: Card) => p.salesCount);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
    });

    it('answers facets for a listing: sizes in shop order, colours, price range', async () => {
      const { body } = await graphql(store().baseUrl, 'query F($filter: ProductFilter) { productFacets(filter: $filter) { sizes colors { name hex } price { min max } } }', {
        filter: { category: 'women', sizes: ['M'] },
      });
      const facets = body.data.productFacets;
      expect(facets.sizes.slice(0, 6)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
      expect(facets.colors.length).toBeGreaterThan(5);
      expect(facets.colors.every((c: { hex: string }) => /^#[0-9A-F]{6}$/i.test(c.hex))).toBe(true);
      const cheapest = await list({ filter: { category: 'women' }, sort: 'PRICE_ASC', limit: 1 });
      expect(facets.price.min).toBe(cheapest.items[0].price);
      expect(facets.price.max).toBeGreaterThan(facets.price.min);
    });

    it('REST: GET /api/products answers {success, data: {items, total, page, limit}} with the shared filters', async () => {
      const { status, body } = await rest(store().baseUrl, 'GET', '/products?category=women&sale=true&page=2&limit=5');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ page: 2, limit: 5, total: (await list({ filter: { category: 'women', sale: true } })).total });
      expect(body.data.items).toHaveLength(5);
      const item = body.data.items[0];
      // A listing sends what a product card shows; the variants and the page's text come with the product.
      for (const key of ['_id', 'slug', 'title', 'brand', 'price', 'mrp', 'sellingPrice', 'percentOff', 'onSale', 'inStock', 'isNew', 'gstRate', 'category', 'image', 'images', 'sizes', 'colors']) expect(item).toHaveProperty(key);
      for (const key of ['variants', 'description', 'care', 'tags', 'manufacturer']) expect(item).not.toHaveProperty(key);
      expect(item.onSale).toBe(true);
      expect(item.images[0].url).toMatch(/^\/media\//);
      expect(item.colors[0]).toEqual({ name: expect.any(String), hex: expect.stringMatching(/^#/) });
      const search = await rest(store().baseUrl, 'GET', `/products?search=${encodeURIComponent('banarasi saree')}&limit=60`);
      expect(search.body.data.items.length).toBeGreaterThan(0);
      const collection = await rest(store().baseUrl, 'GET', '/products?collection=festive-edit&limit=60');
      expect(collection.body.data.total).toBe((await list({ filter: { collection: 'festive-edit' } })).total);
    });

    it('REST: GET /api/products/{slug} answers the product; an unknown slug is a 404', async () => {
      const [first] = (await list({ limit: 1 })).items;
      const { status, body } = await rest(store().baseUrl, 'GET', `/products/${first.slug}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ _id: first.id, slug: first.slug, title: first.title, price: first.price, mrp: first.mrp, sellingPrice: first.sellingPrice });
      expect(body.data.variants).toHaveLength(first.variants.length);
      expect(body.data.variants[0]).toMatchObject({ sku: first.variants[0].sku, stock: first.variants[0].stock, mrp: first.variants[0].mrp });
      const missing = await rest(store().baseUrl, 'GET', '/products/no-such-product');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, message: 'Product not found' });
    });

    it('REST: bad listing input is a 400 with the same message GraphQL gives', async () => {
      for (const [query, message] of [
        ['page=0', 'page must be a whole number from 1 to 10000'],
        ['page=abc', 'page must be a whole number from 1 to 10000'],
        ['limit=1000', 'limit must be a whole number from 1 to 60'],
        ['sale=maybe', 'sale must be true or false'],
        ['sort=cheapest', 'sort must be one of NEWEST, PRICE_ASC, PRICE_DESC, POPULAR, RELEVANCE'],
        ['minPrice=100&maxPrice=5', 'minPrice cannot be more than maxPrice'],
        ['page=1&page=2', 'page must be given once'],
      ]) {
        const { status, body } = await rest(store().baseUrl, 'GET', `/products?${query}`);
        expect(status, query).toBe(400);
        expect(body, query).toMatchObject({ success: false, message });
      }
    });
  },
  { seed: true },
);

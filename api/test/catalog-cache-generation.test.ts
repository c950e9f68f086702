import { expect, it } from 'vitest';
import { CatalogAnswerCache } from '../src/http/catalog-cache';
import { graphqlRouter } from '../src/graphql/server';
import { describeEachDatabase } from './harness';

/**
 * An answer computed from reads made before a catalogue write, and finished after it, is sent to the
 * shopper who asked but never kept: the write's clear() bumps the cache's generation, and a store of
 * an answer whose computation started in an older generation is refused. (Without it the stale answer
 * would be served to everyone for CATALOGUE_CACHE_SECONDS.) REST, POST /graphql and the server
 * renderer's in-process GraphQL; the rendered page itself is tested in http/storefront-render.test.ts.
 */

/** Replace `object[name]` with a version that reads as before, then waits until the test lets it answer. */
function holdAfterRead<T extends object>(object: T, name: keyof T & string) {
  const original = (object as Record<string, (...args: unknown[]) => Promise<unknown>>)[name].bind(object);
  let read!: () => void;
  let release!: () => void;
  const hasRead = new Promise<void>((resolve) => (read = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  let once = true;
  (object as Record<string, unknown>)[name] = async (...args: unknown[]) => {
    const answer = await original(...args);
    if (once) {
      once = false;
      read();
      await gate;
    }
    return answer;
  };
  return { hasRead, release, restore: () => ((object as Record<string, unknown>)[name] = original) };
}

describeEachDatabase(
  'catalogue answer cache: a write during a slow read',
  (store, kind) => {
    const sku = `GEN-${kind}-M`;
    let slug = '';
    let price = 1000;
    const reprice = async () => {
      price += 100;
      // A real write through the catalogue service: it announces the change, which clears the answer cache.
      await store().services.catalog.updateVariants([{ sku, sellingPrice: Math.round((price * 100) / 1.05) }]);
    };

    it('seeds one product', async () => {
      const { catalog } = store().services;
      const women = await catalog.createCategory({ slug: `gen-${kind}`, name: 'Women', description: 'Women' });
      slug = `gen-kurta-${kind}`;
      await catalog.createProduct({
        slug, title: 'Generation Kurta', description: 'Soft.', brand: 'Kapda', categoryId: women.id, fabric: 'Cotton', care: 'Hand wash',
        hsnCode: '6204', gstRate: 5, tags: [], images: [],
        variants: [{ sku, size: 'M', color: 'White', colorHex: '#F7F7F4', stock: 5, sellingPrice: Math.round((price * 100) / 1.05), mrp: 149900 }],
      });
    });

    it('REST: the listing read before a write is answered but not kept; the next asker gets the new price', async () => {
      const url = `${store().baseUrl}/api/products?limit=1&gen=rest`;
      const held = holdAfterRead(store().services.catalog, 'productCardsByIds');
      try {
        const asked = fetch(url).then(async (r) => ({ cache: r.headers.get('x-catalogue-cache'), body: (await r.json()) as any }));
        await held.hasRead;
        const before = price;
        await reprice();
        held.release();
        const slow = await asked;
        expect(slow.cache).toBe('miss');
        expect(slow.body.data.items[0].price).toBe(before);
      } finally {
        held.restore();
      }
      const next = await fetch(url);
      expect(next.headers.get('x-catalogue-cache')).toBe('miss');
      expect(((await next.json()) as any).data.items[0].price).toBe(price);
      expect((await fetch(url)).headers.get('x-catalogue-cache')).toBe('hit');
    });

    it('POST /graphql: the same for an anonymous GraphQL listing', async () => {
      const post = () =>
        fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(limit: 1) { items { price } } }' }) })
          .then(async (r) => ({ cache: r.headers.get('x-catalogue-cache'), body: (await r.json()) as any }));
      const held = holdAfterRead(store().services.catalog, 'listProducts');
      try {
        const asked = post();
        await held.hasRead;
        const before = price;
        await reprice();
        held.release();
        const slow = await asked;
        expect(slow.cache).toBe('miss');
        expect(slow.body.data.products.items[0].price).toBe(before);
      } finally {
        held.restore();
      }
      const next = await post();
      expect(next.cache).toBe('miss');
      expect(next.body.data.products.items[0].price).toBe(price);
      expect((await post()).cache).toBe('hit');
    });

    it("the server renderer's in-process GraphQL: an answer read before a write is not kept", async () => {
      const answers = new CatalogAnswerCache(60);
      store().services.catalog.onChange(() => answers.clear());
      const router = await graphqlRouter(store().services, answers);
      const body = { query: 'query P($slug: String!) { product(slug: $slug) { price } }', variables: { slug } };
      const held = holdAfterRead(store().services.catalog, 'productBySlug');
      try {
        const asked = router.anonymous(body);
        await held.hasRead;
        const before = price;
        await reprice();
        held.release();
        expect(JSON.parse(await asked).data.product.price).toBe(before);
      } finally {
        held.restore();
      }
      expect(answers.size).toBe(0);
      expect(JSON.parse(await router.anonymous(body)).data.product.price).toBe(price);
      expect(answers.size).toBe(1);
    });
  },
  { env: { CATALOGUE_CACHE_SECONDS: '60' } },
);

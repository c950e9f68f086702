import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { keptQuery, LISTING_QUERY_PARAMS } from '@kapda/rules/storefront';
import { CatalogAnswerCache, catalogFrontDoor } from './catalog-cache';
import { RETRY_AFTER_SECONDS, storefrontPageKey, storefrontPages, withoutTrackingParams, type PageAddress, type StorefrontCatalogue, type StorefrontEntry } from './storefront-render';

const SHELL = '<!doctype html><div id="root"></div>';

/** A server render that waits until the test lets it finish, and counts what it rendered. */
function slowEntry() {
  const rendered: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    rendered,
    release: () => release(),
    entry: {
      async render(request: { url: string }) {
        rendered.push(request.url);
        await gate;
        return { kind: 'page' as const, status: 200, html: `<!doctype html><div id="root"><h1>${request.url}</h1></div>` };
      },
    },
  };
}

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function storefront(
  entry: StorefrontEntry,
  maxRendersAtOnce: number,
  answers = new CatalogAnswerCache(60),
  more: { catalogue?: StorefrontCatalogue; graphql?: () => Promise<string> } = {},
) {
  const app = express();
  app.use(storefrontPages({ entry, template: SHELL, publicUrl: 'https://kapda.example', graphql: more.graphql ?? (async () => '{"data":{}}'), answers, maxRendersAtOnce, catalogue: more.catalogue }));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('server-rendered storefront pages', () => {
  it('keeps one copy of a page whatever tracking parameters a shared link carries', () => {
    expect(withoutTrackingParams('/product/rani-pink?utm_source=whatsapp&utm_medium=share')).toBe('/product/rani-pink');
    expect(withoutTrackingParams('/shop?category=women&fbclid=abc&page=2&gclid=x')).toBe('/shop?category=women&page=2');
    expect(withoutTrackingParams('/shop?search=red+saree')).toBe('/shop?search=red+saree');
    expect(withoutTrackingParams('/')).toBe('/');
  });

  it('renders at most N pages at once: past that the shell, which a browser renders, as a 503 a crawler comes back to', async () => {
    const slow = slowEntry();
    const base = await storefront(slow.entry, 2);
    const asked = [1, 2, 3].map((n) => fetch(`${base}/shop?x=${n}`).then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), html: await r.text() })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.release();
    const answers = await Promise.all(asked);
    expect(slow.rendered).toHaveLength(2);
    expect(answers.filter((a) => a.html.includes('<h1>'))).toHaveLength(2);
    expect(answers.filter((a) => a.html === SHELL)).toEqual([{ status: 503, retry: String(RETRY_AFTER_SECONDS), html: SHELL }]);
  });

  it('a link shared with utm parameters is answered from the copy of the plain address', async () => {
    const slow = slowEntry();
    slow.release();
    const base = await storefront(slow.entry, 4);
    expect(await (await fetch(`${base}/product/rani-pink`)).text()).toContain('<h1>/product/rani-pink</h1>');
    const shared = await fetch(`${base}/product/rani-pink?utm_source=whatsapp&fbclid=1`);
    expect(await shared.text()).toContain('<h1>/product/rani-pink</h1>');
    expect(slow.rendered).toEqual(['/product/rani-pink']);
  });

  it('a page whose render began before a catalogue write is answered but not kept (the next visit renders again)', async () => {
    const slow = slowEntry();
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(slow.entry, 4, answers);
    const asked = fetch(`${base}/product/rani-pink`);
    while (slow.rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    answers.clear(); // a catalogue write while the page renders
    slow.release();
    const first = await asked;
    expect(first.status).toBe(200);
    expect(first.headers.get('x-catalogue-cache')).toBe('miss');
    expect(answers.size).toBe(0);
    const again = await fetch(`${base}/product/rani-pink`);
    expect(again.headers.get('x-catalogue-cache')).toBe('miss');
    expect(slow.rendered).toEqual(['/product/rani-pink', '/product/rani-pink']);
    expect((await fetch(`${base}/product/rani-pink`)).headers.get('x-catalogue-cache')).toBe('hit');
  });
});

/**
 * A stand-in of the built entry (web/src/entry-server.tsx): its route table in small — listings read
 * LISTING_QUERY_PARAMS, /product/{slug} and /collections/{id}, /privacy moved, /cart private, the
 * rest unknown — and pages that say what they would show.
 */
function shopEntry(products: Set<string>, options: { gate?: Promise<void> } = {}) {
  const rendered: string[] = [];
  let throwing = 0;
  const entry: StorefrontEntry = {
    pageAddress(url: string): PageAddress {
      const [path, query = ''] = url.split('?');
      try {
        decodeURIComponent(path);
      } catch {
        return { url: '/__not-found__', notFound: true, private: false };
      }
      if (path === '/broken') throw new Error('the route table broke');
      // The route table writes its own words in lower case (web/src/page-address.test.ts has the real one).
      if (path !== path.toLowerCase()) return { url: path.toLowerCase(), notFound: false, private: false, movedTo: `${path.toLowerCase()}${query ? `?${query}` : ''}` };
      if (path === '/to-another-site') return { url: path, notFound: false, private: false, movedTo: '//evil.example/' };
      if (path === '/shop' || /^\/collections\/[^/]+$/.test(path)) {
        return { url: keptQuery(path, query, LISTING_QUERY_PARAMS), notFound: false, private: false, ...(path === '/shop' ? {} : { collection: path.split('/')[2] }) };
      }
      if (/^\/product\/[^/]+$/.test(path)) return { url: path, notFound: false, private: false, product: decodeURIComponent(path.split('/')[2]) };
      if (path === '/privacy') return { url: path, notFound: false, private: false, movedTo: '/privacy-policy' };
      if (path === '/cart') return { url: path, notFound: false, private: true };
      if (path.startsWith('/account/')) return { url: '/account/*', notFound: false, private: true };
      if (path === '/' || path === '/about') return { url: path, notFound: false, private: false };
      return { url: '/__not-found__', notFound: true, private: false };
    },
    async render(request) {
      rendered.push(request.url);
      await options.gate;
      if (throwing > 0) {
        throwing -= 1;
        throw new Error('the render broke');
      }
      const data = await (await request.graphql('/graphql', { method: 'POST', body: '{"query":"{ product { id } }"}' })).text();
      // The page's query failed: the page shows its error state (status 200 as far as the page knows).
      if (!data.startsWith('{"data"')) return { kind: 'page', status: 200, html: '<h1>We couldn’t load this product</h1>' };
      const slug = /^\/product\/([^/?]+)/.exec(request.url)?.[1];
      if (request.url === '/__not-found__' || (slug && !products.has(slug))) return { kind: 'page', status: 404, html: '<h1>Page not found</h1>' };
      return { kind: 'page', status: 200, html: `<h1>${request.url}</h1>` };
    },
  };
  return { entry, rendered, throwNext: (n = 1) => (throwing = n) };
}

/**
 * The catalogue as the stand-in's shop has it: `shown` active, `retired` gone to category women,
 * collection 7 (`festive-edit`) live. As a MySQL collation does, a slug with trailing spaces finds
 * the product, and a key of digits is read as an id.
 */
function shopCatalogue(asked: string[] = []): StorefrontCatalogue {
  return {
    async product(slug) {
      asked.push(`product ${slug}`);
      const stored = slug.trimEnd();
      return stored === 'shown' ? { slug: stored } : stored === 'retired' ? { slug: stored, movedTo: 'women' } : null;
    },
    async collection(key) {
      asked.push(`collection ${key}`);
      return key === 'festive-edit' || (/^\d+$/.test(key) && Number(key) === 7) ? 7 : null;
    },
  };
}

const get = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location'), cache: res.headers.get('x-catalogue-cache'), retry: res.headers.get('retry-after') };
};

describe('the status of a storefront address is always its own', () => {
  it('when every render is busy: 404 for unknown addresses, products and collections, 301 for a removed product, 503 for a page that is there, 200 for a private page', async () => {
    let open!: () => void;
    const shop = shopEntry(new Set(['shown']), { gate: new Promise<void>((resolve) => (open = resolve)) });
    const asked: string[] = [];
    const base = await storefront(shop.entry, 1, new CatalogAnswerCache(60), { catalogue: shopCatalogue(asked) });
    const busy = fetch(`${base}/about`);
    while (shop.rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    expect(await get(`${base}/no-such-page`)).toMatchObject({ status: 404, html: SHELL });
    expect(await get(`${base}/product/never-was`)).toMatchObject({ status: 404, html: SHELL });
    expect(await get(`${base}/collections/999`)).toMatchObject({ status: 404, html: SHELL });
    expect(await get(`${base}/product/retired`)).toMatchObject({ status: 301, location: '/shop?category=women' });
    expect(await get(`${base}/product/shown`)).toMatchObject({ status: 503, html: SHELL, retry: String(RETRY_AFTER_SECONDS) });
    expect(await get(`${base}/collections/7`)).toMatchObject({ status: 503, html: SHELL });
    expect(await get(`${base}/shop?category=women`)).toMatchObject({ status: 503, html: SHELL });
    expect(await get(`${base}/cart`)).toMatchObject({ status: 200, html: SHELL });
    // One indexed read each, no render.
    expect(asked).toEqual(['product never-was', 'collection 999', 'product retired', 'product shown', 'collection 7']);
    expect(shop.rendered).toEqual(['/about']);
    open();
    expect((await busy).status).toBe(200);
  });

  it('a render that throws is answered as the page stands: 404 for an unknown product, 503 for one that is there — never a 200 shell', async () => {
    const shop = shopEntry(new Set(['shown']));
    const base = await storefront(shop.entry, 4, new CatalogAnswerCache(60), { catalogue: shopCatalogue() });
    shop.throwNext();
    expect(await get(`${base}/product/shown`)).toMatchObject({ status: 503, html: SHELL, retry: String(RETRY_AFTER_SECONDS) });
    shop.throwNext();
    expect(await get(`${base}/product/never-was`)).toMatchObject({ status: 404, html: SHELL });
    shop.throwNext();
    expect(await get(`${base}/no-such-page`)).toMatchObject({ status: 404, html: SHELL });
    // Not kept: the next visit renders.
    expect(await get(`${base}/product/shown`)).toMatchObject({ status: 200, html: '<h1>/product/shown</h1>', cache: 'miss' });
  });

  it('a page whose data could not be read is rendered once more, and then answered 503 — never a 200 error page, never kept', async () => {
    const shop = shopEntry(new Set(['shown']));
    const failures = ['{"errors":[{"message":"database gone"}],"data":null}'];
    const graphql = async () => failures.shift() ?? '{"data":{}}';
    const base = await storefront(shop.entry, 4, new CatalogAnswerCache(60), { catalogue: shopCatalogue(), graphql });
    // Once: the second render reads well and is the answer.
    expect(await get(`${base}/product/shown`)).toMatchObject({ status: 200, html: '<h1>/product/shown</h1>' });
    expect(shop.rendered).toEqual(['/product/shown', '/product/shown']);

    failures.push('{"errors":[{"message":"database gone"}],"data":null}', '{"errors":[{"message":"still gone"}],"data":null}');
    const failed = await get(`${base}/collections/7`);
    expect(failed).toMatchObject({ status: 503, html: SHELL, retry: String(RETRY_AFTER_SECONDS) });
    expect(failed.html).not.toContain('couldn’t load');
    expect(await get(`${base}/collections/7`)).toMatchObject({ status: 200, cache: 'miss' });
  });

  it('keeps 404s and a removed product\'s 301 like pages, with every unknown address sharing one not-found page, until the catalogue changes', async () => {
    const shop = shopEntry(new Set(['shown']));
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(shop.entry, 4, answers, { catalogue: shopCatalogue() });
    expect(await get(`${base}/product/retired`)).toMatchObject({ status: 301, location: '/shop?category=women', cache: 'miss' });
    expect(await get(`${base}/product/retired`)).toMatchObject({ status: 301, location: '/shop?category=women', cache: 'hit' });
    expect(await get(`${base}/no-such-page`)).toMatchObject({ status: 404, cache: 'miss', html: '<h1>Page not found</h1>' });
    for (const url of ['/no-such-page', '/another/made-up/address', '/wp-login.php?x=1', '/%E0%A4%A']) expect(await get(`${base}${url}`), url).toMatchObject({ status: 404, cache: 'hit', html: '<h1>Page not found</h1>' });
    expect(shop.rendered).toEqual(['/__not-found__']);
    expect(answers.size).toBe(2);
    answers.clear(); // a catalogue write: the product may be back now
    expect(await get(`${base}/product/retired`)).toMatchObject({ status: 301, cache: 'miss' });
  });

  it('asks the catalogue before a product or collection page takes a render slot: made-up slugs and ids render nothing and keep nothing', async () => {
    let open!: () => void;
    const shop = shopEntry(new Set(['shown']), { gate: new Promise<void>((resolve) => (open = resolve)) });
    const asked: string[] = [];
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(shop.entry, 1, answers, { catalogue: shopCatalogue(asked) });
    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`${base}/${i % 2 ? 'product/made-up' : 'collections/99'}${i}`)));
    expect(flood.map((answer) => [answer.status, answer.html])).toEqual(Array.from({ length: 40 }, () => [404, SHELL]));
    expect(asked).toHaveLength(40);
    expect(shop.rendered).toEqual([]);
    expect(answers.size).toBe(0);
    // The one render slot is free all along: a page that is there renders at once.
    const shown = get(`${base}/product/shown`);
    while (shop.rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    open();
    expect(await shown).toMatchObject({ status: 200, html: '<h1>/product/shown</h1>', cache: 'miss' });
    expect(await get(`${base}/product/shown`)).toMatchObject({ status: 200, cache: 'hit' });
    expect(asked.filter((a) => a === 'product shown')).toHaveLength(1);
  });

  it('sends a product named otherwise than by its own slug, and a collection otherwise than by its id, there (301, the query kept): no render, nothing kept', async () => {
    const shop = shopEntry(new Set(['shown']));
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(shop.entry, 4, answers, { catalogue: shopCatalogue() });
    expect(await get(`${base}/product/shown%20%20`)).toMatchObject({ status: 301, location: '/product/shown' });
    expect(await get(`${base}/product/shown%20?ref=wa`)).toMatchObject({ status: 301, location: '/product/shown?ref=wa' });
    expect(await get(`${base}/collections/07?sort=newest&page=2`)).toMatchObject({ status: 301, location: '/collections/7?sort=newest&page=2' });
    expect(await get(`${base}/collections/0007`)).toMatchObject({ status: 301, location: '/collections/7' });
    expect(await get(`${base}/collections/festive-edit`)).toMatchObject({ status: 301, location: '/collections/7' });
    expect(shop.rendered).toEqual([]);
    expect(answers.size).toBe(0);
    expect(await get(`${base}/collections/7?sort=newest`)).toMatchObject({ status: 200, html: '<h1>/collections/7?sort=newest</h1>' });
    expect(answers.size).toBe(1);
  });

  it('answers the route table\'s 301s (another spelling of the path) without a render, never to another site', async () => {
    const shop = shopEntry(new Set());
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(shop.entry, 4, answers);
    expect(await get(`${base}/Shop?category=women&utm_source=wa`)).toMatchObject({ status: 301, location: '/shop?category=women&utm_source=wa' });
    expect(await get(`${base}/ABOUT`)).toMatchObject({ status: 301, location: '/about' });
    expect(await get(`${base}/to-another-site`)).toMatchObject({ status: 404, html: SHELL, location: null });
    expect(shop.rendered).toEqual([]);
    expect(answers.size).toBe(0);
  });

  it('keeps one shell per private route, whatever the address under it', async () => {
    const shop = shopEntry(new Set());
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(shop.entry, 4, answers);
    expect(await get(`${base}/account/a1`)).toMatchObject({ status: 200, cache: 'miss', html: '<h1>/account/*</h1>' });
    for (let i = 2; i <= 30; i += 1) expect(await get(`${base}/account/a${i}?token=${i}`)).toMatchObject({ status: 200, cache: 'hit', html: '<h1>/account/*</h1>' });
    expect(shop.rendered).toEqual(['/account/*']);
    expect(answers.size).toBe(1);
  });

  it('answers an address the route table cannot read with the storefront\'s own page (400), never express\'s error or a 500', async () => {
    const shop = shopEntry(new Set());
    const base = await storefront(shop.entry, 4);
    expect(await get(`${base}/broken`)).toMatchObject({ status: 400, html: SHELL });
    // A stand-in entry without a route table: an undecodable path is the same.
    const bare = await storefront({ render: shop.entry.render }, 4);
    for (const url of ['/%E0%A4%A', '/%', '/product/%E0%A4']) {
      const res = await fetch(`${bare}${url}`);
      expect([res.status, res.headers.get('content-type'), await res.text()], url).toEqual([400, 'text/html; charset=utf-8', SHELL]);
    }
  });

  it('keeps a listing once per the query parameters it reads: random ones, tracking tags and their order do not render it again', async () => {
    const shop = shopEntry(new Set());
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(shop.entry, 4, answers);
    expect(await get(`${base}/shop?category=women&sort=price-asc`)).toMatchObject({ status: 200, cache: 'miss', html: '<h1>/shop?category=women&sort=price-asc</h1>' });
    for (const url of ['/shop?sort=price-asc&category=women', '/shop?category=women&sort=price-asc&utm_source=wa', '/shop?category=women&sort=price-asc&nonce=81723', '/shop?zz=1&category=women&sort=price-asc&category=men']) {
      expect(await get(`${base}${url}`), url).toMatchObject({ status: 200, cache: 'hit' });
    }
    // A product page reads no parameter at all.
    await get(`${base}/product/p?size=M`);
    expect(await get(`${base}/product/p?ref=ig&v=2`)).toMatchObject({ cache: 'hit' });
    expect(shop.rendered).toEqual(['/shop?category=women&sort=price-asc', '/product/p']);
    expect(answers.size).toBe(2);
  });

  it('the front door finds the kept copy of a page by the same reduced address, and leaves files and unknown addresses to express', () => {
    const shop = shopEntry(new Set());
    const keyOf = storefrontPageKey(shop.entry);
    expect(keyOf('/shop?utm_source=x&category=men&junk=1')).toBe('page\n/shop?category=men');
    expect(keyOf('/product/p?ref=1')).toBe('page\n/product/p');
    expect(keyOf('/assets/index.js')).toBeNull();
    expect(keyOf('/media/products/kurta-640.webp?v=1')).toBeNull();
    expect(keyOf('/privacy')).toBeNull();
    expect(keyOf('/%E0%A4')).toBeNull();

    const answers = new CatalogAnswerCache(60);
    answers.set('page\n/shop?category=men', '<h1>men</h1>', answers.generation, 'text/html; charset=utf-8');
    const door = catalogFrontDoor(answers, { securityHeaders: [], pageSecurityHeaders: [], bodyLimitBytes: 1024, malformedGraphql: () => {}, pageKeyOf: keyOf });
    const sent: Array<{ status: number; body: string }> = [];
    const res = { writeHead: (status: number) => sent.push({ status, body: '' }), end: (body?: Buffer) => (sent[sent.length - 1].body = String(body ?? '')) };
    let passed = 0;
    door({ method: 'GET', url: '/shop?fbclid=1&category=men', headers: {} } as never, res as never, () => (passed += 1));
    door({ method: 'GET', url: '/favicon.svg', headers: {} } as never, res as never, () => (passed += 1));
    expect(sent).toEqual([{ status: 200, body: '<h1>men</h1>' }]);
    expect(passed).toBe(1);
  });

  it('answers /privacy with a 301 to /privacy-policy without rendering', async () => {
    const shop = shopEntry(new Set());
    const base = await storefront(shop.entry, 4);
    expect(await get(`${base}/privacy`)).toMatchObject({ status: 301, location: '/privacy-policy' });
    expect(shop.rendered).toEqual([]);
  });
});

describe('the answer cache keeps not-found pages apart', () => {
  it('holds 404s and 301s within a sixteenth of its budget, the oldest going first, and never lets them push pages out', () => {
    const answers = new CatalogAnswerCache(60, 128 * 1024);
    const since = answers.generation;
    answers.set('page\n/shop', 'x'.repeat(20_000), since, 'text/html; charset=utf-8');
    for (let i = 0; i < 100; i += 1) answers.set(`page\n/product/made-up-${i}`, 'y'.repeat(500), since, 'text/html; charset=utf-8', { status: 404 });
    expect(answers.get('page\n/shop')?.status).toBe(200);
    expect(answers.get('page\n/product/made-up-99')?.status).toBe(404);
    expect(answers.get('page\n/product/made-up-0')).toBeUndefined();
    expect(answers.bytes).toBeLessThanOrEqual(20_000 + 1000 + (128 * 1024) / 16);
  });
});

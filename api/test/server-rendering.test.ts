import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { storefrontEntryPath } from '../src/http/storefront-render';
import { describeEachDatabase } from './harness';

/**
 * Issue 19: the storefront's pages answered as HTML that already holds what a shopper reads, with
 * each page's head (title, description, canonical from PUBLIC_URL, Open Graph, Twitter, JSON-LD),
 * 404 for unknown products, collections and addresses, private pages left to the browser, and
 * rendered pages kept per address until the catalogue changes. Needs the built web
 * (`npm run build`, which `npm test` runs first).
 */

const PUBLIC_URL = 'https://shop.kapda.example';
const built = existsSync(storefrontEntryPath(path.resolve(__dirname, '..', '..', 'web', 'dist')));

/** The head's tags as [attribute value → content], and the JSON-LD blocks parsed. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: 'name' | 'property', name: string) => {
    const all = [...head.matchAll(new RegExp(`<meta ${key}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]));
    return all.length === 1 ? all[0] : all.length ? all : undefined;
  };
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
  return { title: title && decode(title), canonical, meta, jsonLd, titles: head.match(/<title>/g)?.length ?? 0 };
}
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');


(built ? describeEachDatabase : (name: string) => it.skip(`${name}: web/dist-ssr not built`, () => {}))(
  'server-rendered storefront pages',
  (store) => {
    const base = () => store().baseUrl;
    const page = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(`${base()}${url}`, { redirect: 'manual', ...init });
      return { status: res.status, cache: res.headers.get('x-catalogue-cache'), type: res.headers.get('content-type'), html: await res.text(), res };
    };

    let womenId = 0;
    it('seeds a small catalogue', async () => {
      const { catalog } = store().services;
      const women = await catalog.createCategory({ slug: 'women', name: 'Women', description: 'Women' });
      womenId = women.id;
      await catalog.createProduct({
        slug: 'rani-pink-bandhani-kurta', title: 'Rani Pink Bandhani Kurta', description: 'Hand-tied bandhani on soft cotton, from Jamnagar. <b>Not</b> markup.', brand: 'Bandhej House', categoryId: women.id,
        fabric: 'Cotton', care: 'Hand wash', hsnCode: '6204', gstRate: 5, tags: [], images: [],
        variants: [
          { sku: 'RPBK-M', size: 'M', color: 'Rani Pink', colorHex: '#E0115F', stock: 5, sellingPrice: 123714, mrp: 199900 },
          { sku: 'RPBK-L', size: 'L', color: 'Rani Pink', colorHex: '#E0115F', stock: 0, sellingPrice: 123714, mrp: 199900 },
        ],
      });
      await catalog.createProduct({
        slug: 'indigo-mulmul-kurta', title: 'Indigo Mulmul Kurta', description: 'Soft mulmul.', brand: 'Mulmul Mill', categoryId: women.id, fabric: 'Mulmul', care: 'Hand wash',
        hsnCode: '6204', gstRate: 5, tags: [], images: [],
        variants: [{ sku: 'IMK-M', size: 'M', color: 'Indigo', colorHex: '#3F4A8A', stock: 5, sellingPrice: 95238, mrp: 149900 }],
      });
    });

    it('answers a product page with its h1, price, MRP, discount, sizes, description and head', async () => {
      const { status, type, html } = await page('/product/rani-pink-bandhani-kurta');
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/html/);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toMatch(/<h1[^>]*>Rani Pink Bandhani Kurta<\/h1>/);
      expect(main).toContain('₹1,299.00');
      expect(main).toContain('₹1,999.00');
      expect(main).toMatch(/35(<!-- -->)?% OFF/);
      expect(main).toMatch(/>M</);
      expect(main).toMatch(/>L</);
      expect(main).toContain('Rani Pink');
      // Text, escaped: the description's tags are shown, not obeyed.
      expect(main).toContain('&lt;b&gt;Not&lt;/b&gt; markup.');

      const head = readHead(html);
      expect(head.titles).toBe(1);
      expect(head.title).toBe('Rani Pink Bandhani Kurta — ₹1,299 | Kapda');
      expect(head.meta('name', 'description')).toMatch(/^Hand-tied bandhani/);
      expect(head.canonical).toBe(`${PUBLIC_URL}/product/rani-pink-bandhani-kurta`);
      expect(head.meta('property', 'og:title')).toBe('Rani Pink Bandhani Kurta — ₹1,299');
      expect(head.meta('property', 'og:type')).toBe('product');
      expect(head.meta('property', 'og:url')).toBe(`${PUBLIC_URL}/product/rani-pink-bandhani-kurta`);
      expect(head.meta('property', 'og:site_name')).toBe('Kapda');
      expect(head.meta('property', 'product:price:amount')).toBe('1299.00');
      expect(head.meta('property', 'product:price:currency')).toBe('INR');
      expect(head.meta('property', 'product:availability')).toBe('in stock');
      expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(head.meta('name', 'robots')).toBeUndefined();

      const product = head.jsonLd.find((d) => d['@type'] === 'Product');
      expect(product?.name).toBe('Rani Pink Bandhani Kurta');
      expect(product?.brand?.name ?? product?.brand).toBeTruthy();
      expect(JSON.stringify(product?.offers)).toContain('INR');
      expect(head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.length).toBeGreaterThan(1);
    });

    it('hands the Apollo cache to the browser as JSON that cannot close its script', async () => {
      const { html } = await page('/shop?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      expect(html).not.toContain('</script><script>alert(1)');
      const state = /<script type="application\/json" id="kapda-state">([^<]*)<\/script>/.exec(html);
      expect(state).not.toBeNull();
      const parsed = JSON.parse(state![1]) as { publicUrl: string; apollo: Record<string, unknown> };
      expect(parsed.publicUrl).toBe(PUBLIC_URL);
      expect(JSON.stringify(parsed.apollo)).toContain('</script><script>alert(1)');
      // Search results stay out of search engines.
      expect(readHead(html).meta('name', 'robots')).toBe('noindex, nofollow');
    });

    it('answers listings with product cards linking to their pages', async () => {
      for (const url of ['/shop', '/shop?category=women', '/shop?category=women&sort=price_asc&page=1', '/new-arrivals']) {
        const { status, html } = await page(url);
        expect(status, url).toBe(200);
        expect(html, url).toContain('href="/product/rani-pink-bandhani-kurta"');
        expect(html, url).toContain('href="/product/indigo-mulmul-kurta"');
      }
      const women = readHead((await page('/shop?category=women&sort=price_asc')).html);
      expect(women.title).toBe("Women's Fashion | Kapda");
      expect(women.canonical).toBe(`${PUBLIC_URL}/shop?category=women`);
      const list = women.jsonLd.find((d) => d['@type'] === 'ItemList');
      expect(list?.itemListElement.map((item: { url: string }) => item.url).sort()).toEqual([`${PUBLIC_URL}/product/indigo-mulmul-kurta`, `${PUBLIC_URL}/product/rani-pink-bandhani-kurta`]);
    });

    it('answers the home page with the store and site structured data', async () => {
      const { status, html } = await page('/');
      expect(status).toBe(200);
      const head = readHead(html);
      expect(head.title).toBe('Kapda — Fashion from Surat');
      expect(head.canonical).toBe(`${PUBLIC_URL}/`);
      const types = head.jsonLd.map((d) => d['@type']);
      expect(types).toContain('WebSite');
      expect(head.jsonLd.find((d) => d['@type'] === 'WebSite')?.potentialAction?.['@type']).toBe('SearchAction');
      expect(html).toContain('href="/product/');
    });

    it('answers the collections and content pages with their h1 and own title', async () => {
      for (const url of ['/collections', '/about', '/contact', '/shipping', '/faq', '/privacy', '/privacy-policy', '/terms', '/terms-of-service', '/plus-size', '/best-seller']) {
        const { status, html } = await page(url);
        expect(status, url).toBe(200);
        expect(html, url).toMatch(/<h1[^>]*>[^<]+/);
        const head = readHead(html);
        expect(head.title, url).toMatch(/ \| Kapda$/);
        expect(head.canonical, url).toBe(`${PUBLIC_URL}${url}`);
      }
    });

    it('answers 404 with the not-found page for an unknown product, collection or address', async () => {
      for (const [url, words] of [
        ['/product/no-such-kurta', 'find that product'],
        ['/collections/999999', 'Collection not found'],
        ['/no-such-page', 'Page not found'],
        ['/shop/extra/segments', 'Page not found'],
      ] as const) {
        const { status, html } = await page(url);
        expect(status, url).toBe(404);
        expect(html, url).toContain(words);
        expect(readHead(html).meta('name', 'robots'), url).toBe('noindex, nofollow');
      }
    });

    it("sends a removed product's page on to its category for good (301)", async () => {
      const { catalog } = store().services;
      await catalog.createProduct({
        slug: 'retired-leheriya-dupatta', title: 'Retired Leheriya Dupatta', description: 'Gone.', brand: 'Bandhej House', categoryId: womenId,
        fabric: 'Cotton', care: 'Hand wash', hsnCode: '6214', gstRate: 5, tags: [], images: [],
        variants: [{ sku: 'RLD-F', size: 'Free', color: 'Yellow', colorHex: '#FFD700', stock: 5, sellingPrice: 47619, mrp: 59900 }],
      });
      expect((await page('/product/retired-leheriya-dupatta')).status).toBe(200);
      await store().dataSource.query(`UPDATE products SET isActive = ? WHERE slug = ?`, [false, 'retired-leheriya-dupatta']);
      catalog.changed();
      const moved = await page('/product/retired-leheriya-dupatta');
      expect(moved.status).toBe(301);
      expect(moved.res.headers.get('location')).toBe('/shop?category=women');
      // A product that never existed is still a 404.
      expect((await page('/product/never-was')).status).toBe(404);
    });

    it('leaves private pages to the browser: the shell, a spinner and noindex', async () => {
      for (const url of ['/cart', '/checkout', '/account', '/account/orders', '/admin/dashboard', '/login', '/payment/callback']) {
        const { status, html } = await page(url);
        expect(status, url).toBe(200);
        // The storefront's shell (the back office has its own, without the shop's header).
        if (!url.startsWith('/admin')) expect(html, url).toContain('class="site-header');
        expect(html, url).toContain('page-spinner');
        expect(readHead(html).meta('name', 'robots'), url).toBe('noindex, nofollow');
      }
    });

    it('never answers a malformed address with a 500', async () => {
      for (const url of ['/product/%E0%A4', '/%', '/shop?category=%E0%A4', '/collections/%ZZ']) {
        const { status } = await page(url);
        expect(status, url).toBeLessThan(500);
      }
    });

    it('renders every page as an anonymous shopper, whatever the request carries', async () => {
      const { token } = await (await import('./accounts')).signedInUser(store(), { firstName: 'Zorawar' } as never);
      const cookie = `tokens=${encodeURIComponent(JSON.stringify({ accessToken: token }))}; user=${encodeURIComponent(JSON.stringify({ firstName: 'Zorawar', email: 'z@example.com' }))}`;
      const signedIn = await page('/product/rani-pink-bandhani-kurta', { headers: { cookie, authorization: `Bearer ${token}` } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.html).not.toContain('Zorawar');
      expect(signedIn.html).not.toContain(token);
    });
  },
  { env: { PUBLIC_URL } },
);

(built ? describeEachDatabase : (name: string) => it.skip(`${name}: web/dist-ssr not built`, () => {}))(
  'server-rendered pages in the answer cache',
  (store) => {
    const page = async (url: string) => {
      const res = await fetch(`${store().baseUrl}${url}`);
      return { status: res.status, cache: res.headers.get('x-catalogue-cache'), etag: res.headers.get('etag'), control: res.headers.get('cache-control'), csp: res.headers.get('content-security-policy'), html: await res.text() };
    };

    it('keeps a rendered page per address and drops it when the catalogue changes', async () => {
      const { catalog } = store().services;
      const men = await catalog.createCategory({ slug: 'men', name: 'Men', description: 'Men' });
      await catalog.createProduct({
        slug: 'ivory-sherwani', title: 'Ivory Sherwani', description: 'For the wedding.', brand: 'Surat Silk', categoryId: men.id, fabric: 'Silk', care: 'Dry clean',
        hsnCode: '6203', gstRate: 12, tags: [], images: [],
        variants: [{ sku: 'IVS-40', size: '40', color: 'Ivory', colorHex: '#FFFFF0', stock: 3, sellingPrice: 1339196, mrp: 1999900 }],
      });
      const first = await page('/product/ivory-sherwani');
      expect(first.cache).toBe('miss');
      const second = await page('/product/ivory-sherwani');
      expect(second.cache).toBe('hit');
      expect(second.html).toBe(first.html);
      expect(second.control).toBe('no-cache');
      expect(second.csp).toContain("script-src 'self'");
      expect((await page('/product/ivory-sherwani?ref=whatsapp')).cache).toBe('miss');

      // A catalogue write: the price on the page follows at once.
      await catalog.updateVariants([{ sku: 'IVS-40', sellingPrice: 1428571 }]);
      const after = await page('/product/ivory-sherwani');
      expect(after.cache).toBe('miss');
      expect(after.html).toContain('Ivory Sherwani — ₹16,000 | Kapda');

      // Unknown addresses are not kept (a flood of them cannot push good pages out).
      await page('/product/nothing-here');
      expect((await page('/product/nothing-here')).cache).toBe('miss');
    });
  },
  { env: { PUBLIC_URL, CATALOGUE_CACHE_SECONDS: '60' } },
);

import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { storefrontEntryPath } from '../src/http/storefront-render';
import { describeEachDatabase } from './harness';

/**
 * Issue 19: the storefront's pages answered as HTML that already holds what a shopper reads, with
 * each page's head (title, description, canonical from PUBLIC_URL, Open Graph with a picture on every
 * page, Twitter, JSON-LD with the server's return window), 404 for unknown products, collections and
 * addresses, private pages left to the browser, and rendered pages (404s and 301s too) kept per
 * address — its path and the query parameters its page reads — until the catalogue changes; every
 * other spelling of a page's address answered 301 to it, or from the same copy. Needs the built web
 * (`npm run build`, which `npm test` runs first).
 */

const PUBLIC_URL = 'https://shop.kapda.example';
/** Not the storefront's 30: the JSON-LD's window must come from the server's RETURN_WINDOW_DAYS. */
const RETURN_WINDOW_DAYS = 21;
/** The site's link-preview card (every page without a picture of its own). */
const SITE_CARD = `${PUBLIC_URL}/og/site/kapda.jpg`;
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
    let collectionId = 0;
    it('seeds a small catalogue', async () => {
      const { catalog } = store().services;
      const women = await catalog.createCategory({ slug: 'women', name: 'Women', description: 'Women' });
      womenId = women.id;
      const kurta = await catalog.createProduct({
        slug: 'rani-pink-bandhani-kurta', title: 'Rani Pink Bandhani Kurta', description: 'Hand-tied bandhani on soft cotton, from Jamnagar. <b>Not</b> markup.', brand: 'Bandhej House', categoryId: women.id,
        fabric: 'Cotton', care: 'Hand wash', hsnCode: '6204', gstRate: 5, tags: [],
        images: [{ alt: 'Rani Pink Bandhani Kurta, front', color: 'Rani Pink', basePath: 'products/rani-pink-bandhani-kurta-1a2b3c4d', widths: [320, 640, 1024], width: 1024, height: 1280 }],
        variants: [
          { sku: 'RPBK-M', size: 'M', color: 'Rani Pink', colorHex: '#E0115F', stock: 5, sellingPrice: 123714, mrp: 199900 },
          { sku: 'RPBK-L', size: 'L', color: 'Rani Pink', colorHex: '#E0115F', stock: 0, sellingPrice: 123714, mrp: 199900 },
        ],
      });
      const indigo = await catalog.createProduct({
        slug: 'indigo-mulmul-kurta', title: 'Indigo Mulmul Kurta', description: 'Soft mulmul.', brand: 'Mulmul Mill', categoryId: women.id, fabric: 'Mulmul', care: 'Hand wash',
        hsnCode: '6204', gstRate: 5, tags: [], images: [],
        variants: [{ sku: 'IMK-M', size: 'M', color: 'Indigo', colorHex: '#3F4A8A', stock: 5, sellingPrice: 95238, mrp: 149900 }],
      });
      // Marked not returnable in the back office (as innerwear would be).
      await store().dataSource.query(`UPDATE products SET returnable = ? WHERE id = ?`, [false, indigo.id]);
      const festive = await catalog.createCollection(
        { slug: 'festive-edit', title: 'Festive Edit', description: 'Bandhani and mulmul for Navratri.', image: '/media/products/rani-pink-bandhani-kurta-1a2b3c4d-640.webp' },
        [kurta.id, indigo.id],
      );
      collectionId = festive.id;
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
      expect(head.meta('property', 'og:description')).toMatch(/^Hand-tied bandhani on soft cotton, from Jamnagar\./);
      // The 1200×630 JPEG the API makes from the main picture, by its absolute address.
      expect(head.meta('property', 'og:image')).toBe(`${PUBLIC_URL}/og/rani-pink-bandhani-kurta.jpg`);
      expect([head.meta('property', 'og:image:width'), head.meta('property', 'og:image:height'), head.meta('property', 'og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
      expect(head.meta('name', 'twitter:image')).toBe(`${PUBLIC_URL}/og/rani-pink-bandhani-kurta.jpg`);
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
      // The window the server runs (RETURN_WINDOW_DAYS), on every offer.
      for (const offer of product?.offers as Array<Record<string, any>>) {
        expect(offer.hasMerchantReturnPolicy).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: RETURN_WINDOW_DAYS });
      }
      expect(head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.length).toBeGreaterThan(1);
    });

    it('says no returns in the JSON-LD of a product marked not returnable', async () => {
      const { status, html } = await page('/product/indigo-mulmul-kurta');
      expect(status).toBe(200);
      const product = readHead(html).jsonLd.find((d) => d['@type'] === 'Product');
      const offers = Array.isArray(product?.offers) ? product.offers : [product?.offers];
      for (const offer of offers) {
        expect(offer.hasMerchantReturnPolicy).toEqual({ '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
      }
      // No picture of its own: the site's card.
      expect(readHead(html).meta('property', 'og:image')).toBe(SITE_CARD);
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

    it('answers listings with product cards linking to their pages, and their products as an ItemList', async () => {
      for (const url of ['/shop', '/shop?category=women', '/shop?category=women&sort=price_asc&page=1', '/new-arrivals', '/best-seller', `/collections/${collectionId}`]) {
        const { status, html } = await page(url);
        expect(status, url).toBe(200);
        expect(html, url).toContain('href="/product/rani-pink-bandhani-kurta"');
        expect(html, url).toContain('href="/product/indigo-mulmul-kurta"');
        const list = readHead(html).jsonLd.find((d) => d['@type'] === 'ItemList');
        expect(list?.itemListElement.map((item: { url: string }) => item.url).sort(), url).toEqual([`${PUBLIC_URL}/product/indigo-mulmul-kurta`, `${PUBLIC_URL}/product/rani-pink-bandhani-kurta`]);
      }
      // The plus-size department has nothing yet: an empty list, still said.
      expect(readHead((await page('/plus-size')).html).jsonLd.find((d) => d['@type'] === 'ItemList')?.numberOfItems).toBe(0);
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
      const store = head.jsonLd.find((d) => d['@type'] === 'OnlineStore');
      expect(store).toMatchObject({ name: 'Kapda', url: `${PUBLIC_URL}/`, address: { addressLocality: 'Surat', addressCountry: 'IN' } });
      expect(store?.hasMerchantReturnPolicy?.merchantReturnDays).toBe(RETURN_WINDOW_DAYS);
      expect(head.meta('property', 'og:image')).toBe(SITE_CARD);
      expect(head.meta('name', 'description')).toBeTruthy();
      expect(html).toContain('href="/product/');
    });

    it('answers the listings, collections and content pages with their h1, own title, description, canonical and the site card', async () => {
      const descriptions = new Set<string>();
      for (const url of ['/shop', '/collections', '/about', '/contact', '/shipping', '/faq', '/returns', '/size-guide', '/privacy-policy', '/terms-of-service', '/plus-size', '/best-seller', '/new-arrivals']) {
        const { status, html } = await page(url);
        expect(status, url).toBe(200);
        expect(html, url).toMatch(/<h1[^>]*>[^<]+/);
        const head = readHead(html);
        expect(head.title, url).toMatch(/ \| Kapda$/);
        expect(head.canonical, url).toBe(`${PUBLIC_URL}${url}`);
        expect(head.meta('property', 'og:url'), url).toBe(`${PUBLIC_URL}${url}`);
        expect(head.meta('property', 'og:image'), url).toBe(SITE_CARD);
        expect([head.meta('property', 'og:image:width'), head.meta('property', 'og:image:height')], url).toEqual(['1200', '630']);
        const description = head.meta('name', 'description') as string;
        expect(description, url).toBeTruthy();
        expect(head.meta('property', 'og:description'), url).toBe(description);
        descriptions.add(description);
      }
      // Each page words its own.
      expect(descriptions.size).toBe(13);
    });

    it('answers a collection page with its h1, its words and a link-preview JPEG made from its picture', async () => {
      const { status, html } = await page(`/collections/${collectionId}`);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Festive Edit<\/h1>/);
      const head = readHead(html);
      expect(head.title).toBe('Festive Edit | Kapda');
      expect(head.meta('name', 'description')).toBe('Bandhani and mulmul for Navratri.');
      expect(head.canonical).toBe(`${PUBLIC_URL}/collections/${collectionId}`);
      expect(head.meta('property', 'og:image')).toBe(`${PUBLIC_URL}/og/collection/${collectionId}.jpg`);
      // Opened by its slug, or its id written otherwise: sent to its one address for good, the query kept.
      for (const url of ['/collections/festive-edit', `/collections/0${collectionId}`, `/collections/00${collectionId}`]) {
        const moved = await page(`${url}?sort=newest`);
        expect([moved.status, moved.res.headers.get('location')], url).toEqual([301, `/collections/${collectionId}?sort=newest`]);
      }
      // A slug in capitals is first written the one way (a slug is lower case), then sent on as above.
      const capitals = await page('/collections/Festive-Edit');
      expect([capitals.status, capitals.res.headers.get('location')]).toEqual([301, '/collections/festive-edit']);
    });

    it('sends /privacy and /terms to the long addresses for good (SPEC.md §2: the same pages)', async () => {
      for (const [short, long] of [['/privacy', '/privacy-policy'], ['/terms', '/terms-of-service']]) {
        const moved = await page(short);
        expect(moved.status, short).toBe(301);
        expect(moved.res.headers.get('location'), short).toBe(long);
      }
    });

    it('answers 404 with the not-found page for an unknown address, and with the shell (no render) for an unknown product or collection', async () => {
      for (const url of ['/no-such-page', '/shop/extra/segments', '/%E0%A4%A']) {
        const { status, type, html } = await page(url);
        expect(status, url).toBe(404);
        expect(type, url).toMatch(/^text\/html/);
        expect(html, url).toContain('Page not found');
        expect(readHead(html).meta('name', 'robots'), url).toBe('noindex, nofollow');
      }
      // Asked of the catalogue before any render: the browser shows its not-found page from the shell.
      for (const url of ['/product/no-such-kurta', '/collections/999999', '/collections/no-such-edit']) {
        const { status, type, html } = await page(url);
        expect(status, url).toBe(404);
        expect(type, url).toMatch(/^text\/html/);
        expect(html, url).toContain('<div id="root"></div>');
        expect(html, url).not.toContain('kapda-state');
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

    it('never answers a malformed address with a 500, nor with an error of express\'s: the storefront\'s not-found page', async () => {
      for (const url of ['/product/%E0%A4', '/%', '/%E0%A4%A', '/collections/%ZZ', '/account/%E0']) {
        const { status, type, html } = await page(url);
        expect([status, type], url).toEqual([404, 'text/html; charset=utf-8']);
        expect(html, url).toContain('Page not found');
        expect(html, url).not.toContain('Malformed');
      }
      const { status, type } = await page('/shop?category=%E0%A4');
      expect([status, type]).toEqual([200, 'text/html; charset=utf-8']);
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
  { env: { PUBLIC_URL, RETURN_WINDOW_DAYS: String(RETURN_WINDOW_DAYS) } },
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
      // A product page reads no query parameter: a shared link's tags and any junk are the same copy.
      expect((await page('/product/ivory-sherwani?ref=whatsapp&utm_source=wa')).cache).toBe('hit');
      // A listing is kept once per the parameters it reads, in any order, whatever else the address carries.
      expect((await page('/shop?category=men&sort=price-asc')).cache).toBe('miss');
      for (const url of ['/shop?sort=price-asc&category=men', '/shop?category=men&sort=price-asc&nonce=1', '/shop?category=men&sort=price-asc&fbclid=2&category=women']) {
        expect((await page(url)).cache, url).toBe('hit');
      }

      // A catalogue write: the price on the page follows at once.
      await catalog.updateVariants([{ sku: 'IVS-40', sellingPrice: 1428571 }]);
      const after = await page('/product/ivory-sherwani');
      expect(after.cache).toBe('miss');
      expect(after.html).toContain('Ivory Sherwani — ₹16,000 | Kapda');

      // A product the catalogue does not hold is asked of it each time (one indexed read), never rendered
      // nor kept: a flood of made-up slugs fills nothing, and the product shows as soon as it exists.
      expect(await page('/product/nothing-here')).toMatchObject({ status: 404, cache: 'miss' });
      expect(await page('/product/nothing-here')).toMatchObject({ status: 404, cache: 'miss' });
      expect(store().answers.get('page\n/product/nothing-here')).toBeUndefined();
      await catalog.createProduct({
        slug: 'nothing-here', title: 'Nothing Here Kurta', description: 'Now it is.', brand: 'Surat Silk', categoryId: men.id, fabric: 'Silk', care: 'Dry clean',
        hsnCode: '6203', gstRate: 12, tags: [], images: [],
        variants: [{ sku: 'NHK-40', size: '40', color: 'Ivory', colorHex: '#FFFFF0', stock: 3, sellingPrice: 89196, mrp: 99900 }],
      });
      const now = await page('/product/nothing-here');
      expect([now.status, now.cache]).toEqual([200, 'miss']);
    });

    it('keeps 404s and 301s like pages, and answers every address the shop does not know from one kept not-found page', async () => {
      const first = await page('/no-such-page');
      expect([first.status, first.cache]).toEqual([404, 'miss']);
      const again = await page('/no-such-page');
      expect([again.status, again.cache]).toEqual([404, 'hit']);
      expect(again.html).toBe(first.html);
      // Made-up products and collections are asked of the catalogue, never rendered nor kept: a flood of them fills nothing.
      const held = store().answers.count('page\n');
      for (const url of ['/product/never-was', '/collections/999999', ...Array.from({ length: 20 }, (_, i) => `/product/made-up-${i}`)]) {
        expect((await page(url)).status, url).toBe(404);
      }
      expect((await page('/product/never-was')).cache).toBe('miss');
      expect(store().answers.count('page\n')).toBe(held);
      for (const url of ['/another/made-up/address?x=1', '/wp-login.php', '/shop/extra/segments', '/%E0%A4%A']) {
        const unknown = await page(url);
        expect([unknown.status, unknown.cache], url).toEqual([404, 'hit']);
        expect(unknown.html, url).toContain('Page not found');
      }
      // A removed product's 301 is kept as well.
      const { catalog } = store().services;
      const [men] = await store().dataSource.query(`SELECT id FROM categories WHERE slug = ?`, ['men']);
      await catalog.createProduct({
        slug: 'retired-bandi', title: 'Retired Bandi', description: 'Gone.', brand: 'Surat Silk', categoryId: men.id, fabric: 'Silk', care: 'Dry clean',
        hsnCode: '6203', gstRate: 12, tags: [], images: [],
        variants: [{ sku: 'RB-40', size: '40', color: 'Ivory', colorHex: '#FFFFF0', stock: 3, sellingPrice: 89196, mrp: 99900 }],
      });
      await store().dataSource.query(`UPDATE products SET isActive = ? WHERE slug = ?`, [false, 'retired-bandi']);
      catalog.changed();
      const moved = async () => {
        const res = await fetch(`${store().baseUrl}/product/retired-bandi`, { redirect: 'manual' });
        return [res.status, res.headers.get('location'), res.headers.get('x-catalogue-cache')];
      };
      expect(await moved()).toEqual([301, '/shop?category=men', 'miss']);
      expect(await moved()).toEqual([301, '/shop?category=men', 'hit']);
    });

    it('answers other spellings of a page\'s path with a 301 to its one address, without rendering or keeping them', async () => {
      const answer = async (url: string) => {
        const res = await fetch(`${store().baseUrl}${url}`, { redirect: 'manual' });
        await res.arrayBuffer();
        return [res.status, res.headers.get('location')];
      };
      store().answers.clear();
      for (const [url, location] of [
        ['/Shop', '/shop'],
        ['/shop//', '/shop'],
        ['/shop/', '/shop'],
        ['/%73hop', '/shop'],
        ['/About', '/about'],
        ['/Shop?category=men&sort=newest&utm_source=wa', '/shop?category=men&sort=newest&utm_source=wa'],
        ['/product/Ivory-Sherwani', '/product/ivory-sherwani'],
        ['/product/ivory%2Dsherwani/', '/product/ivory-sherwani'],
        ['/Account//Orders/', '/account/orders'],
        ['/reset-password/?token=abc.def', '/reset-password?token=abc.def'],
      ] as const) {
        expect(await answer(url), url).toEqual([301, location]);
      }
      expect(store().answers.count('page\n')).toBe(0);
      // The addresses the shop writes are pages, not moves.
      for (const url of ['/shop?category=men&sort=price-asc', '/product/ivory-sherwani', '/payment/callback?order_id=KPD-1&sig=x', '/reset-password?token=abc', '/order/12?token=abc', '/admin/products']) {
        expect((await answer(url))[0], url).toBe(200);
      }
    });

    it('keeps one copy per value of a listing\'s parameters however it is written, and one shell per private route', async () => {
      store().answers.clear();
      expect((await page('/shop?search=a')).cache).toBe('miss');
      for (const url of ['/shop?search=%61', '/shop?sea%72ch=a&x=1', '/shop?search=a&search=b']) expect((await page(url)).cache, url).toBe('hit');
      expect((await page('/shop?search=red+saree&category=men')).cache).toBe('miss');
      for (const url of ['/shop?category=m%65n&search=red%20saree', '/shop?search=red%20%73aree&category=men']) expect((await page(url)).cache, url).toBe('hit');
      expect(store().answers.count('page\n')).toBe(2);
      expect(store().answers.get('page\n/shop?search=a')).toBeDefined();
      expect(store().answers.get('page\n/shop?category=men&search=red%20saree')).toBeDefined();

      // Private pages: the shell, the same for every address of a route (no canonical, noindex), kept once per route.
      const first = await page('/account/some-thing');
      expect([first.status, first.cache]).toEqual([200, 'miss']);
      for (let i = 0; i < 10; i += 1) {
        const other = await page(`/account/other-${i}?x=${i}`);
        expect([other.status, other.cache, other.html === first.html]).toEqual([200, 'hit', true]);
      }
      expect((await page('/order/12?token=a')).cache).toBe('miss');
      expect((await page('/order/13?token=b')).cache).toBe('hit');
      expect(store().answers.count('page\n')).toBe(4);
      expect(store().answers.get('page\n/account/*')).toBeDefined();
      expect(store().answers.get('page\n/order/:orderId')).toBeDefined();
    });
  },
  { env: { PUBLIC_URL, CATALOGUE_CACHE_SECONDS: '60' } },
);

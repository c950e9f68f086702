import sharp from 'sharp';
import { expect, it } from 'vitest';
import { SitemapService } from '../src/modules/catalog/sitemap.service';
import { signedInUser } from './accounts';
import { restCall } from './client';
import { describeEachDatabase } from './harness';

/**
 * What crawlers and link previews fetch outside the SPA (issue 19): /robots.txt, /sitemap.xml from
 * the database (dropped on catalogue writes; an index past the URL limit) and the 1200×630 Open
 * Graph JPEGs: a product's, made from its main picture and made again when that picture changes, a
 * collection's from its picture, and the site's card.
 */

const PUBLIC_URL = 'https://shop.kapda.example';

async function upload(baseUrl: string, productId: string, token: string, colour: string) {
  const bytes = await sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'picture.jpg');
  const res = await fetch(`${baseUrl}/api/admin/products/${productId}/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return (await res.json()) as { data: { images: Array<{ _id?: string; id?: string }> } };
}

/** The pixel at the middle of a JPEG, as [r, g, b]. */
async function middlePixel(jpeg: Buffer): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describeEachDatabase(
  'robots.txt, sitemap.xml and Open Graph pictures',
  (store) => {
    const base = () => store().baseUrl;

    it('answers /robots.txt as text with the sitemap and the private paths', async () => {
      const res = await fetch(`${base()}/robots.txt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      for (const path of ['/admin', '/account', '/checkout', '/cart', '/payment']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    });

    it('lists every active product, category, collection and content page with lastmod', async () => {
      const res = await fetch(`${base()}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1], lastmod: m[2] }));
      expect(locs.length).toBe(xml.match(/<url>/g)!.length);
      const products = await store().dataSource.query('SELECT slug, updatedAt FROM products WHERE isActive = ?', [true]);
      expect(products.length).toBeGreaterThan(100);
      for (const product of products) {
        const found = locs.find((l) => l.loc === `${PUBLIC_URL}/product/${product.slug}`);
        expect(found, product.slug).toBeDefined();
        const updated = product.updatedAt instanceof Date ? product.updatedAt : new Date(`${String(product.updatedAt).replace(' ', 'T')}Z`);
        expect(found!.lastmod).toBe(updated.toISOString().replace(/\.\d{3}Z$/, 'Z'));
      }
      const inactive = await store().dataSource.query('SELECT slug FROM products WHERE isActive = ?', [false]);
      for (const product of inactive) expect(locs.some((l) => l.loc === `${PUBLIC_URL}/product/${product.slug}`)).toBe(false);
      expect(locs.some((l) => l.loc === `${PUBLIC_URL}/shop?category=women`)).toBe(true);
      const collections = await store().services.catalog.collections();
      expect(collections.length).toBeGreaterThan(0);
      for (const c of collections) expect(locs.some((l) => l.loc === `${PUBLIC_URL}/collections/${c.id}`)).toBe(true);
      for (const path of ['/', '/about', '/contact', '/shipping', '/faq', '/returns', '/size-guide', '/privacy-policy', '/terms-of-service', '/new-arrivals', '/best-seller', '/plus-size', '/collections']) {
        expect(locs.some((l) => l.loc === PUBLIC_URL + path), path).toBe(true);
      }
      // The pages written in the code are dated by the day their words last changed.
      for (const path of ['/shipping', '/faq', '/returns', '/size-guide', '/privacy-policy', '/terms-of-service']) {
        expect(locs.find((l) => l.loc === PUBLIC_URL + path)?.lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      }
      // /privacy and /terms answer 301 to the long addresses: not listed.
      expect(locs.some((l) => l.loc === `${PUBLIC_URL}/privacy` || l.loc === `${PUBLIC_URL}/terms`)).toBe(false);
      expect(locs.some((l) => /\/(cart|checkout|account|admin)/.test(l.loc))).toBe(false);
      // Well-formed enough for any XML reader: every & is an entity.
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    });

    it("moves a collection's lastmod when the collection itself is edited, not only its products", async () => {
      const { token } = await signedInUser(store(), { role: 'admin' });
      const [collection] = await store().services.catalogAdmin.collections();
      const lastmodOf = async () => {
        const xml = await fetch(`${base()}/sitemap.xml`).then((r) => r.text());
        return new RegExp(`<loc>${PUBLIC_URL}/collections/${collection.collection.id}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
      };
      const before = await lastmodOf();
      expect(before).toBeDefined();
      // The sitemap dates to the second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { collection: c, productIds } = collection;
      const edited = await restCall(base(), 'PUT', `/admin/collections/${c.id}`, {
        title: `${c.title} (renamed)`, slug: c.slug, description: c.description, image: c.image, position: c.position, isActive: c.isActive, startsAt: c.startsAt, endsAt: c.endsAt, productIds: productIds.map(String),
      }, { token });
      expect(edited.status).toBe(200);
      const after = await lastmodOf();
      expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
      expect(Math.abs(Date.parse(after!) - Date.now())).toBeLessThan(60_000);
    });

    it('drops a product from the sitemap as soon as it is archived', async () => {
      const [product] = await store().dataSource.query('SELECT id, slug FROM products WHERE isActive = ? ORDER BY id LIMIT 1', [true]);
      const { token } = await signedInUser(store(), { role: 'admin' });
      expect((await fetch(`${base()}/sitemap.xml`).then((r) => r.text())).includes(`/product/${product.slug}<`)).toBe(true);
      expect((await restCall(base(), 'POST', `/admin/products/${product.id}/archive`, {}, { token })).status).toBe(200);
      expect((await fetch(`${base()}/sitemap.xml`).then((r) => r.text())).includes(`/product/${product.slug}<`)).toBe(false);
    });

    it('becomes a sitemap index with numbered parts past the URL limit', async () => {
      const small = new SitemapService(store().dataSource, store().services.catalog, PUBLIC_URL, 100);
      const index = (await small.document('/sitemap.xml'))!;
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g)].map((m) => m[1]);
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(parts[0]).toBe(`${PUBLIC_URL}/sitemaps/pages-1.xml`);
      let total = 0;
      for (const part of parts) {
        const xml = (await small.document(new URL(part).pathname))!;
        const count = xml.match(/<url>/g)!.length;
        expect(count).toBeLessThanOrEqual(100);
        total += count;
      }
      const single = (await store().services.sitemap.document('/sitemap.xml'))!;
      expect(total).toBe(single.match(/<url>/g)!.length);
      expect(await small.document('/sitemaps/pages-99.xml')).toBeNull();
      // The running store has one file: its parts do not exist.
      expect((await fetch(`${base()}/sitemaps/pages-1.xml`)).status).toBe(404);
    });

    it('makes a 1200×630 JPEG under 300 KB from the main picture, and a new one when the pictures change', async () => {
      const { token } = await signedInUser(store(), { role: 'admin' });
      const [category] = await store().dataSource.query('SELECT id FROM categories ORDER BY id LIMIT 1');
      const created = await restCall(base(), 'POST', '/admin/products', {
        title: 'Rani Pink Bandhani Kurta', description: 'Bandhani from Jamnagar.', brand: 'Kapda', categoryId: String(category.id), hsnCode: '6204',
        manufacturer: 'Kapda Fashions, Ring Road, Surat 395002', isActive: true,
        variants: [{ size: 'M', color: 'Pink', colorHex: '#d6336c', mrp: 1999, sellingPrice: 1299, stock: 3 }],
      }, { token });
      expect(created.status).toBe(201);
      const id = created.body.data._id ?? created.body.data.id;
      const slug = created.body.data.slug;
      await upload(base(), id, token, '#c2185b');

      const first = await fetch(`${base()}/og/${slug}.jpg`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(bytes.length).toBeLessThan(300 * 1024);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      const [r, g, b] = await middlePixel(bytes);
      expect(r).toBeGreaterThan(150);
      expect(g).toBeLessThan(80);
      expect(b).toBeGreaterThan(60);
      // Kept in the media store: asked again, the same picture, and a 304 for its ETag.
      const etag = first.headers.get('etag')!;
      expect((await fetch(`${base()}/og/${slug}.jpg`, { headers: { 'if-none-match': etag } })).status).toBe(304);

      // A new main picture: upload a green one and delete the pink.
      const [old] = await store().dataSource.query('SELECT id FROM product_images WHERE productId = ? ORDER BY position', [Number(id)]);
      await upload(base(), id, token, '#1b8a3a');
      expect((await restCall(base(), 'DELETE', `/admin/products/images/${old.id}`, undefined, { token })).status).toBe(200);
      const second = await fetch(`${base()}/og/${slug}.jpg`);
      expect(second.status).toBe(200);
      expect(second.headers.get('etag')).not.toBe(etag);
      const [r2, g2] = await middlePixel(Buffer.from(await second.arrayBuffer()));
      expect(g2).toBeGreaterThan(100);
      expect(r2).toBeLessThan(80);
    });

    it("makes the site's card (every page without a picture of its own) once: 1200×630 JPEG under 300 KB, the shop's maroon", async () => {
      const first = await fetch(`${base()}/og/site/kapda.jpg`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(bytes.length).toBeLessThan(300 * 1024);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      // Inside its gold frame, the maroon (#7a1f3d).
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (60 * info.width + 60) * info.channels;
      const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
      expect(Math.abs(r - 0x7a) + Math.abs(g - 0x1f) + Math.abs(b - 0x3d)).toBeLessThan(30);
      // Made once and kept in the media store: the same bytes, and a 304 for its ETag.
      expect(await store().services.media.get('og/site-v1.jpg')).not.toBeNull();
      expect(Buffer.from(await (await fetch(`${base()}/og/site/kapda.jpg`)).arrayBuffer()).equals(bytes)).toBe(true);
      expect((await fetch(`${base()}/og/site/kapda.jpg`, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);
      expect((await fetch(`${base()}/og/site/other.jpg`)).status).toBe(404);
    });

    it("makes a collection's 1200×630 JPEG from its picture rather than sending the picture itself", async () => {
      const [product] = await store().dataSource.query('SELECT id FROM products WHERE slug = ?', ['rani-pink-bandhani-kurta']);
      const [picture] = await store().dataSource.query('SELECT basePath, widths FROM product_images WHERE productId = ? ORDER BY position LIMIT 1', [product.id]);
      const widths = (typeof picture.widths === 'string' ? JSON.parse(picture.widths) : picture.widths) as number[];
      const collection = await store().services.catalog.createCollection(
        { slug: 'green-edit', title: 'The Green Edit', description: 'Greens for the monsoon.', image: `/media/${picture.basePath}-${widths[0]}.webp` },
        [Number(product.id)],
      );
      for (const key of [String(collection.id), 'green-edit']) {
        const res = await fetch(`${base()}/og/collection/${key}.jpg`);
        expect(res.status, key).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.length).toBeLessThan(300 * 1024);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
        const [r, g] = await middlePixel(bytes);
        expect(g).toBeGreaterThan(100);
        expect(r).toBeLessThan(80);
      }
      // No picture: the site's card; no such collection: 404.
      const plain = await store().services.catalog.createCollection({ slug: 'plain-edit', title: 'Plain Edit', description: '' }, []);
      const card = Buffer.from(await (await fetch(`${base()}/og/collection/${plain.id}.jpg`)).arrayBuffer());
      expect(card.equals(Buffer.from(await (await fetch(`${base()}/og/site/kapda.jpg`)).arrayBuffer()))).toBe(true);
      expect((await fetch(`${base()}/og/collection/999999.jpg`)).status).toBe(404);
    });

    it('answers 404 for an unknown or archived product', async () => {
      expect((await fetch(`${base()}/og/no-such-kurta.jpg`)).status).toBe(404);
      const [archived] = await store().dataSource.query('SELECT slug FROM products WHERE isActive = ? LIMIT 1', [false]);
      expect((await fetch(`${base()}/og/${archived.slug}.jpg`)).status).toBe(404);
      expect((await fetch(`${base()}/og/whatever.png`)).status).toBe(404);
    });
  },
  { seed: true, env: { PUBLIC_URL } },
);

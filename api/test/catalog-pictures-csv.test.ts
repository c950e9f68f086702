import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/product.entity';
import { ProductImage } from '../src/modules/catalog/product-image.entity';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { StockMovement } from '../src/modules/catalog/stock-movement.entity';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

/**
 * Product pictures (multipart upload: the real type checked, a size limit, resized to the seed's WebP
 * widths and served from /media with the long cache; reorder, alt text, delete) and the catalogue
 * CSV (export, template, an all-or-nothing import with row-level errors) — on both databases.
 */

/** A real JPEG, PNG or WebP of the given size. */
async function picture(format: 'jpeg' | 'png' | 'webp', width = 600, height = 800, noise = false): Promise<Buffer> {
  if (noise) {
    const raw = randomBytes(width * height * 3);
    return sharp(raw, { raw: { width, height, channels: 3 } })[format]().toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: '#7a1f3d' } })[format]().toBuffer();
}

async function upload(baseUrl: string, url: string, token: string | undefined, files: Array<{ name: string; bytes: Buffer; type?: string }>, fields: Record<string, string> = {}, field = 'images') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  const res = await fetch(`${baseUrl}/api${url}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describeEachDatabase(
  'product pictures and the catalogue CSV',
  (store) => {
    const base = () => store().baseUrl;
    let token = '';
    let productId = '';
    const mediaFiles = () => {
      const dir = path.join(store().config.MEDIA_DIR, 'products');
      return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('upload-')) : [];
    };

    it('sets up a Catalog sub-admin, a category and a product', async () => {
      token = (await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' })).token;
      const women = await restCall(base(), 'POST', '/admin/categories', { name: 'Women' }, { token });
      const kurtas = await restCall(base(), 'POST', '/admin/categories', { name: 'Kurtas', slug: 'women-kurtas', parentId: women.body.data.id }, { token });
      await restCall(base(), 'POST', '/admin/collections', { title: 'Festive Edit' }, { token });
      const created = await restCall(base(), 'POST', '/admin/products', {
        title: 'Maroon Chanderi Kurta', description: 'Light chanderi with a zari border.', brand: 'Kapda', categoryId: kurtas.body.data.id, hsnCode: '6204',
        manufacturer: 'Kapda Fashions, Ring Road, Surat 395002', isActive: true,
        variants: [{ size: 'M', color: 'Maroon', colorHex: '#7a1f3d', mrp: 1999, sellingPrice: 1499, stock: 3 }],
      }, { token });
      expect(created.status).toBe(201);
      productId = created.body.data.id;
    });

    it('uploads several real pictures at once as WebP at the seed widths, served from /media with the long cache', async () => {
      const answer = await upload(base(), `/admin/products/${productId}/images`, token, [
        { name: 'front.jpg', bytes: await picture('jpeg') },
        { name: 'back.png', bytes: await picture('png', 800, 800), type: 'image/png' },
        { name: 'detail.webp', bytes: await picture('webp', 300, 500), type: 'image/webp' },
      ], { alt: 'Maroon chanderi kurta', color: 'Maroon' });
      expect(answer.status).toBe(201);
      const images = answer.body.data.images;
      expect(images).toHaveLength(3);
      expect(images[0]).toMatchObject({ alt: 'Maroon chanderi kurta', color: 'Maroon', width: 1024, height: 1280, url: expect.stringMatching(/^\/media\/products\/upload-[0-9a-f]{16}-640\.webp$/) });
      const res = await fetch(`${base()}${images[1].url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 800 });
      expect(mediaFiles()).toHaveLength(9);
      // The shop shows them at once.
      const shop = await gqlCall(base(), 'query { product(slug: "maroon-chanderi-kurta") { images { url alt } } }');
      expect(shop.body.data.product.images).toHaveLength(3);
    });

    it('refuses a renamed non-image, a broken picture and an oversized file with a clear message, adding nothing', async () => {
      const before = await store().dataSource.getRepository(ProductImage).count();
      const filesBefore = mediaFiles().length;
      const renamed = await upload(base(), `/admin/products/${productId}/images`, token, [{ name: 'good.jpg', bytes: await picture('jpeg', 400, 400) }, { name: 'kurta.jpg', bytes: Buffer.from('%PDF-1.7 not a picture at all') }]);
      expect(renamed).toMatchObject({ status: 400, body: { success: false, message: 'kurta.jpg is not a JPEG, PNG or WebP picture.' } });
      const jpeg = await picture('jpeg');
      const broken = await upload(base(), `/admin/products/${productId}/images`, token, [{ name: 'cut.jpg', bytes: jpeg.subarray(0, 200) }]);
      expect(broken).toMatchObject({ status: 400, body: { message: 'cut.jpg could not be read as a picture: it may be damaged.' } });
      const big = await picture('png', 400, 400, true);
      expect(big.length).toBeGreaterThan(60 * 1024);
      const oversized = await upload(base(), `/admin/products/${productId}/images`, token, [{ name: 'huge.png', bytes: big, type: 'image/png' }]);
      expect(oversized).toMatchObject({ status: 413, body: { success: false, message: 'Each picture can be at most 0.05 MB.' } });
      const none = await upload(base(), `/admin/products/${productId}/images`, token, []);
      expect(none).toMatchObject({ status: 400, body: { message: 'Choose at least one picture to upload.' } });
      expect(await store().dataSource.getRepository(ProductImage).count()).toBe(before);
      expect(mediaFiles().length).toBe(filesBefore);
      // Without the permission, nothing is read at all.
      const customer = await signedInUser(store());
      expect((await upload(base(), `/admin/products/${productId}/images`, customer.token, [{ name: 'a.jpg', bytes: jpeg }])).status).toBe(403);
      expect((await upload(base(), `/admin/products/${productId}/images`, undefined, [{ name: 'a.jpg', bytes: jpeg }])).status).toBe(401);
    });

    it('reorders pictures, sets alt text, and deletes one (its files too)', async () => {
      const current = (await restCall(base(), 'GET', `/admin/products/${productId}`, undefined, { token })).body.data.images as Array<{ id: string; url: string }>;
      const reversed = [...current].reverse().map((i, n) => ({ id: i.id, alt: `View ${n + 1}`, color: 'Maroon' }));
      const reordered = await gqlCall(base(), 'mutation ($p: ID!, $i: [ProductImageInput!]!) { updateProductImages(productId: $p, images: $i) { images { id alt } } }', { p: productId, i: reversed }, { token });
      expect(reordered.body.data.updateProductImages.images).toEqual(reversed.map(({ id, alt }) => ({ id, alt })));
      const missing = await gqlCall(base(), 'mutation ($p: ID!, $i: [ProductImageInput!]!) { updateProductImages(productId: $p, images: $i) { id } }', { p: productId, i: reversed.slice(1) }, { token });
      expect(missing.body.errors?.[0].message).toBe("The pictures sent are not this product's pictures: reload the page and try again.");
      const noAlt = await restCall(base(), 'PUT', `/admin/products/${productId}/images`, reversed.map((i) => ({ ...i, alt: ' ' })), { token });
      expect(noAlt.body.message).toBe('Every picture needs alt text: say what it shows.');
      const gone = current[0];
      const deleted = await restCall(base(), 'DELETE', `/admin/products/images/${gone.id}`, undefined, { token });
      expect(deleted.body.data.images.map((i: { id: string }) => i.id)).not.toContain(gone.id);
      expect(mediaFiles()).toHaveLength(6);
      expect((await fetch(`${base()}${gone.url}`)).status).toBe(404);
      expect((await restCall(base(), 'DELETE', `/admin/products/images/${gone.id}`, undefined, { token })).body.message).toBe('Picture not found');
    });

    it('uploads a collection picture and uses it', async () => {
      const up = await upload(base(), '/admin/collections/picture', token, [{ name: 'festive.jpg', bytes: await picture('jpeg', 1200, 600) }], {}, 'image');
      expect(up).toMatchObject({ status: 201, body: { data: { url: expect.stringMatching(/^\/media\/collections\/upload-[0-9a-f]{16}-640\.webp$/) } } });
      const list = (await restCall(base(), 'GET', '/admin/collections', undefined, { token })).body.data;
      const saved = await restCall(base(), 'PUT', `/admin/collections/${list[0].id}`, { title: 'Festive Edit', image: up.body.data.url }, { token });
      expect(saved.body.data.image).toBe(up.body.data.url);
    });

    it('exports products with variants and stock as CSV, and offers a template', async () => {
      const res = await fetch(`${base()}/api/admin/products/export.csv`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await res.text();
      const [header, row] = text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(header).toBe('product_slug,title,description,brand,category_slug,collection_slugs,hsn_code,country_of_origin,manufacturer,packer,importer,net_quantity,fabric,care,tags,status,sku,size,color,color_hex,mrp,selling_price,stock');
      expect(row).toBe('maroon-chanderi-kurta,Maroon Chanderi Kurta,Light chanderi with a zari border.,Kapda,women-kurtas,,6204,India,"Kapda Fashions, Ring Road, Surat 395002",,,1 N,,,,active,MCK-MAROON-M,M,Maroon,#7a1f3d,1999,1499,3');
      const template = (await gqlCall(base(), '{ productsCsvTemplate }', {}, { token })).body.data.productsCsvTemplate;
      expect(template).toContain('indigo-dabu-kurta,Indigo Dabu Kurta');
      expect((await fetch(`${base()}/api/admin/products/export.csv`)).status).toBe(401);
    });

    const HEADER = 'product_slug,title,description,brand,category_slug,collection_slugs,hsn_code,country_of_origin,manufacturer,packer,importer,net_quantity,fabric,care,tags,status,sku,size,color,color_hex,mrp,selling_price,stock';
    const maker = '"Kapda Fashions, Surat"';

    it('an import with any bad row reports every row’s problems and changes nothing', async () => {
      const csv = [
        HEADER,
        `maroon-chanderi-kurta,Maroon Chanderi Kurta,Light chanderi.,Kapda,women-kurtas,,6204,India,${maker},,,1 N,,,,active,MCK-MAROON-M,M,Maroon,#7a1f3d,1999,1499,8`,
        `new-silk-saree,Banarasi Silk Saree,Woven in Varanasi.,Kapda,women-kurtas,festive-edit,5007,India,${maker},,,1 N,Silk,Dry clean,silk;banarasi,active,,Free Size,Red,#b22222,4999,4000,2`,
        `new-silk-saree,Banarasi Silk Saree,Woven in Varanasi.,Kapda,no-such-category,,5007,India,${maker},,,1 N,,,,active,,Free Size,Gold,#d4af37,4999,4900,-1`,
        `,Nameless,x,Kapda,women-kurtas,,6204,India,${maker},,,1 N,,,,active,,M,Blue,#0000ff,100,50,1`,
        `cotton-kurta,Cotton Kurta,Soft.,Kapda,women-kurtas,nope,6204,India,${maker},,,1 N,,,,maybe,MCK-MAROON-M,M,Blue,#0000ff,100,500,1`,
      ].join('\n');
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
      const res = await fetch(`${base()}/api/admin/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as any;
      expect(res.status).toBe(400);
      expect(body.message).toBe(`The file has ${body.errors.length} problems; nothing was changed.`);
      expect(body.errors).toEqual([
        { row: 4, column: 'category_slug', message: "No category has the slug 'no-such-category'." },
        { row: 4, column: 'stock', message: 'stock must be a whole number from 0 to 1000000, digits only.' },
        { row: 5, column: 'product_slug', message: 'product_slug is required.' },
        { row: 6, column: 'collection_slugs', message: "No collection has the slug 'nope'." },
        { row: 6, column: 'status', message: "status must be 'active' or 'draft'." },
        { row: 6, column: 'sku', message: 'SKU MCK-MAROON-M is also on row 2.' },
        { row: 6, column: 'sku', message: "SKU MCK-MAROON-M belongs to the product 'maroon-chanderi-kurta'." },
        { row: 6, column: 'sku', message: 'MCK-MAROON-M: the selling price incl. GST (₹525.00) is above the MRP (₹100.00).' },
      ]);
      expect(await store().dataSource.getRepository(Product).count()).toBe(1);
      expect((await store().dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'MCK-MAROON-M' })).stock).toBe(3);
    });

    it('a clean import creates and updates by SKU in one transaction, stock changes recorded as corrections', async () => {
      const csv = [
        HEADER,
        `maroon-chanderi-kurta,Maroon Chanderi Kurta,Light chanderi.,Kapda,women-kurtas,,6204,India,${maker},,,1 N,,,,active,MCK-MAROON-M,M,Maroon,#7a1f3d,1999,1399,8`,
        `maroon-chanderi-kurta,Maroon Chanderi Kurta,,,,,,,,,,,,,,,,L,Maroon,#7a1f3d,1999,1499,4`,
        `banarasi-silk-saree,Banarasi Silk Saree,Woven in Varanasi.,Kapda,women-kurtas,festive-edit,5007,India,${maker},,,1 N,Silk,Dry clean,silk;banarasi,active,BSS-RED,Free Size,Red,#b22222,4999,4000,2`,
        `banarasi-silk-saree,Banarasi Silk Saree,Woven in Varanasi.,Kapda,women-kurtas,festive-edit,5007,India,${maker},,,1 N,Silk,Dry clean,silk;banarasi,active,'=BSS-GOLD,Free Size,Gold,#d4af37,4999,4000,0`,
      ].join('\n');
      // Over GraphQL the bad SKU is one problem on row 5, and nothing is applied.
      const refused = await gqlCall(base(), 'mutation ($csv: String!) { importProductsCsv(csv: $csv) { applied errors { row column message } } }', { csv }, { token });
      expect(refused.body.data.importProductsCsv).toEqual({ applied: false, errors: [{ row: 5, column: 'sku', message: 'SKU =BSS-GOLD: use capital letters, digits and hyphens (at most 40).' }] });
      const ok = await gqlCall(base(), 'mutation ($csv: String!) { importProductsCsv(csv: $csv) { applied created updated variants errors { row } } }', { csv: csv.replace("'=BSS-GOLD", 'BSS-GOLD') }, { token });
      expect(ok.body.data.importProductsCsv).toEqual({ applied: true, created: 1, updated: 1, variants: 4, errors: [] });
      const kurta = (await restCall(base(), 'GET', '/admin/products?search=maroon', undefined, { token })).body.data.items[0];
      expect(kurta.variants.map((v: { sku: string; stock: number; sellingPrice: number }) => [v.sku, v.stock, v.sellingPrice])).toEqual([['MCK-MAROON-M', 8, 1399], ['MCK-MAROON-L', 4, 1499]]);
      const m = await store().dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'MCK-MAROON-M' });
      expect(await store().dataSource.getRepository(StockMovement).findOneBy({ variantId: m.id, reason: 'correction' })).toMatchObject({ delta: 5, stockAfter: 8, note: 'CSV import' });
      // The shop finds the new saree by search, in its collection.
      expect((await gqlCall(base(), '{ products(filter: {search: "banarasi"}) { items { slug gstRate } } }')).body.data.products.items).toEqual([{ slug: 'banarasi-silk-saree', gstRate: 5 }]);
      expect((await gqlCall(base(), '{ products(filter: {collection: "festive-edit"}) { total } }')).body.data.products.total).toBe(1);
    });

    it('a column the file leaves out keeps an existing product as it is (status, collections, fabric)', async () => {
      const csv = ['product_slug,title,category_slug,hsn_code,manufacturer,sku,size,color,color_hex,mrp,selling_price', `banarasi-silk-saree,Banarasi Silk Saree,women-kurtas,5007,${maker},BSS-RED,Free Size,Red,#b22222,4999,3900`].join('\n');
      const ok = await gqlCall(base(), 'mutation ($csv: String!) { importProductsCsv(csv: $csv) { applied updated errors { row message } } }', { csv }, { token });
      expect(ok.body.data.importProductsCsv).toEqual({ applied: true, updated: 1, errors: [] });
      const saree = await store().dataSource.getRepository(Product).findOneByOrFail({ slug: 'banarasi-silk-saree' });
      expect(saree).toMatchObject({ isActive: true, fabric: 'Silk', care: 'Dry clean' });
      expect((await gqlCall(base(), '{ products(filter: {collection: "festive-edit"}) { total } }')).body.data.products.total).toBe(1);
    });

    it('the same picture sent three times at once: every upload succeeds and every saved picture has its files', async () => {
      const bytes = await picture('jpeg', 500, 600);
      const answers = await Promise.all([1, 2, 3].map(() => upload(base(), `/admin/products/${productId}/images`, token, [{ name: 'same.jpg', bytes }], { alt: 'Same view' })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      const rows = await store().dataSource.getRepository(ProductImage).findBy({ alt: 'Same view' });
      expect(rows).toHaveLength(3);
      for (const row of rows) for (const width of row.widths) expect(existsSync(path.join(store().config.MEDIA_DIR, `${row.basePath}-${width}.webp`))).toBe(true);
      expect(readdirSync(path.join(store().config.MEDIA_DIR, 'products')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    });
  },
  { env: { UPLOAD_MAX_MB: '0.05', CATALOGUE_CACHE_SECONDS: '60' } },
);

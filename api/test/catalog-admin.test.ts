import { expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Product } from '../src/modules/catalog/product.entity';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { StockMovement } from '../src/modules/catalog/stock-movement.entity';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

/**
 * The back office's catalogue over GraphQL and REST: products and their size × colour grid, slugs
 * and SKUs, prices within MRP, legal-metrology details on the product page, stock adjustments with
 * history, archive and bulk status, categories and collections with orphan refusals — each
 * permission-checked and audit-logged, each dropping the storefront's answer cache.
 */

const PRODUCT_FIELDS = `id slug title status categoryId collectionIds gstRate hsnCode countryOfOrigin manufacturer importer netQuantity price mrp onSale inStock totalStock lowStock
  variants { id sku size color colorHex stock mrp sellingPrice price } images { id }`;
const CREATE = `mutation ($input: CatalogProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CatalogProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveProduct(id: $id) { id status } }`;
const ADJUST = `mutation ($variantId: ID!, $input: StockAdjustmentInput!) { adjustStock(variantId: $variantId, input: $input) { variant { sku stock } movement { delta stockAfter reason note actorEmail } } }`;
const HISTORY = `query ($variantId: ID!) { stockHistory(variantId: $variantId) { delta stockAfter reason note actorEmail } }`;
const LIST = `query ($filter: CatalogProductFilter, $page: Int, $limit: Int) { catalogProducts(filter: $filter, page: $page, limit: $limit) { total items { id title status } } }`;
const SHOP_PRODUCT = `query ($slug: String!) { product(slug: $slug) { title price mrp inStock countryOfOrigin manufacturer packer importer netQuantity sizes colors { name } } }`;
const SEARCH = `query ($s: String) { products(filter: { search: $s }) { total items { slug } } }`;

describeEachDatabase(
  'catalogue back office',
  (store) => {
    const base = () => store().baseUrl;
    const catalogStaff = () => signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' });
    let token = '';
    let staffEmail = '';
    let kurtasId = '';
    let womenId = '';
    let productId = '';

    const grid = (colors: Array<[string, string]>, sizes: string[], price = { mrp: 1499, sellingPrice: 952.38 }) =>
      colors.flatMap(([color, colorHex]) => sizes.map((size) => ({ size, color, colorHex, ...price, stock: 4 })));

    const input = (over: Record<string, unknown> = {}) => ({
      title: 'Rani Pink Bandhani Kurta',
      description: 'Tie-dyed in Jamnagar on soft cotton.',
      brand: 'Suti Ghar',
      categoryId: kurtasId,
      fabric: 'Cotton',
      care: 'Hand wash cold',
      tags: ['Bandhani', 'festive'],
      hsnCode: '6204',
      manufacturer: 'Suti Ghar Textiles, 12 Bandhani Bazaar, Jamnagar, Gujarat 361001',
      isActive: true,
      variants: grid([['Rani Pink', '#e0218a'], ['Indigo', '#2e3b74']], ['M', 'L']),
      ...over,
    });

    it('refuses guests, customers and sub-admins outside Catalog, over GraphQL and REST, changing nothing', async () => {
      const admin = await signedInUser(store(), { role: 'admin' });
      const women = await restCall(base(), 'POST', '/admin/categories', { name: 'Women' }, { token: admin.token });
      womenId = women.body.data.id;
      const kurtas = await restCall(base(), 'POST', '/admin/categories', { name: 'Kurtas', slug: 'women-kurtas', parentId: womenId }, { token: admin.token });
      kurtasId = kurtas.body.data.id;

      const customer = await signedInUser(store());
      const orders = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Orders' });
      for (const t of [undefined, customer.token, orders.token]) {
        const answer = await gqlCall(base(), CREATE, { input: input() }, { token: t });
        expect(answer.body.errors?.[0].extensions?.code).toBe(t ? 'FORBIDDEN' : 'UNAUTHENTICATED');
        const restAnswer = await restCall(base(), 'POST', '/admin/products', input(), { token: t });
        expect(restAnswer.status).toBe(t ? 403 : 401);
        expect((await restCall(base(), 'GET', '/admin/products', undefined, { token: t })).status).toBe(t ? 403 : 401);
      }
      expect(await store().dataSource.getRepository(Product).count()).toBe(0);
      const staff = await catalogStaff();
      token = staff.token;
      staffEmail = staff.user.email;
    });

    it('creates a product with a two-by-two grid: slug and SKUs made, GST from the HSN code, shown in the shop at once', async () => {
      // The shop is asked first, so its answer is cached (CATALOGUE_CACHE_SECONDS=60 here).
      expect((await gqlCall(base(), SEARCH, { s: 'bandhani' })).body.data.products.total).toBe(0);
      const created = await gqlCall(base(), CREATE, { input: input() }, { token });
      expect(created.body.errors).toBeUndefined();
      const p = created.body.data.createProduct;
      productId = p.id;
      expect(p).toMatchObject({ slug: 'rani-pink-bandhani-kurta', status: 'ACTIVE', gstRate: 5, hsnCode: '6204', countryOfOrigin: 'India', netQuantity: '1 N', price: 1000, mrp: 1499, onSale: true, inStock: true, totalStock: 16, lowStock: true });
      expect(p.variants.map((v: { sku: string }) => v.sku)).toEqual(['RPBK-RANIPINK-M', 'RPBK-RANIPINK-L', 'RPBK-INDIGO-M', 'RPBK-INDIGO-L']);
      // The shop sees it at once: the write dropped the cached answer.
      expect((await gqlCall(base(), SEARCH, { s: 'bandhani' })).body.data.products.items).toEqual([{ slug: 'rani-pink-bandhani-kurta' }]);
      const shop = (await gqlCall(base(), SHOP_PRODUCT, { slug: 'rani-pink-bandhani-kurta' })).body.data.product;
      expect(shop).toMatchObject({ countryOfOrigin: 'India', manufacturer: 'Suti Ghar Textiles, 12 Bandhani Bazaar, Jamnagar, Gujarat 361001', importer: '', netQuantity: '1 N', sizes: ['M', 'L'] });
      // Opening stock is in each variant's history, by who added it.
      const history = await gqlCall(base(), HISTORY, { variantId: p.variants[0].id }, { token });
      expect(history.body.data.stockHistory).toEqual([{ delta: 4, stockAfter: 4, reason: 'received', note: 'Opening stock', actorEmail: staffEmail }]);
      const audit = await store().dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'product.create', entityId: p.id });
      expect(audit.actorEmail).toBe(staffEmail);
      expect(JSON.parse(audit.after!)).toMatchObject({ slug: 'rani-pink-bandhani-kurta', variants: expect.any(Array) });
    });

    it('a second product with the same title gets its own slug and SKUs', async () => {
      const again = await gqlCall(base(), CREATE, { input: input({ isActive: false, variants: grid([['Rani Pink', '#e0218a']], ['M']) }) }, { token });
      expect(again.body.errors).toBeUndefined();
      expect(again.body.data.createProduct).toMatchObject({ slug: 'rani-pink-bandhani-kurta-2', status: 'DRAFT', variants: [{ sku: 'RPBK2-RANIPINK-M' }] });
    });

    it('refuses bad input with the field’s message and saves nothing (GraphQL 400 and REST)', async () => {
      const before = await store().dataSource.getRepository(Product).count();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '  ' }, 'Please enter the product title.'],
        [{ slug: 'Not A Slug' }, 'The slug may use lower-case letters, digits and single hyphens only.'],
        [{ slug: 'rani-pink-bandhani-kurta' }, 'Another product already uses this slug.'],
        [{ hsnCode: '62' }, 'The HSN code must be 4, 6 or 8 digits.'],
        [{ hsnCode: '7113' }, 'This HSN code has no GST rule here: use fabrics (50–55), garments and made-ups (61–63), footwear (64) or bags (42).'],
        [{ manufacturer: '' }, "Please enter the manufacturer's name and address."],
        [{ countryOfOrigin: 'Bangladesh' }, "A product made outside India needs the importer's name and address."],
        [{ categoryId: '99999' }, 'That category does not exist.'],
        [{ variants: [] }, 'A product needs at least one size and colour.'],
        [{ variants: grid([['Indigo', '#2e3b74'], ['indigo', '#2e3b74']], ['M']) }, 'M / indigo appears twice.'],
        [{ variants: grid([['Indigo', '#2e3b74']], ['M'], { mrp: 1000, sellingPrice: 1000 }) }, 'M / Indigo: the selling price incl. GST (₹1,050.00) is above the MRP (₹1,000.00).'],
        [{ variants: [{ size: 'M', color: 'Indigo', colorHex: 'blue', mrp: 100, sellingPrice: 50 }] }, 'Indigo: the swatch must be a hex colour like #2e3b74.'],
        [{ variants: [{ sku: 'RPBK-RANIPINK-M', size: 'M', color: 'Indigo', colorHex: '#2e3b74', mrp: 100, sellingPrice: 50 }] }, 'SKU RPBK-RANIPINK-M is already used by another product.'],
      ];
      for (const [over, message] of cases) {
        const answer = await gqlCall(base(), CREATE, { input: input(over) }, { token });
        expect(answer.body.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      const restAnswer = await restCall(base(), 'POST', '/admin/products', input({ variants: [{ size: 'M', color: 'Indigo', colorHex: '#2e3b74', mrp: 'lots', sellingPrice: 50 }] }), { token });
      expect(restAnswer).toMatchObject({ status: 400, body: { success: false, message: 'M / Indigo: the MRP must be an amount above ₹0.' } });
      expect(await store().dataSource.getRepository(Product).count()).toBe(before);
    });

    it('adds a size to every colour at once, re-prices within MRP, and keeps existing stock', async () => {
      const current = (await gqlCall(base(), `query ($id: ID!) { catalogProduct(id: $id) { ${PRODUCT_FIELDS} } }`, { id: productId }, { token })).body.data.catalogProduct;
      const variants = current.variants.map((v: Record<string, unknown>) => ({ id: v.id, sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, mrp: v.mrp, sellingPrice: 1047.62, stock: 999 }));
      for (const [color, colorHex] of [['Rani Pink', '#e0218a'], ['Indigo', '#2e3b74']]) variants.push({ size: 'XL', color, colorHex, mrp: 1599, sellingPrice: 1142.86, stock: 2 });
      const updated = await gqlCall(base(), UPDATE, { id: productId, input: input({ variants, collectionIds: [] }) }, { token });
      expect(updated.body.errors).toBeUndefined();
      const p = updated.body.data.updateProduct;
      expect(p.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock])).toEqual([
        ['RPBK-RANIPINK-M', 4], ['RPBK-RANIPINK-L', 4], ['RPBK-INDIGO-M', 4], ['RPBK-INDIGO-L', 4], ['RPBK-RANIPINK-XL', 2], ['RPBK-INDIGO-XL', 2],
      ]);
      expect(p).toMatchObject({ price: 1100, slug: 'rani-pink-bandhani-kurta', totalStock: 20 });
      expect((await gqlCall(base(), SHOP_PRODUCT, { slug: 'rani-pink-bandhani-kurta' })).body.data.product).toMatchObject({ price: 1100, sizes: ['M', 'L', 'XL'] });
      // Dropping a variant that was never ordered removes it.
      const fewer = await gqlCall(base(), UPDATE, { id: productId, input: input({ variants: p.variants.slice(0, 5).map((v: Record<string, unknown>) => ({ id: v.id, sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, mrp: v.mrp, sellingPrice: v.sellingPrice })) }) }, { token });
      expect(fewer.body.data.updateProduct.variants).toHaveLength(5);
      const audit = await store().dataSource.getRepository(AuditEntry).findBy({ action: 'product.update', entityId: productId });
      expect(audit).toHaveLength(2);
    });

    it('records stock adjustments with who, how many and why; refuses going below zero or a reason against the sign', async () => {
      const variant = await store().dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'RPBK-INDIGO-M' });
      const received = await gqlCall(base(), ADJUST, { variantId: String(variant.id), input: { delta: 10, reason: 'received', note: 'Surat godown, lot 14' } }, { token });
      expect(received.body.data.adjustStock).toEqual({ variant: { sku: 'RPBK-INDIGO-M', stock: 14 }, movement: { delta: 10, stockAfter: 14, reason: 'received', note: 'Surat godown, lot 14', actorEmail: staffEmail } });
      const damaged = await restCall(base(), 'POST', `/admin/products/variants/${variant.id}/stock`, { delta: -2, reason: 'damaged', note: 'Dye ran' }, { token });
      expect(damaged.body).toMatchObject({ success: true, message: 'Stock updated', data: { variant: { stock: 12 }, movement: { delta: -2, reason: 'damaged' } } });
      const refusals: Array<[Record<string, unknown>, number, string]> = [
        [{ delta: -13, reason: 'correction' }, 409, 'RPBK-INDIGO-M has only 12 in stock: stock cannot go below 0.'],
        [{ delta: 3, reason: 'damaged' }, 400, 'Damaged stock takes pieces away: enter a negative number.'],
        [{ delta: -3, reason: 'received' }, 400, 'Received stock adds pieces: enter a positive number.'],
        [{ delta: 0, reason: 'correction' }, 400, 'Enter how many pieces, as a whole number other than 0.'],
        [{ delta: 1.5, reason: 'correction' }, 400, 'Enter how many pieces, as a whole number other than 0.'],
        [{ delta: 1, reason: 'stolen' }, 400, 'Choose why the stock changes: received, damaged or correction.'],
      ];
      for (const [body, status, message] of refusals) {
        expect(await restCall(base(), 'POST', `/admin/products/variants/${variant.id}/stock`, body, { token }), message).toMatchObject({ status, body: { success: false, message } });
      }
      expect((await restCall(base(), 'POST', '/admin/products/variants/999999/stock', { delta: 1, reason: 'received' }, { token })).status).toBe(404);
      const history = (await gqlCall(base(), HISTORY, { variantId: String(variant.id) }, { token })).body.data.stockHistory;
      expect(history.map((h: { delta: number; reason: string }) => [h.delta, h.reason])).toEqual([[-2, 'damaged'], [10, 'received'], [4, 'received']]);
      expect(await store().dataSource.getRepository(StockMovement).countBy({ variantId: variant.id })).toBe(3);
      expect(await store().dataSource.getRepository(AuditEntry).countBy({ action: 'variant.adjustStock', entityId: String(variant.id) })).toBe(2);
    });

    it('lists with search, filters and paging; bulk status and archive take products out of the shop', async () => {
      const list = async (filter: Record<string, unknown>) => (await gqlCall(base(), LIST, { filter }, { token })).body.data.catalogProducts;
      expect((await list({})).total).toBe(2);
      expect((await list({ search: 'RPBK-INDIGO' })).items.map((i: { slug?: string; title: string }) => i.title)).toEqual(['Rani Pink Bandhani Kurta']);
      expect((await list({ status: 'DRAFT' })).total).toBe(1);
      expect((await list({ stock: 'LOW' })).total).toBe(2);
      expect((await list({ stock: 'SOLD_OUT' })).total).toBe(0);
      expect((await list({ categoryId: womenId })).total).toBe(2);
      expect((await list({ onSale: true })).total).toBe(2);
      const page = (await gqlCall(base(), LIST, { page: 2, limit: 1 }, { token })).body.data.catalogProducts;
      expect(page).toMatchObject({ total: 2, items: [expect.any(Object)] });

      const all = (await list({})).items.map((i: { id: string }) => i.id);
      expect((await gqlCall(base(), 'mutation ($ids: [ID!]!) { setProductsActive(ids: $ids, active: false) }', { ids: all }, { token })).body.data.setProductsActive).toBe(1);
      expect((await gqlCall(base(), SEARCH, { s: 'bandhani' })).body.data.products.total).toBe(0);
      expect((await restCall(base(), 'POST', '/admin/products/bulk-status', { ids: all, active: true }, { token })).body).toMatchObject({ success: true, data: { changed: 2 } });
      expect((await gqlCall(base(), SEARCH, { s: 'bandhani' })).body.data.products.total).toBe(2);

      const archived = await gqlCall(base(), ARCHIVE, { id: productId }, { token });
      expect(archived.body.data.archiveProduct).toEqual({ id: productId, status: 'ARCHIVED' });
      expect((await gqlCall(base(), SHOP_PRODUCT, { slug: 'rani-pink-bandhani-kurta' })).body.data.product).toBeNull();
      expect((await list({})).total).toBe(1);
      expect((await list({ status: 'ARCHIVED' })).items.map((i: { id: string }) => i.id)).toEqual([productId]);
      // Bulk activation leaves archived products alone.
      await gqlCall(base(), 'mutation ($ids: [ID!]!) { setProductsActive(ids: $ids, active: true) }', { ids: [productId] }, { token });
      expect((await gqlCall(base(), SHOP_PRODUCT, { slug: 'rani-pink-bandhani-kurta' })).body.data.product).toBeNull();
      expect((await restCall(base(), 'GET', `/admin/products/${productId}`, undefined, { token })).body.data).toMatchObject({ _id: productId, status: 'archived' });
      expect((await restCall(base(), 'GET', '/admin/products/999999', undefined, { token })).body).toMatchObject({ success: false, message: 'Product not found' });
    });

    it('edits the category tree, refusing changes that would orphan products or go too deep', async () => {
      const save = (id: string | null, body: Record<string, unknown>) => (id ? restCall(base(), 'PUT', `/admin/categories/${id}`, body, { token }) : restCall(base(), 'POST', '/admin/categories', body, { token }));
      const men = await save(null, { name: 'Men', position: 2 });
      expect(men).toMatchObject({ status: 201, body: { success: true, data: { name: 'Men', slug: 'men', parentId: null, position: 2, productCount: 0 } } });
      const shirts = await save(null, { name: 'Shirts', parentId: men.body.data.id });
      expect(shirts.body.data).toMatchObject({ slug: 'shirts', parentId: men.body.data.id });
      expect((await save(null, { name: 'Too deep', parentId: shirts.body.data.id })).body.message).toBe('Subcategories go one level deep: choose a top-level department as the parent.');
      expect((await save(men.body.data.id, { name: 'Men', parentId: womenId })).body.message).toBe('This category has subcategories, so it must stay a top-level department.');
      expect((await save(kurtasId, { name: 'Kurtas', slug: 'women-kurtas', parentId: null })).body.message).toBe('This category holds 2 products and would become a department with products beside its subcategories: move them first.');
      expect((await save(null, { name: 'Kurtas again', slug: 'women-kurtas' })).body.message).toBe('Another category already uses this slug.');
      expect((await save(shirts.body.data.id, { name: 'Shirts', parentId: shirts.body.data.id })).body.message).toBe('A category cannot be its own parent.');
      // Renaming and reordering is fine, and the shop's menu follows at once.
      expect((await save(kurtasId, { name: 'Kurtas & Kurtis', slug: 'women-kurtas', parentId: womenId, position: 1 })).body.data).toMatchObject({ name: 'Kurtas & Kurtis', productCount: 2 });
      expect((await gqlCall(base(), '{ categories { slug children { name } } }')).body.data.categories).toContainEqual({ slug: 'women', children: [{ name: 'Kurtas & Kurtis' }] });

      const del = (id: string) => restCall(base(), 'DELETE', `/admin/categories/${id}`, undefined, { token });
      expect(await del(kurtasId)).toMatchObject({ status: 409, body: { message: 'This category still holds 2 products: move them to another category first.' } });
      expect(await del(men.body.data.id)).toMatchObject({ status: 409, body: { message: 'This category has subcategories: move or delete them first.' } });
      expect((await gqlCall(base(), 'mutation ($id: ID!) { deleteCategory(id: $id) }', { id: shirts.body.data.id }, { token })).body.data.deleteCategory).toBe(shirts.body.data.id);
      expect(await del(men.body.data.id)).toMatchObject({ status: 200, body: { message: 'Category deleted' } });
      expect(await store().dataSource.getRepository(AuditEntry).countBy({ entityType: 'category', action: 'category.delete' })).toBe(2);
    });

    it('edits collections: products in order, active dates, and a refusal while a coupon is limited to one', async () => {
      const products = (await gqlCall(base(), LIST, { filter: { status: null } }, { token })).body.data.catalogProducts.items.map((i: { id: string }) => i.id);
      const SAVE = 'mutation ($id: ID, $input: CatalogCollectionInput!) { saveCollection(id: $id, input: $input) { id slug title isActive startsAt endsAt productIds } }';
      const festive = await gqlCall(base(), SAVE, { input: { title: 'Festive Edit', description: 'For Diwali', productIds: products } }, { token });
      expect(festive.body.errors).toBeUndefined();
      expect(festive.body.data.saveCollection).toMatchObject({ slug: 'festive-edit', isActive: true, productIds: products });
      const id = festive.body.data.saveCollection.id;
      expect((await gqlCall(base(), '{ collections { slug } }')).body.data.collections).toEqual([{ slug: 'festive-edit' }]);
      // A collection whose dates have not begun is hidden from the shop.
      const later = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await gqlCall(base(), SAVE, { id, input: { title: 'Festive Edit', productIds: [...products].reverse(), startsAt: later } }, { token });
      expect(scheduled.body.data.saveCollection.productIds).toEqual([...products].reverse());
      expect((await gqlCall(base(), '{ collections { slug } }')).body.data.collections).toEqual([]);
      const bad = await gqlCall(base(), SAVE, { id, input: { title: 'Festive Edit', startsAt: later, endsAt: new Date().toISOString() } }, { token });
      expect(bad.body.errors?.[0].message).toBe('The end must be after the start.');
      expect((await restCall(base(), 'PUT', `/admin/collections/${id}`, { title: 'Festive Edit', image: 'javascript:alert(1)' }, { token })).body.message).toBe('The picture must be a /media/ address.');

      const marketing = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_coupons'], department: 'Support' });
      const coupon = await restCall(base(), 'POST', '/admin/coupons', { code: 'festive10', kind: 'percent', value: 10, collectionId: id }, { token: marketing.token });
      expect(coupon.body.data).toMatchObject({ code: 'FESTIVE10', collectionId: id });
      expect(await restCall(base(), 'DELETE', `/admin/collections/${id}`, undefined, { token })).toMatchObject({ status: 409, body: { message: 'A coupon is limited to this collection: change or delete the coupon first.' } });
    });
  },
  { env: { CATALOGUE_CACHE_SECONDS: '60' } },
);

import { expect, it } from 'vitest';
import { AppError } from '../src/kernel/errors';
import { Category } from '../src/modules/catalog/category.entity';
import { Product } from '../src/modules/catalog/product.entity';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { describeEachDatabase, graphql, rest } from './harness';

/** Catalogue writes keep the listing summary (price, sale, stock) and the search index in step. */

const image = { alt: 'A picture', color: 'Indigo', basePath: 'products/test-picture', widths: [320, 640, 1024], width: 1024, height: 1280 };
const variant = (sku: string, size: string, sellingPrice: number, mrp: number, stock: number) => ({ sku, size, color: 'Indigo', colorHex: '#2E3B74', stock, sellingPrice, mrp });

const CARD = 'query P($slug: String!) { product(slug: $slug) { price mrp onSale inStock percentOff variants { sku stock inStock price } } }';

describeEachDatabase('catalogue writes', (store) => {
  let kurtaId = 0;

  it('creates products whose listing summary comes from their variants', async () => {
    const { catalog } = store().services;
    const women = await catalog.createCategory({ slug: 'women', name: 'Women', description: 'Women' });
    const kurtas = await catalog.createCategory({ slug: 'women-kurtas', name: 'Kurtas', description: 'Kurtas', parentId: women.id });
    // ₹952.38 ex-GST + 5% = ₹1,000; MRP ₹1,499.
    const kurta = await catalog.createProduct({
      slug: 'indigo-dabu-kurta', title: 'Indigo Dabu Kurta', description: 'Hand block-printed in Bagru.', brand: 'Suti Ghar', categoryId: kurtas.id,
      fabric: 'Cotton', care: 'Hand wash', hsnCode: '6204', gstRate: 5, tags: ['dabu', 'indigo'],
      variants: [variant('T-KURTA-M', 'M', 95238, 149900, 2), variant('T-KURTA-L', 'L', 104762, 149900, 1)],
      images: [image],
    });
    kurtaId = kurta.id;
    const { body } = await graphql(store().baseUrl, CARD, { slug: 'indigo-dabu-kurta' });
    expect(body.data.product).toMatchObject({ price: 1000, mrp: 1499, onSale: true, inStock: true, percentOff: 33 });
  });

  it('refuses a variant priced above its MRP once GST is added, or with negative stock', async () => {
    const { catalog } = store().services;
    const base = { slug: 'x', title: 'X', description: 'X', brand: 'X', categoryId: 1, fabric: '', care: '', hsnCode: '6204', gstRate: 5, tags: [], images: [] };
    await expect(catalog.createProduct({ ...base, variants: [variant('T-X-1', 'M', 100000, 100000, 1)] })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^T-X-1: Selling price ₹1,050.00 incl. GST is above the MRP ₹1,000.00/) });
    await expect(catalog.createProduct({ ...base, variants: [variant('T-X-2', 'M', 1000, 5000, -1)] })).rejects.toBeInstanceOf(AppError);
    await expect(catalog.createProduct({ ...base, variants: [] })).rejects.toMatchObject({ status: 400 });
    expect(await store().dataSource.getRepository(Product).countBy({ slug: 'x' })).toBe(0);
  });

  it('taking the last units sells the variant out and moves the listing to the next one in stock', async () => {
    const { catalog, dataSource } = store().services;
    const m = await dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'T-KURTA-M' });
    await catalog.adjustStock([{ variantId: m.id, delta: -2 }]);
    const { body } = await graphql(store().baseUrl, CARD, { slug: 'indigo-dabu-kurta' });
    // The ₹1,100 L is now the cheapest variant a shopper can buy.
    expect(body.data.product).toMatchObject({ price: 1100, inStock: true });
    expect(body.data.product.variants.find((v: { sku: string }) => v.sku === 'T-KURTA-M')).toMatchObject({ stock: 0, inStock: false });
  });

  it('asking for more than is in stock changes nothing', async () => {
    const { catalog, dataSource } = store().services;
    const [m, l] = await Promise.all(['T-KURTA-M', 'T-KURTA-L'].map((sku) => dataSource.getRepository(ProductVariant).findOneByOrFail({ sku })));
    await expect(catalog.adjustStock([{ variantId: l.id, delta: -1 }, { variantId: m.id, delta: -1 }])).rejects.toMatchObject({ status: 409, message: 'Not enough stock' });
    expect((await dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'T-KURTA-L' })).stock).toBe(1);
  });

  it('selling the last variant marks the product out of stock; restocking brings it back', async () => {
    const { catalog, dataSource } = store().services;
    const l = await dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'T-KURTA-L' });
    await catalog.adjustStock([{ variantId: l.id, delta: -1 }]);
    const soldOut = await graphql(store().baseUrl, '{ products(filter: {inStock: true}) { total } }');
    expect(soldOut.body.data.products.total).toBe(0);
    expect((await graphql(store().baseUrl, CARD, { slug: 'indigo-dabu-kurta' })).body.data.product).toMatchObject({ inStock: false, price: 1000 });
    await catalog.updateVariants([{ sku: 'T-KURTA-L', stock: 5 }]);
    expect((await graphql(store().baseUrl, '{ products(filter: {inStock: true}) { total } }')).body.data.products.total).toBe(1);
  });

  it('a price change re-prices the listing, and the sale filter follows', async () => {
    const { catalog } = store().services;
    // L to ₹1,499 incl. GST = its MRP: no longer on sale.
    await catalog.updateVariants([{ sku: 'T-KURTA-L', sellingPrice: 142762 }]);
    expect((await graphql(store().baseUrl, CARD, { slug: 'indigo-dabu-kurta' })).body.data.product).toMatchObject({ price: 1499, mrp: 1499, onSale: false, percentOff: 0 });
    expect((await graphql(store().baseUrl, '{ products(filter: {sale: true}) { total } }')).body.data.products.total).toBe(0);
    await expect(catalog.updateVariants([{ sku: 'T-KURTA-L', sellingPrice: 200000 }])).rejects.toMatchObject({ status: 400 });
    await expect(catalog.updateVariants([{ sku: 'NO-SUCH-SKU', stock: 1 }])).rejects.toMatchObject({ status: 400, message: 'Unknown SKU NO-SUCH-SKU' });
  });

  it('search follows edits to a title, and inactive products disappear from the shop', async () => {
    const repo = store().dataSource.getRepository(Product);
    const search = async (term: string) => (await graphql(store().baseUrl, 'query S($s: String) { products(filter: {search: $s}) { total } }', { s: term })).body.data.products.total;
    expect(await search('dabu')).toBe(1);
    await repo.update({ id: kurtaId }, { title: 'Ajrakh Kurta' });
    expect(await search('ajrakh')).toBe(1);
    expect(await search('dabu')).toBe(1); // still in its description and tags
    await repo.update({ id: kurtaId }, { isActive: false });
    expect(await search('ajrakh')).toBe(0);
    expect((await graphql(store().baseUrl, CARD, { slug: 'indigo-dabu-kurta' })).body.data.product).toBeNull();
    expect((await graphql(store().baseUrl, '{ categories { productCount } }')).body.data.categories[0].productCount).toBe(0);
  });

  // The process keeps the category tree between requests: a category added here shows at once.
  it('a new subcategory and its products show in the department listing and the menu at once', async () => {
    const { catalog } = store().services;
    const shop = 'query Shop { products(filter: {category: "women"}) { items { slug category { slug parent { slug } } } } categories { slug children { slug } } }';
    const before = (await graphql(store().baseUrl, shop)).body.data;
    expect(before.categories[0].children.map((c: { slug: string }) => c.slug)).toEqual(['women-kurtas']);
    const women = (await store().dataSource.getRepository(Category).findOneByOrFail({ slug: 'women' })).id;
    const sarees = await catalog.createCategory({ slug: 'women-sarees', name: 'Sarees', description: 'Sarees', parentId: women, position: 1 });
    await catalog.createProduct({
      slug: 'mulmul-saree', title: 'Mulmul Saree', description: 'Soft cotton.', brand: 'Suti Ghar', categoryId: sarees.id,
      fabric: 'Cotton', care: 'Hand wash', hsnCode: '6211', gstRate: 5, tags: [], variants: [variant('T-SAREE', 'Free Size', 95238, 149900, 3)], images: [],
    });
    const after = (await graphql(store().baseUrl, shop)).body.data;
    expect(after.categories[0].children.map((c: { slug: string }) => c.slug)).toEqual(['women-kurtas', 'women-sarees']);
    expect(after.products.items).toContainEqual({ slug: 'mulmul-saree', category: { slug: 'women-sarees', parent: { slug: 'women' } } });
  });

  it("a product in a category this process has not seen yet (another API process added it) still shows its category", async () => {
    const { dataSource } = store();
    await graphql(store().baseUrl, '{ categories { slug } }');
    // Written straight to the database, as another process would: this one is not told.
    const dupattas = await dataSource.getRepository(Category).save({ slug: 'women-dupattas', name: 'Dupattas', description: 'Dupattas', image: null, parentId: null, position: 2 });
    await dataSource.getRepository(Product).save({
      slug: 'bandhani-dupatta', title: 'Bandhani Dupatta', description: 'Tie-dyed.', brand: 'Suti Ghar', categoryId: dupattas.id,
      fabric: 'Cotton', care: 'Dry clean', hsnCode: '6214', gstRate: 5, tags: [], salesCount: 0, isActive: true, price: 99900, mrp: 99900, sellingPrice: 95143, onSale: false, inStock: true,
    });
    const { body } = await graphql(store().baseUrl, 'query P($slug: String!) { product(slug: $slug) { category { slug name } } }', { slug: 'bandhani-dupatta' });
    expect(body.errors).toBeUndefined();
    expect(body.data.product.category).toEqual({ slug: 'women-dupattas', name: 'Dupattas' });
    const rest = (await (await fetch(`${store().baseUrl}/api/products/bandhani-dupatta`)).json()) as { data: { category: unknown } };
    expect(rest.data.category).toMatchObject({ slug: 'women-dupattas', name: 'Dupattas' });
  });
  // The REST listing keeps each product's card as JSON text (listing-cards.ts); every catalogue write drops them.
  it('the REST listing shows a write on the next page: a re-priced, sold-out and restocked card', async () => {
    const { catalog } = store().services;
    const card = async () => {
      const { status, body } = await rest(store().baseUrl, 'GET', '/products?category=women&limit=60');
      expect(status).toBe(200);
      return (body.data.items as Array<{ slug: string; price: number; inStock: boolean }>).find((i) => i.slug === 'mulmul-saree')!;
    };
    expect(await card()).toMatchObject({ price: 1000, inStock: true });
    expect(store().services.listingCards.size).toBeGreaterThan(0);
    await catalog.updateVariants([{ sku: 'T-SAREE', sellingPrice: 114286 }]);
    expect(await card()).toMatchObject({ price: 1200, inStock: true });
    await catalog.updateVariants([{ sku: 'T-SAREE', stock: 0 }]);
    expect(await card()).toMatchObject({ price: 1200, inStock: false });
    await catalog.updateVariants([{ sku: 'T-SAREE', stock: 4 }]);
    expect(await card()).toMatchObject({ inStock: true });
  });
});

import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, desktop, launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

/** The demo Catalog sub-admin (api/src/modules/users/demo-users.seed.ts): manage_products in Catalog. */
const CATALOG = { email: 'catalog@kapda.in', password: 'Bandhani-Print-2025' };
const TITLE = 'Meadowlark Gulabi Kurta';

/**
 * Issue 12 end to end, in Chromium against the built store: a Catalog sub-admin creates a product
 * with two sizes, two colours and a picture; a shopper on a phone finds it by search and adds it to
 * the cart.
 */
describe.skipIf(!inject('chromiumPath'))('the catalogue back office, in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    [store, browser] = await Promise.all([startStore({ SEED_IMAGES: 'false' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('a Catalog sub-admin creates a product with two sizes, two colours and a picture; a shopper finds it and adds it to the cart', async () => {
    const { page } = await newPage(browser, desktop);
    pages.push(page);
    await page.goto(`${store.baseUrl}/login`);
    const login = page.locator('main');
    await login.getByLabel('Email', { exact: true }).fill(CATALOG.email);
    await login.getByLabel('Password', { exact: true }).fill(CATALOG.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // /products/manage shows the back-office dashboard, which links the product list.
    await page.goto(`${store.baseUrl}/products/manage`);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL(/\/admin\/products\/new$/);

    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    await form.getByLabel('Description', { exact: true }).fill('Hand-embroidered gulabi cotton for summer afternoons.');
    await form.getByLabel('Brand', { exact: true }).fill('Suti Ghar');
    const category = form.getByLabel('Category', { exact: true });
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(2);
    // The first subcategory (options: Choose…, a department, its first subcategory…).
    await category.selectOption({ index: 2 });
    await form.getByLabel('Manufacturer (name and address)', { exact: true }).fill('Suti Ghar Textiles, 12 Bagru Road, Jaipur 302001');
    await form.getByLabel(/^Active/).check();

    // Two sizes and two colours: the grid fills every size in every colour.
    await form.getByLabel(/^Add a size/).fill('M');
    await form.getByLabel(/^Add a colour/).fill('Gulabi');
    await form.getByRole('button', { name: /^Add colour/ }).click();
    await form.getByLabel(/^Add a size/).fill('L');
    await form.getByRole('button', { name: /^Add size/ }).click();
    await form.getByLabel(/^Add a colour/).fill('Indigo');
    await form.getByLabel('Swatch', { exact: true }).fill('#2e3b74');
    await form.getByRole('button', { name: /^Add colour/ }).click();
    for (const v of ['M / Gulabi', 'L / Gulabi', 'M / Indigo', 'L / Indigo']) {
      await form.getByLabel(`MRP of ${v}`).fill('1499');
      await form.getByLabel(`Selling price of ${v}`).fill('952.38');
      await form.getByLabel(`Opening stock of ${v}`).fill('5');
    }
    await page.screenshot({ path: path.join(artifactsDir, 'catalog-editor-desktop.png'), fullPage: true });
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    await page.getByText('Product created').waitFor();
    const productId = page.url().split('/').pop()!;

    // A real picture, uploaded through the pictures section.
    const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#e8a0b4' } }).jpeg().toBuffer();
    await page.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'gulabi-front.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByText('1 picture added').waitFor();
    await expect.poll(() => page.locator('.catalog-picture img').count()).toBe(1);
    const product = (await (await fetch(`${store.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ($s: String) { products(filter: { search: $s }) { items { id slug sizes colors { name } images { url } } } }', variables: { s: 'Meadowlark' } }),
    })).json()) as { data: { products: { items: Array<{ id: string; slug: string; sizes: string[]; colors: Array<{ name: string }>; images: Array<{ url: string }> }> } } };
    expect(product.data.products.items).toEqual([expect.objectContaining({ id: productId, sizes: ['M', 'L'], colors: [{ name: 'Gulabi' }, { name: 'Indigo' }] })]);
    const picture = await fetch(`${store.baseUrl}${product.data.products.items[0].images[0].url}`);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    // A shopper on a phone finds it by search and adds Indigo L to the cart.
    const { page: shopper } = await newPage(browser, phone);
    pages.push(shopper);
    await shopper.goto(`${store.baseUrl}/`);
    await shopper.getByRole('button', { name: 'Search' }).click();
    const box = shopper.getByPlaceholder('Search for products...');
    await box.fill('meadowlark');
    await box.press('Enter');
    await shopper.waitForURL(/\/shop\?search=meadowlark$/);
    await shopper.locator('.product-card', { hasText: TITLE }).first().getByRole('link').first().click();
    await shopper.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await shopper.getByText('Suti Ghar Textiles, 12 Bagru Road, Jaipur 302001').waitFor();
    await shopper.getByRole('button', { name: 'Indigo', exact: true }).click();
    await shopper.getByRole('button', { name: 'Size L', exact: true }).click();
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = shopper.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ });
    await cart.waitFor();
    await cart.getByText(TITLE).waitFor();
    await shopper.screenshot({ path: path.join(artifactsDir, 'catalog-shopper-cart-phone.png') });

    // The Catalog sub-admin's product list on a phone.
    const { page: phoneAdmin } = await newPage(browser, phone);
    pages.push(phoneAdmin);
    await phoneAdmin.goto(`${store.baseUrl}/login`);
    await phoneAdmin.locator('main').getByLabel('Email', { exact: true }).fill(CATALOG.email);
    await phoneAdmin.locator('main').getByLabel('Password', { exact: true }).fill(CATALOG.password);
    await phoneAdmin.getByRole('button', { name: 'Login' }).click();
    await phoneAdmin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await phoneAdmin.goto(`${store.baseUrl}/admin/products/${productId}`);
    await phoneAdmin.getByRole('form', { name: `Edit ${TITLE}` }).waitFor();
    await phoneAdmin.screenshot({ path: path.join(artifactsDir, 'catalog-editor-phone.png'), fullPage: true });
    await phoneAdmin.goto(`${store.baseUrl}/admin/products`);
    await phoneAdmin.getByRole('link', { name: TITLE }).waitFor();
    await phoneAdmin.screenshot({ path: path.join(artifactsDir, 'catalog-list-phone.png'), fullPage: true });
  });

  it('the stock panel inside the editor saves: Apply adjusts the stock and writes its history, and it persists after a reload', async () => {
    // A seeded product, so this runs on its own too.
    const listed = (await (await fetch(`${store.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(limit: 1, sort: NEWEST) { items { id title } } }' }),
    })).json()) as { data: { products: { items: Array<{ id: string; title: string }> } } };
    const { id, title } = listed.data.products.items[0];
    const { page } = await newPage(browser, desktop);
    pages.push(page);
    page.setDefaultNavigationTimeout(60_000);
    await page.goto(`${store.baseUrl}/login`);
    await page.locator('main').getByLabel('Email', { exact: true }).fill(CATALOG.email);
    await page.locator('main').getByLabel('Password', { exact: true }).fill(CATALOG.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${store.baseUrl}/admin/products/${id}`);
    const form = page.getByRole('form', { name: `Edit ${title}` });
    await form.waitFor();
    // No form inside the editor's form: the browser would drop it and Apply would reload the page.
    expect(await page.locator('form form').count()).toBe(0);
    const variant = form.locator('.catalog-variant').first();
    const level = Number((await variant.getByText(/^\d+ in stock$/).textContent())!.split(' ')[0]);
    await variant.getByRole('button', { name: 'Stock…' }).click();
    const panel = page.getByRole('group', { name: /^Stock of / });
    await panel.getByLabel('Pieces (+ adds, − takes)').fill('7');
    await panel.getByLabel('Why').selectOption('received');
    await panel.getByLabel(/^Note/).fill('Second lot from Jaipur');
    const adjusted = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AdjustStock'));
    await panel.getByRole('button', { name: 'Apply' }).click();
    expect((await adjusted).status()).toBe(200);
    await variant.getByText(`${level + 7} in stock`).waitFor();
    await panel.getByText(new RegExp(`\\+7 received → ${level + 7} .*“Second lot from Jaipur”`)).waitFor();
    expect(page.url()).toBe(`${store.baseUrl}/admin/products/${id}`);
    await page.screenshot({ path: path.join(artifactsDir, 'catalog-stock-panel-desktop.png'), fullPage: true });

    await page.reload();
    const again = page.getByRole('form', { name: `Edit ${title}` }).locator('.catalog-variant').first();
    await again.getByText(`${level + 7} in stock`).waitFor();
    await again.getByRole('button', { name: 'Stock…' }).click();
    await page.getByRole('group', { name: /^Stock of / }).getByText(new RegExp(`\\+7 received → ${level + 7}`)).waitFor();
  }, 180_000);
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

/** The demo accounts (api/src/modules/users/demo-users.seed.ts, listed in the README). */
const ADMIN = { email: 'admin@kapda.in', password: 'Zari-Border-2025' };
const ORDERS_DESK = { email: 'orders@kapda.in', password: 'Chikankari-Work-2025' };

interface Variant { size: string; color: string; stock: number; price: number }
interface Product { slug: string; title: string; variants: Variant[] }

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.locator('main').getByLabel('Email', { exact: true }).fill(account.email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Running the store, in Chromium: a shopper in Surat orders on a phone; an Orders sub-admin finds
 * the order, marks it packed and then shipped with a tracking number; the shopper sees "Shipped" and
 * the tracking number; the admin sees Surat at the top of city analytics and the revenue on the
 * dashboard.
 */
describe.skipIf(!inject('chromiumPath'))('running the store from the back office, in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  let product: Product;
  let variant: Variant;
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    [store, browser] = await Promise.all([startStore({ SEED_IMAGES: 'false' }), launchChromium()]);
    const res = await fetch(`${store.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(filter: { inStock: true }, limit: 40) { items { slug title variants { size color stock price } } } }' }),
    });
    const items = ((await res.json()) as { data: { products: { items: Product[] } } }).data.products.items;
    const found = items.map((p) => ({ p, v: p.variants.find((x) => x.stock >= 3 && x.price < 5000) })).find((c) => c.v)!;
    product = found.p;
    variant = found.v!;
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('a Surat order is packed and shipped by the Orders desk; the shopper sees it; the admin sees Surat and the revenue', async () => {
    // 1. The shopper, on a phone, orders with cash on delivery to a Surat PIN.
    const { page: shopper } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(shopper);
    await shopper.goto(`/product/${product.slug}`);
    await shopper.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const colour = shopper.getByRole('button', { name: variant.color, exact: true });
    if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
    const size = shopper.getByRole('button', { name: `Size ${variant.size}`, exact: true });
    if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await shopper.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ }).waitFor();
    await shopper.keyboard.press('Escape');
    await shopper.goto('/checkout');
    const form = shopper.locator('form.checkout');
    await form.getByLabel('Email', { exact: true }).fill('surat.shopper@example.in');
    await form.getByLabel('Full name', { exact: true }).fill('Asha Patel');
    await form.getByLabel('Mobile number', { exact: true }).fill('98250 12345');
    await form.getByLabel('Address line 1', { exact: true }).fill('12 Nanpura Main Road');
    await form.getByLabel('PIN code', { exact: true }).fill('395001');
    await expect.poll(() => shopper.getByLabel('Town / City').inputValue()).toBe('Surat');
    // Another of the PIN's places: the order still counts under the directory's "Surat".
    await shopper.getByLabel('Town / City').selectOption('Chorasi');
    await shopper.getByText(/^Delivery by .* · Cash on delivery available$/).waitFor();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await shopper.waitForURL(/\/order\/\d+\?token=.+&placed=1/);
    const placed = await shopper.getByText(/^Thank you! Your order KPD-\d{4}-\d+ is placed\.$/).innerText();
    const orderNumber = /KPD-\d{4}-\d+/.exec(placed)![0];
    const orderUrl = shopper.url().replace('&placed=1', '');
    const total = await shopper.locator('.cart-totals__total dd').innerText();

    // 2. The Orders sub-admin finds it by its number and marks it packed, then shipped with a tracking number.
    const { page: desk } = await newPage(browser, { ...desktop, baseURL: store.baseUrl });
    pages.push(desk);
    await logIn(desk, ORDERS_DESK);
    await desk.goto('/orders/manage');
    await desk.getByRole('heading', { name: 'Waiting on us' }).waitFor();
    await desk.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await desk.waitForURL(/\/admin\/orders$/);
    await desk.getByLabel('Order number, email or phone').fill(orderNumber);
    await desk.getByRole('button', { name: 'Find' }).click();
    await desk.getByRole('link', { name: orderNumber }).waitFor();
    expect(await desk.locator('table.bo-table--orders tbody tr').count()).toBe(1);
    await desk.getByRole('checkbox', { name: `Choose ${orderNumber}` }).check();
    await desk.getByRole('button', { name: 'Mark packed' }).click();
    await desk.getByText('1 of 1 order updated').waitFor();
    await expect.poll(() => desk.locator('table.bo-table--orders tbody tr .bo-status').innerText()).toBe('Packed');
    await desk.getByRole('checkbox', { name: `Choose ${orderNumber}` }).check();
    await desk.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = desk.getByRole('form', { name: 'Mark shipped' });
    await ship.getByLabel('Courier', { exact: true }).selectOption('Delhivery');
    await ship.getByLabel('Tracking number').fill('DL7781234567IN');
    await ship.getByRole('button', { name: 'Mark 1 shipped' }).click();
    await desk.getByText('1 of 1 order updated').last().waitFor();
    await expect.poll(() => desk.locator('table.bo-table--orders tbody tr .bo-status').innerText()).toBe('Shipped');
    // The order page shows the timeline with who moved it.
    await desk.getByRole('link', { name: orderNumber }).click();
    await desk.getByRole('heading', { name: 'Timeline' }).waitFor();
    await desk.getByText(`by ${ORDERS_DESK.email}`).first().waitFor();

    // 3. The shopper sees "Shipped" and the tracking number.
    await shopper.goto(orderUrl);
    await expect.poll(() => shopper.locator('.order-status').innerText()).toBe('Shipped');
    await shopper.getByText('DL7781234567IN').waitFor();
    // …with a Track button to Delhivery's page for this AWB, and the day it should arrive.
    expect(await shopper.getByRole('link', { name: 'Track your parcel on the Delhivery website (opens in a new tab)' }).getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL7781234567IN');
    await shopper.getByText(/^Arrives by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/).waitFor();

    // 4. The admin: Surat at the top of city analytics, and the revenue on the dashboard.
    const { page: admin } = await newPage(browser, { ...desktop, baseURL: store.baseUrl });
    pages.push(admin);
    await logIn(admin, ADMIN);
    await admin.goto('/admin/city-analytics');
    const table = admin.getByRole('region', { name: 'By city' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').first().locator('th').innerText()).toMatch(/^Surat/);
    await admin.goto('/admin/dashboard');
    const sales = admin.getByRole('region', { name: 'Sales' });
    await sales.waitFor();
    const revenue = await sales.locator('.bo-kpi').first().locator('.bo-kpi__value').innerText();
    // A fresh store: this one order is all the revenue there is.
    expect(revenue).toBe(total);
    await admin.getByRole('link', { name: orderNumber }).waitFor();
  });
});

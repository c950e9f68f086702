import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launchChromium, newPage, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

/** The demo accounts (README). */
const ADMIN = { email: 'admin@kapda.in', password: 'Zari-Border-2025' };
const SHOPPER = { email: 'customer@kapda.in', password: 'Kurta-Pajama-2025' };
const SURAT = { fullName: 'Demo Shopper', phone: '9825012345', line1: '12 Nanpura Main Road', pincode: '395001', city: 'Surat', state: 'Gujarat' };
const phone390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface Variant { sku: string; size: string; color: string; stock: number; price: number }
interface Product { id: string; slug: string; returnable: boolean; variants: Variant[] }

async function call(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const shot = async (page: Page, name: string) => {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, name) });
};

/**
 * Issue 18, in Chromium on a phone: a member's cash-on-delivery return is refunded as store credit
 * (the desk's API, with its GST credit note); the member sees the credit on /account and spends it at
 * checkout — it pays the whole order, so there is nothing to pay online or on delivery.
 */
describe.skipIf(!inject('chromiumPath'))('store credit from a return, spent at checkout, in Chromium', () => {
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

  it('a refund as store credit pays the next order in full', async () => {
    const res = await fetch(`${store.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(filter: { inStock: true }, limit: 40) { items { id slug returnable variants { sku size color stock price } } } }' }),
    });
    const items = ((await res.json()) as { data: { products: { items: Product[] } } }).data.products.items;
    const { p: product, v: variant } = items.filter((p) => p.returnable).map((p) => ({ p, v: p.variants.find((x) => x.stock >= 3 && x.price < 5000) })).find((c) => c.v) as { p: Product; v: Variant };

    // A delivered cash-on-delivery order of one piece, returned and refunded as store credit by the desk.
    const shopper = (await call(store.baseUrl, 'POST', '/auth/login', SHOPPER)).data.token as string;
    const admin = (await call(store.baseUrl, 'POST', '/auth/login', ADMIN)).data.token as string;
    const addOne = () => call(store.baseUrl, 'POST', '/cart', { productId: product.id, size: variant.size, color: variant.color, variantSku: variant.sku, quantity: 1 }, shopper);
    await addOne();
    const placed = await call(store.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod' }, shopper);
    const orderId = placed.data.order._id as string;
    const paid = placed.data.order.total as number;
    for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL7781234567IN' }, { status: 'delivered' }]) {
      await call(store.baseUrl, 'PATCH', `/admin/orders/${orderId}/status`, body, admin);
    }
    const asked = await call(store.baseUrl, 'POST', `/orders/${orderId}/returns`, { items: [{ variantSku: variant.sku, quantity: 1, reason: 'size_too_small' }], resolution: 'refund', refundTo: 'store_credit' }, shopper);
    const returnId = asked.data.return._id as string;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'refunded' }]) {
      await call(store.baseUrl, 'POST', `/admin/returns/${returnId}/status`, body, admin);
    }
    const note = await fetch(`${store.baseUrl}/api/admin/returns/${returnId}/credit-note`, { headers: { authorization: `Bearer ${admin}` } });
    expect(note.status).toBe(200);
    expect(await note.text()).toMatch(/KCN\/\d{2}-\d{2}\/\d{6}/);
    const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    // The member on a phone: the credit on /account.
    const { page } = await newPage(browser, { ...phone390, baseURL: store.baseUrl });
    pages.push(page);
    await page.goto('/login');
    await page.locator('main').getByLabel('Email', { exact: true }).fill(SHOPPER.email);
    await page.locator('main').getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/account');
    const panel = page.getByRole('region', { name: 'Store credit' });
    await expect.poll(() => panel.getByTestId('store-credit-balance').textContent(), { timeout: 15_000 }).toBe(money(paid));
    await expect.poll(() => panel.getByRole('list', { name: 'Store credit history' }).textContent()).toContain('Refund for a return');
    await shot(page, 'store-credit-account-390.png');

    // The same piece again, paid in full with the credit.
    await addOne();
    await page.goto('/checkout');
    const box = page.getByRole('checkbox', { name: `Use store credit (${money(paid)} available)` });
    await box.waitFor({ timeout: 20_000 });
    await page.getByLabel('Mobile number').fill(SURAT.phone);
    await page.getByLabel('Address line 1').fill(SURAT.line1);
    await page.getByLabel('PIN code').fill(SURAT.pincode);
    await expect.poll(() => page.getByLabel('Town / City').inputValue(), { timeout: 15_000 }).toBe('Surat');
    await box.check();
    await page.getByText('Paid in full with store credit: nothing to pay online or on delivery').waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.getByText('To pay').locator('xpath=following-sibling::dd').textContent()).toBe('₹0.00');
    await shot(page, 'store-credit-checkout-390.png');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/account\/orders\/\d+/, { timeout: 20_000 });
    await page.getByText(/Store credit · paid/).waitFor({ timeout: 15_000 });

    // The balance is spent, and the entry says where it went.
    await page.goto('/account');
    await expect.poll(() => panel.getByTestId('store-credit-balance').textContent(), { timeout: 15_000 }).toBe('₹0.00');
    await expect.poll(() => panel.getByRole('list', { name: 'Store credit history' }).textContent()).toContain('Paid towards an order');
  });
});

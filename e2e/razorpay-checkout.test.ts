import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RazorpayStandIn } from '../api/test/gateway-standins';
import { launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

interface Variant { size: string; color: string; stock: number; price: number }
interface Product { slug: string; title: string; variants: Variant[] }

/**
 * checkout.js replaced by a local stub (the machine has no internet): it records the options the
 * store opened it with, and the test plays the shopper paying at the Razorpay stand-in, then hands
 * the stand-in's signed answer to the handler exactly as checkout.js would.
 */
const STUB_CHECKOUT = `window.Razorpay = function (options) {
  window.__razorpay = { options: options, failed: null };
  this.on = function (event, listener) { if (event === 'payment.failed') window.__razorpay.failed = listener; };
  this.open = function () { window.__razorpay.opened = true; };
};`;

describe.skipIf(!inject('chromiumPath'))('paying with Razorpay Standard Checkout, in Chromium', () => {
  const razorpay = new RazorpayStandIn();
  let store: RunningStore;
  let browser: Browser;
  let product: { product: Product; variant: Variant };
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    await razorpay.start();
    store = await startStore({ SEED_IMAGES: 'false', ...razorpay.env() });
    browser = await launchChromium();
    const res = await fetch(`${store.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(filter: { inStock: true }, limit: 20) { items { slug title variants { size color stock price } } } }' }) });
    const items = ((await res.json()) as { data: { products: { items: Product[] } } }).data.products.items;
    product = items.map((p) => ({ product: p, variant: p.variants.find((v) => v.stock >= 5 && v.price < 5000)! })).find((c) => c.variant)!;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await razorpay.stop();
  });

  async function toCheckout(page: Page) {
    await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) => route.fulfill({ contentType: 'application/javascript', body: STUB_CHECKOUT }));
    await page.goto(`/product/${product.product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.product.title }).waitFor();
    const colour = page.getByRole('button', { name: product.variant.color, exact: true });
    if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
    const size = page.getByRole('button', { name: `Size ${product.variant.size}`, exact: true });
    if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ }).waitFor();
    await page.goto('/checkout');
    const form = page.locator('form.checkout');
    await form.getByLabel('Email', { exact: true }).fill('razorpay.buyer@example.in');
    await form.getByLabel('Full name', { exact: true }).fill('Asha Patel');
    await form.getByLabel('Mobile number', { exact: true }).fill('9825012345');
    await form.getByLabel('Address line 1', { exact: true }).fill('12 Nanpura Main Road');
    await form.getByLabel('PIN code', { exact: true }).fill('395001');
    await expect.poll(() => page.getByLabel('Town / City').inputValue()).toBe('Surat');
    await page.getByRole('radio', { name: /Pay online/ }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForFunction(() => (window as unknown as { __razorpay?: { opened?: boolean } }).__razorpay?.opened === true);
    return (await page.evaluate(() => (window as unknown as { __razorpay: { options: Record<string, unknown> } }).__razorpay.options)) as { key: string; order_id: string; amount: number; prefill: Record<string, string> };
  }

  it('a guest pays: checkout opens with the server’s order, the signed answer is checked on the server and confirms the order', async () => {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    const options = await toCheckout(page);
    expect(options).toMatchObject({ key: razorpay.keyId, order_id: expect.stringMatching(/^order_/), prefill: { name: 'Asha Patel', email: 'razorpay.buyer@example.in', contact: '9825012345' } });
    expect(razorpay.orders.get(options.order_id)!.amount).toBe(options.amount);
    const { handler } = razorpay.pay(options.order_id);
    await page.evaluate((answer) => (window as unknown as { __razorpay: { options: { handler(a: unknown): void } } }).__razorpay.options.handler(answer), handler);
    await page.waitForURL(/\/payment\/callback\?gateway=razorpay&razorpay_order_id=/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('Payment received. Your order is confirmed.').waitFor();
  });

  it('closing checkout leaves the order waiting on its page, where Pay now opens checkout again', async () => {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    const first = await toCheckout(page);
    await page.evaluate(() => (window as unknown as { __razorpay: { options: { modal: { ondismiss(): void } } } }).__razorpay.options.modal.ondismiss());
    await page.waitForURL(/\/order\/\d+\?token=.+&placed=1/);
    expect(await page.locator('.order-status').innerText()).toBe('Awaiting payment');
    await page.evaluate(() => delete (window as unknown as { __razorpay?: unknown }).__razorpay);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForFunction(() => (window as unknown as { __razorpay?: { opened?: boolean } }).__razorpay?.opened === true);
    const again = (await page.evaluate(() => (window as unknown as { __razorpay: { options: { order_id: string } } }).__razorpay.options)) as { order_id: string };
    expect(again.order_id).not.toBe(first.order_id);
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).waitFor();
  });
});

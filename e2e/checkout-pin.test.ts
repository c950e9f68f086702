import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

interface Product { slug: string; title: string; variants: Array<{ size: string; color: string; stock: number; price: number }> }

/**
 * Issue 16: at /checkout a shopper typed PIN 395007 (Surat, Gujarat filled in), then 110001 — the
 * state became Delhi but the city stayed Surat, and the order, its mails and the tax invoice read
 * "Surat, Delhi 110001". The PIN decides city and state; the city is chosen among the PIN's places.
 */
describe.skipIf(!inject('chromiumPath'))('checkout on a phone: the PIN decides the town or city', () => {
  let store: RunningStore;
  let browser: Browser;
  let product: Product;
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    store = await startStore({ SEED_IMAGES: 'false' });
    browser = await launchChromium();
    const res = await fetch(`${store.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(filter: { inStock: true }, limit: 20) { items { slug title variants { size color stock price } } } }' }),
    });
    const items = ((await res.json()) as { data: { products: { items: Product[] } } }).data.products.items;
    product = items.find((p) => p.variants.some((v) => v.stock >= 3 && v.price < 5000))!;
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('395007 then 110001: New Delhi, Delhi — the city follows the PIN, and the order says so', async () => {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    const variant = product.variants.find((v) => v.stock >= 3 && v.price < 5000)!;
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const colour = page.getByRole('button', { name: variant.color, exact: true });
    if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
    const size = page.getByRole('button', { name: `Size ${variant.size}`, exact: true });
    if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    const form = page.locator('form.checkout');
    await form.getByLabel('Email', { exact: true }).fill('pin.change@example.in');
    await form.getByLabel('Full name', { exact: true }).fill('Kabir Singh');
    await form.getByLabel('Mobile number', { exact: true }).fill('98100 12345');
    await form.getByLabel('Address line 1', { exact: true }).fill('14 Janpath');
    const pin = form.getByLabel('PIN code', { exact: true });
    const city = form.getByLabel('Town / City');
    const state = form.getByLabel('State / Union territory');

    await pin.fill('395007');
    await expect.poll(() => city.inputValue()).toBe('Surat');
    expect(await state.inputValue()).toBe('Gujarat');

    await pin.fill('110001');
    await expect.poll(() => state.inputValue()).toBe('Delhi');
    await expect.poll(() => city.inputValue()).toBe('New Delhi');
    // Only this PIN's places can be chosen.
    expect(await city.locator('option').allInnerTexts()).toEqual(['New Delhi', 'Chanakya Puri']);
    await page.getByText(/^Delivery by .* · Cash on delivery available$/).waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), 'kapda-checkout-pin-110001-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order\/\d+\?token=.+&placed=1/);
    await page.getByText(/^Thank you! Your order KPD-\d{4}-\d+ is placed\.$/).waitFor();
    const body = await page.locator('main').innerText();
    expect(body).toContain('New Delhi');
    expect(body).not.toContain('Surat');
  });
});

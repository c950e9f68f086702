import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

const CUSTOMER = { email: 'customer@kapda.in', password: 'Kurta-Pajama-2025' };

interface Variant { size: string; color: string; stock: number; price: number }
interface Product { id: string; slug: string; title: string; variants: Variant[] }

async function graphql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data!;
}

/** On the product page: check delivery to a PIN, choose colour and size, Add to Cart. */
async function addFromProductPage(page: Page, product: Product, variant: Variant) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  const colour = page.getByRole('button', { name: variant.color, exact: true });
  if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
  const size = page.getByRole('button', { name: `Size ${variant.size}`, exact: true });
  if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ }).waitFor();
  await page.keyboard.press('Escape');
}

async function fillAddress(page: Page, address: { name: string; phone: string; line1: string; pincode: string }) {
  const form = page.locator('form.checkout');
  await form.getByLabel('Full name', { exact: true }).fill(address.name);
  await form.getByLabel('Mobile number', { exact: true }).fill(address.phone);
  await form.getByLabel('Address line 1', { exact: true }).fill(address.line1);
  await form.getByLabel('PIN code', { exact: true }).fill(address.pincode);
}

describe.skipIf(!inject('chromiumPath'))('checkout and payment on a phone, in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  let products: Product[];
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    store = await startStore({ SEED_IMAGES: 'false' });
    browser = await launchChromium();
    products = (await graphql<{ products: { items: Product[] } }>(store.baseUrl, '{ products(filter: { inStock: true }, limit: 40) { items { id slug title variants { size color stock price } } } }')).products.items;
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  const pick = (n: number) => {
    const candidates = products.map((p) => ({ product: p, variant: p.variants.find((v) => v.stock >= 5 && v.price < 5000) })).filter((c): c is { product: Product; variant: Variant } => c.variant !== undefined);
    return candidates[n];
  };

  it('a guest checks delivery, pays cash on delivery, and lands on the confirmation page', async () => {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    const { product, variant } = pick(0);
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel('Check delivery').fill('395001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('.delivery-check__answer').innerText()).toMatch(/^Delivery by \w{3}, \d{1,2} \w{3} · Cash on delivery available \(Surat, Gujarat\)$/);
    await addFromProductPage(page, product, variant);

    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    // Errors keep the input and say what to fix.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Please check the highlighted fields.').waitFor();
    await page.locator('form.checkout').getByLabel('Email', { exact: true }).fill('guest.buyer@example.in');
    await fillAddress(page, { name: 'Asha Patel', phone: '98250 12345', line1: '12 Nanpura Main Road', pincode: '395001' });
    await expect.poll(() => page.getByLabel('Town / City').inputValue()).toBe('Surat');
    expect(await page.getByLabel('State / Union territory').inputValue()).toBe('Gujarat');
    await page.getByText(/^Delivery by .* · Cash on delivery available$/).waitFor();
    expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/order\/\d+\?token=.+&placed=1/);
    await page.getByText(/^Thank you! Your order KPD-\d{4}-\d+ is placed\.$/).waitFor();
    await page.getByText('guest.buyer@example.in').first().waitFor();
    expect(await page.locator('.order-status').innerText()).toBe('Confirmed');
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('cartCoupon')])).toEqual([null, null]);
    await page.getByRole('button', { name: 'Cart, 0 items' }).or(page.getByRole('button', { name: /^Cart/ })).first().waitFor();
  });

  it('a member pays online in the sandbox: approved at once, then declined and retried', async () => {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // 1. Approved.
    const first = pick(1);
    await addFromProductPage(page, first.product, first.variant);
    await page.goto('/checkout');
    await page.getByText(`Signed in as ${CUSTOMER.email}.`, { exact: false }).waitFor();
    await fillAddress(page, { name: 'Kavya Shah', phone: '9825098250', line1: '7 Law Garden Road', pincode: '380006' });
    await expect.poll(() => page.getByLabel('State / Union territory').inputValue()).toBe('Gujarat');
    await page.getByRole('radio', { name: /Pay online/ }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/payment\/sandbox\?/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/payment\/callback\?/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('Payment received. Your order is confirmed.').waitFor();
    // Reloading the callback confirms nothing twice.
    await page.reload();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(/\/account\/orders\/\d+$/);
    expect(await page.locator('.order-status').innerText()).toBe('Confirmed');
    expect(await page.locator('.order-timeline li').count()).toBe(2);

    // 2. Declined, then retried.
    const second = pick(2);
    await addFromProductPage(page, second.product, second.variant);
    await page.goto('/checkout');
    // The address saved with the first order fills the form.
    await expect.poll(() => page.getByLabel('PIN code').inputValue()).toBe('380006');
    await page.getByRole('radio', { name: /Pay online/ }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/payment\/sandbox\?/);
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await page.getByText('Your payment did not go through. No money was taken; you can try again.').waitFor();
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await page.waitForURL(/\/payment\/sandbox\?/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();

    await page.goto('/account/orders');
    await expect.poll(() => page.locator('.order-card').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.order-card .order-status').first().innerText()).toBe('Confirmed');
  });
});

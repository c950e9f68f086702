import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

const CUSTOMER = { email: 'customer@kapda.in', password: 'Kurta-Pajama-2025' };

interface Variant { size: string; color: string; stock: number; price: number }
interface Product { id: string; slug: string; title: string; variants: Variant[] }

async function graphql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data!;
}

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(amount);

/** The amount shown beside a label in the order summary. */
const summaryAmount = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Order summary' })
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd')
    .innerText();

/** On the product page: choose colour and size, then Add to Cart (the cart drawer opens). */
async function addFromProductPage(page: Page, product: Product, variant: Variant, expectedCount: number) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await hydrated(page);
  const colour = page.getByRole('button', { name: variant.color, exact: true });
  if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
  const size = page.getByRole('button', { name: `Size ${variant.size}`, exact: true });
  if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: `Your Cart (${expectedCount})` }).waitFor();
  await page.keyboard.press('Escape');
}

describe.skipIf(!inject('chromiumPath'))('cart, coupon and the merge on login, in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    // Pictures are not what this checks; the store starts in seconds without drawing them.
    store = await startStore({ SEED_IMAGES: 'false' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('a guest adds items and a coupon, logs in, and finds the merged cart with the right totals', async () => {
    const { products } = await graphql<{ products: { items: Product[] } }>(
      store.baseUrl,
      `{ products(filter: { inStock: true }, limit: 40) { items { id slug title variants { size color stock price } } } }`,
    );
    const [first, second] = products.items
      .map((p) => ({ product: p, variant: p.variants.find((v) => v.stock >= 5) }))
      .filter((c): c is { product: Product; variant: Variant } => c.variant !== undefined);

    // The account already holds one of the first line: the merge must add up, not duplicate.
    const { login } = await graphql<{ login: { token: string } }>(store.baseUrl, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: CUSTOMER.email, p: CUSTOMER.password });
    await graphql(store.baseUrl, 'mutation($i: AddToCartInput!) { addToCart(input: $i) { itemCount } }', { i: { productId: first.product.id, size: first.variant.size, color: first.variant.color, quantity: 1 } }, login.token);

    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    await addFromProductPage(page, first.product, first.variant, 1);
    await addFromProductPage(page, first.product, first.variant, 2);
    await addFromProductPage(page, second.product, second.variant, 3);

    // FLAT200 needs ₹1,499: raise the second line until the guest cart reaches it.
    await page.goto('/cart');
    let secondQuantity = 1;
    const secondLine = page.getByRole('group', { name: `Quantity of ${second.product.title}` });
    while (first.variant.price * 2 + second.variant.price * secondQuantity < 1499) {
      secondQuantity += 1;
      await secondLine.getByRole('button', { name: 'Increase quantity' }).click();
      await secondLine.getByText(String(secondQuantity), { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('flat200');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('FLAT200', { exact: true }).waitFor();
    const guestSubtotal = Math.round(first.variant.price * 2 + second.variant.price * secondQuantity);
    expect(await summaryAmount(page, 'Subtotal (incl. taxes)')).toBe(rupees(guestSubtotal));
    expect(await summaryAmount(page, 'Total')).toBe(rupees(guestSubtotal - 200));
    expect(await page.evaluate(() => localStorage.getItem('cartCoupon'))).toBe('FLAT200');

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const mergedCount = 3 + secondQuantity;
    await page.goto('/cart');
    await page.getByRole('button', { name: `Cart, ${mergedCount} items` }).waitFor();
    await expect.poll(() => page.getByRole('group', { name: `Quantity of ${first.product.title}` }).locator('span').innerText()).toBe('3');
    const mergedSubtotal = Math.round(first.variant.price * 3 + second.variant.price * secondQuantity);
    expect(await summaryAmount(page, 'Subtotal (incl. taxes)')).toBe(rupees(mergedSubtotal));
    expect(await summaryAmount(page, 'Coupon (FLAT200)')).toBe(`−${rupees(200)}`);
    expect(await summaryAmount(page, 'Total')).toBe(rupees(mergedSubtotal - 200));
    expect(await page.evaluate(() => ['cart', 'cartCoupon', 'wishlist'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null]);
  });
});

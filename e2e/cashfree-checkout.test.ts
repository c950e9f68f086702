import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CashfreeStandIn } from '../api/test/gateway-standins';
import { launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { freePort, startStore, type RunningStore } from './support/store-process';

interface Variant { size: string; color: string; stock: number; price: number }
interface Product { slug: string; title: string; variants: Variant[] }
type Outcome = 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
interface Opened { mode: string; paymentSessionId: string; redirectTarget: string }

const CASHFREE_SCRIPT = 'https://sdk.cashfree.com/js/v3/cashfree.js';

/**
 * cashfree.js v3 replaced by a local stub (the machine has no internet). Like the real one it defines
 * window.Cashfree({ mode }) whose checkout({ paymentSessionId, redirectTarget: '_self' }) takes the
 * shopper away to pay and then sends the page to the order's return_url. "Paying" is the test's
 * __cashfreePays: it settles the order at the stand-in and answers the return_url with {order_id} filled.
 */
const STUB_SDK = `window.Cashfree = function (init) {
  return {
    checkout: function (options) {
      return window.__cashfreePays({ mode: init && init.mode, paymentSessionId: options.paymentSessionId, redirectTarget: options.redirectTarget }).then(function (answer) {
        if (answer.error) return { error: { message: answer.error } };
        window.location.href = answer.returnUrl;
        return new Promise(function () {});
      });
    },
  };
};`;

describe.skipIf(!inject('chromiumPath'))('paying with Cashfree’s JS checkout, in Chromium', () => {
  const cashfree = new CashfreeStandIn();
  let store: RunningStore;
  let browser: Browser;
  let product: { product: Product; variant: Variant };
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    await cashfree.start();
    // return_url is built from PUBLIC_URL: here the store itself, so the stub's redirect comes home.
    const port = await freePort();
    store = await startStore({ SEED_IMAGES: 'false', ...cashfree.env(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    browser = await launchChromium();
    const res = await fetch(`${store.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(filter: { inStock: true }, limit: 20) { items { slug title variants { size color stock price } } } }' }) });
    const items = ((await res.json()) as { data: { products: { items: Product[] } } }).data.products.items;
    product = items.map((p) => ({ product: p, variant: p.variants.find((v) => v.stock >= 5 && v.price < 5000)! })).find((c) => c.variant)!;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await cashfree.stop();
  });

  /** A phone page whose Cashfree checkout ends with the given outcomes, one per opening; returns what each opening was given. */
  async function shopper(outcomes: Array<Outcome | { error: string }>) {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    const opened: Array<Opened & { orderId: string | undefined }> = [];
    await page.route(CASHFREE_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: STUB_SDK }));
    await page.exposeFunction('__cashfreePays', (options: Opened) => {
      const order = [...cashfree.orders.values()].find((o) => o.payment_session_id === options.paymentSessionId);
      opened.push({ ...options, orderId: order?.order_id });
      const outcome = outcomes.shift() ?? { error: 'no outcome left for this opening' };
      if (typeof outcome === 'object') return outcome;
      if (!order) return { error: 'payment_session_id is not valid' };
      cashfree.pay(order.order_id, outcome);
      return { returnUrl: String(order.order_meta.return_url).replace('{order_id}', encodeURIComponent(order.order_id)) };
    });
    return { page, opened };
  }

  async function placeOrder(page: Page, email: string) {
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
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Full name', { exact: true }).fill('Meera Iyer');
    await form.getByLabel('Mobile number', { exact: true }).fill('9840012345');
    await form.getByLabel('Address line 1', { exact: true }).fill('4 Luz Church Road, Mylapore');
    await form.getByLabel('PIN code', { exact: true }).fill('600004');
    await expect.poll(() => page.getByLabel('Town / City').inputValue()).toBe('Chennai');
    await page.getByRole('radio', { name: /Pay online/ }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
  }

  /** The server asked Cashfree about this order (GET /orders/{id}) after the given number of calls. */
  const askedAbout = (orderId: string, since: number) => cashfree.calls.slice(since).some((c) => c.method === 'GET' && c.path === `/orders/${orderId}`);

  it('a guest pays: checkout opens with the server’s session, and on return the server asks Cashfree and confirms the order', async () => {
    const { page, opened } = await shopper(['SUCCESS']);
    await placeOrder(page, 'cashfree.buyer@example.in');
    await page.waitForURL(/\/payment\/callback\?gateway=cashfree&order_id=/);
    expect(opened).toHaveLength(1);
    const [open] = opened;
    expect(open).toMatchObject({ mode: 'sandbox', redirectTarget: '_self', orderId: expect.any(String) });
    const order = cashfree.orders.get(open.orderId!)!;
    expect(order.customer_details).toMatchObject({ customer_phone: '9840012345', customer_email: 'cashfree.buyer@example.in' });
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('Payment received. Your order is confirmed.').waitFor();
    expect(askedAbout(order.order_id, 0)).toBe(true);
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(/\/order\/\d+\?token=/);
    await expect.poll(() => page.locator('.order-status').innerText()).not.toBe('Awaiting payment');
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
  });

  it('a declined payment comes back as failed with retry and cash on delivery offered; the order waits, and Pay now pays it', async () => {
    const { page, opened } = await shopper(['FAILED', 'SUCCESS']);
    await placeOrder(page, 'cashfree.declined@example.in');
    await page.waitForURL(/\/payment\/callback\?gateway=cashfree&order_id=/);
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await page.getByRole('button', { name: 'Retry payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(/\/order\/\d+\?token=/);
    await expect.poll(() => page.locator('.order-status').innerText()).toBe('Awaiting payment');
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).waitFor();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payment\/callback\?gateway=cashfree&order_id=/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(opened).toHaveLength(2);
    expect(opened[1].paymentSessionId).not.toBe(opened[0].paymentSessionId);
  });

  it('the shopper drops out at Cashfree: the callback shows the payment not made and the order keeps waiting', async () => {
    const { page } = await shopper(['USER_DROPPED']);
    await placeOrder(page, 'cashfree.dropped@example.in');
    await page.waitForURL(/\/payment\/callback\?gateway=cashfree&order_id=/);
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await expect.poll(() => page.locator('.order-status').innerText()).toBe('Awaiting payment');
    await page.getByRole('button', { name: 'Pay now' }).waitFor();
  });

  it('checkout refuses to open (Cashfree answers an error): the order waits on its page with Pay now', async () => {
    const { page } = await shopper([{ error: 'payment_session_id is expired' }]);
    await placeOrder(page, 'cashfree.refused@example.in');
    await page.waitForURL(/\/order\/\d+\?token=.+&placed=1/);
    expect(await page.locator('.order-status').innerText()).toBe('Awaiting payment');
    await page.getByRole('button', { name: 'Pay now' }).waitFor();
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).waitFor();
  });

  it('cashfree.js fails to load at first: the order waits, and Pay now on the same page opens checkout once the network is back', async () => {
    const { page, opened } = await shopper(['SUCCESS']);
    let down = true;
    await page.route(CASHFREE_SCRIPT, (route) => (down ? route.abort('internetdisconnected') : route.fulfill({ contentType: 'application/javascript', body: STUB_SDK })));
    await placeOrder(page, 'cashfree.offline@example.in');
    await page.waitForURL(/\/order\/\d+\?token=.+&placed=1/);
    expect(await page.locator('.order-status').innerText()).toBe('Awaiting payment');
    down = false;
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payment\/callback\?gateway=cashfree&order_id=/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(opened).toHaveLength(1);
  });
});

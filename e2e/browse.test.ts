import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

/** Issue 2: a shopper browses the built store in a real Chromium — home → shop → filter → product → search. */
describe.skipIf(!inject('chromiumPath'))('browsing the store in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    [store, browser] = await Promise.all([startStore(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  async function open(path: string, options = desktop) {
    const { page } = await newPage(browser, options);
    pages.push(page);
    await page.goto(store.baseUrl + path);
    return page;
  }

  it('walks from the home page through a filtered shop to a product', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Shop Women' }).click();
    await page.waitForURL(/\/shop\?category=women$/);
    await page.getByRole('heading', { name: "Women's Fashion" }).waitFor();
    const countText = async () => (await page.locator('.listing__count').innerText()).trim();
    await page.waitForFunction(() => /\d+ products?/.test(document.querySelector('.listing__count')?.textContent ?? ''));
    const allWomen = parseInt((await countText()).replace(/,/g, ''), 10);
    expect(allWomen).toBeGreaterThan(24);

    // The filters are controlled by the URL: click, then wait for the address to change.
    await page.getByRole('radio', { name: /^Sarees/ }).click();
    await page.waitForURL(/category=women-sarees/);
    await page.waitForFunction((before) => {
      const text = document.querySelector('.listing__count')?.textContent ?? '';
      return /\d+ products?/.test(text) && parseInt(text.replace(/,/g, ''), 10) < before;
    }, allWomen);

    await page.getByRole('combobox').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(/sort=price-asc/);
    const firstCard = page.locator('.product-card').first();
    await firstCard.waitFor();
    const shownPrices = async () =>
      (await page.locator('.product-card .price__now').allInnerTexts()).map((p) => Number(p.replace(/[^\d.]/g, ''))).filter((n) => n > 0);
    await expect.poll(async () => {
      const amounts = await shownPrices();
      return amounts.length > 1 && amounts.every((n, i) => i === 0 || amounts[i - 1] <= n);
    }, { timeout: 15_000 }).toBe(true);

    await firstCard.getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Inclusive of all taxes').first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/₹\d/);

    // The seeded pictures are real WebP files in several widths, drawn and cached for a year.
    const picture = page.locator('main img[srcset]').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('srcset')).toMatch(/320w.*640w.*1024w/);
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    const media = await fetch(src);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect(media.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
  });

  it('searches from the overlay: trims, encodes, closes, pre-fills and closes on Escape', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByPlaceholder('Search for products...');
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');

    await box.fill('  banarasi silk ');
    await box.press('Enter');
    await page.waitForURL(/\/shop\?search=banarasi(%20|\+)silk$/);
    expect(await page.getByPlaceholder('Search for products...').count()).toBe(0);
    await expect.poll(async () => (await page.locator('.product-card').allInnerTexts()).join(' '), { timeout: 15_000 }).toMatch(/Banarasi/i);

    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.getByPlaceholder('Search for products...').inputValue()).toBe('banarasi silk');
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('Search for products...').waitFor({ state: 'detached' });
  });

  it('opens the cart drawer from the header and from the openCart event, locks scrolling, closes on Escape', async () => {
    const page = await open('/shop');
    await page.getByRole('button', { name: /^Cart, 0 items$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (0)' });
    await drawer.waitFor();
    await drawer.getByText('Your cart is empty').waitFor();
    expect(await drawer.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.evaluate(() => document.dispatchEvent(new CustomEvent('openCart')));
    await drawer.waitFor();
  });

  it('shows the menu drawer links and, on a phone, the bottom tab bar', async () => {
    const page = await open('/', phone);
    await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
    for (const tab of ['Home', 'Shop', 'Plus Size', 'Profile']) {
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: tab }).waitFor();
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const link of ['Home', 'Shop', 'Plus Size', 'New Arrivals', 'Collection', 'Best Seller', 'About Us', 'Contact Us', 'Login / Register']) {
      await menu.getByRole('link', { name: link, exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    const wide = await open('/');
    expect(await wide.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(false);
  });

  it('serves the GraphQL playground from the store itself', async () => {
    const page = await open('/graphql');
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
  });
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, inject, type TestContext } from 'vitest';

export const artifactsDir = path.resolve(__dirname, '..', 'artifacts');

/** Debian's Chromium, driven by playwright-core; the closed network needs these flags. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = inject('chromiumPath');
  if (!executablePath) throw new Error('Chromium is not available');
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

export const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * Keep a screenshot of every open page when a test fails (e2e/artifacts/<test name>.png),
 * so a red run in CI shows what the shopper would have seen.
 */
export function screenshotOnFailure(pages: () => Page[]) {
  afterEach(async (ctx: TestContext) => {
    if (ctx.task.result?.state !== 'fail') return;
    mkdirSync(artifactsDir, { recursive: true });
    const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    let i = 0;
    for (const page of pages()) {
      if (page.isClosed()) continue;
      const file = path.join(artifactsDir, `${name}${i ? `-${i}` : ''}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`Screenshot of the failure: ${file}`);
      i += 1;
    }
  });
}

export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (options?.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
  return { context, page };
}

/**
 * Every full load of a storefront page (goto, reload) returns only once React has taken the page over:
 * a tap before that is lost, as it is for a shopper whose JavaScript is still arriving, and a test that
 * taps at once (the menu button, a size) failed whenever the machine was slow. Pages without the
 * app's root (the GraphQL playground, a PDF) return as they load.
 */
function waitForHydrationOnLoad(page: Page): void {
  const settled = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'));
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, gotoOptions) => settled(goto(url, gotoOptions));
  page.reload = (reloadOptions) => settled(reload(reloadOptions));
}

/**
 * Wait until React has taken over the server-rendered page (<html data-hydrated>): a tap on a size or
 * colour before that is lost, as it would be for a shopper whose JavaScript is still arriving.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

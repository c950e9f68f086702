import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestSmtpServer } from '../api/test/smtp';
import { desktop, launchChromium, newPage, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

/**
 * Issue 3 end to end: register → read the code from a real SMTP server → verify (which signs in) →
 * edit the profile → log out → log in again, in Chromium against the built store.
 */
describe.skipIf(!inject('chromiumPath'))('a shopper’s account, in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  const smtp = new TestSmtpServer();
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    await smtp.start();
    [store, browser] = await Promise.all([startStore({ SMTP_URL: smtp.url, SEED_IMAGES: 'false' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await smtp.stop();
  });

  it('registers, verifies with the emailed code (signed in by it), edits the profile, logs out and back in', async () => {
    const { context, page } = await newPage(browser, desktop);
    pages.push(page);
    const email = `meera.${Date.now()}@example.in`;
    const password = 'Zari-Kurta#2026';
    const form = page.locator('main');

    await page.goto(`${store.baseUrl}/register`);
    await form.getByLabel('First name', { exact: true }).fill('Meera');
    await form.getByLabel('Last name', { exact: true }).fill('Desai');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/verify-email\?email=/);

    const code = await smtp.codeFor(email, 1);
    expect(code).toMatch(/^\d{6}$/);
    await form.getByLabel('Verification code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    // The right code signs the new account in: no second login.
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByText('Email verified successfully. You are now signed in.').waitFor();

    const tokens = (await context.cookies()).find((c) => c.name === 'tokens');
    expect(tokens?.sameSite).toBe('Strict');
    const token = JSON.parse(decodeURIComponent(tokens!.value)).accessToken as string;

    await page.goto(`${store.baseUrl}/account/profile`);
    const firstName = form.getByLabel('First name', { exact: true });
    await expect.poll(() => firstName.inputValue()).toBe('Meera');
    await firstName.fill('Meenakshi');
    await form.getByLabel(/^Mobile number/).fill('9825012345');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText(/updated/i).first().waitFor();
    await page.reload();
    await expect.poll(() => form.getByLabel('First name', { exact: true }).inputValue()).toBe('Meenakshi');
    expect(await form.getByLabel(/^Mobile number/).inputValue()).toBe('9825012345');

    const profile = await fetch(`${store.baseUrl}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await profile.json()) as { data: { user: { firstName: string } } }).data.user.firstName).toBe('Meenakshi');

    const accountButton = page.locator('.account-menu__button');
    expect(await accountButton.innerText()).toContain('Meenakshi');
    await accountButton.click();
    await page.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${store.baseUrl}/`);
    await page.getByRole('link', { name: 'Login or register' }).waitFor();
    // The session ends in the page at once; this toast follows the server's revocation.
    await page.getByText('Logged out successfully').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'tokens')).toBeUndefined();

    // The server revoked the session: the old token is refused.
    const after = await fetch(`${store.baseUrl}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);

    await page.goto(`${store.baseUrl}/account`);
    await page.waitForURL(/\/login/);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
  });
});

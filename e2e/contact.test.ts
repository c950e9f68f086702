import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestSmtpServer } from '../api/test/smtp';
import { launchChromium, newPage, phone, screenshotOnFailure } from './support/browser';
import { startStore, type RunningStore } from './support/store-process';

const SUPPORT = 'support@kapda.test';

/** The unsubscribe link in a received mail (quoted-printable may wrap it; HTML escapes its &). */
function unsubscribeLink(raw: string): string {
  const text = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=').replace(/&amp;/g, '&');
  // The page the mail's link opens, not the List-Unsubscribe header's one-click API address (/api/newsletter/unsubscribe).
  const match = /https?:\/\/[^\s"<>]+?(?<!\/api)\/newsletter\/unsubscribe\?[^\s"<>]+/.exec(text);
  if (!match) throw new Error('No unsubscribe link in the mail');
  return match[0];
}

/**
 * The store's two public forms on a phone, in Chromium: the contact page's enquiry reaches the
 * support inbox and is acknowledged; the footer's newsletter sign-up is welcomed by mail, and the
 * mail's unsubscribe link works.
 */
describe.skipIf(!inject('chromiumPath'))('contact and newsletter forms, in Chromium', () => {
  let store: RunningStore;
  let browser: Browser;
  const smtp = new TestSmtpServer();
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    await smtp.start();
    [store, browser] = await Promise.all([startStore({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, SEED_IMAGES: 'false' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await smtp.stop();
  });

  it('sends an enquiry, signs up for the newsletter and unsubscribes from the welcome mail', async () => {
    const { page } = await newPage(browser, { ...phone, baseURL: store.baseUrl });
    pages.push(page);
    const email = `nisha.${Date.now()}@example.in`;

    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel(/Your name/).fill('Nisha Mehta');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel('Subject').selectOption('Bulk or wedding order');
    await form.getByLabel('Message').fill('We need 40 matching bandhani dupattas for a wedding in February.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Your message has been sent successfully!').waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    const acknowledgement = await smtp.waitFor(email);
    expect(acknowledgement.subject).toMatch(/^We have received your message \(ref\. #\d+\)$/);
    const forwarded = await smtp.waitFor(SUPPORT);
    expect(forwarded.subject).toMatch(/^New enquiry #\d+: Bulk or wedding order$/);
    expect(forwarded.raw.replace(/=\r\n/g, '')).toContain('40 matching bandhani dupattas');

    const newsletter = page.getByRole('region', { name: /Join the Kapda family/ });
    await newsletter.getByPlaceholder('Enter your email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing!').waitFor();
    const welcome = await smtp.waitFor(email, 2);
    expect(welcome.subject).toBe('Welcome to the Kapda family');

    await page.goto(unsubscribeLink(welcome.raw));
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText('You have been unsubscribed from the Kapda newsletter.').waitFor();
  });
});

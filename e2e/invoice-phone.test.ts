import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { invoiceHtml, type InvoiceDocument } from '../api/src/modules/invoices/invoice.rules';
import { artifactsDir, launchChromium, newPage } from './support/browser';

/**
 * Issue 16: the HTML tax invoice overflowed its card on a phone. At 390 px the page never scrolls
 * sideways: the line table scrolls inside its own box, the parties stack, long words wrap.
 */
const party = { name: 'Rohan Mehta', address: '221 Marine Drive, Near Churchgate Station, Mumbai, Maharashtra 400001', state: 'Maharashtra', stateCode: '27', gstin: '27AAPFU0939F1ZV' };
const line = (n: number) => ({
  description: `Banarasi Silk Saree with Zari Border (Free Size, Maroon) — BSS-FREE-MAROON-${n}`, hsn: '5007', quantity: 2, unit: 'PCS', unitPrice: 1_259_900, discount: 125_990,
  taxableValue: 2_279_819, rate: 5, cgstRate: 0, cgst: 0, sgstRate: 0, sgst: 0, igstRate: 5, igst: 113_991, total: 2_393_810,
});
const doc: InvoiceDocument = {
  serial: 'KPD/26-27/000123', issuedAt: '2026-11-24T22:40:00.000Z', orderNumber: 'KPD-2511-482193', orderDate: '2026-11-24T22:33:00.000Z',
  supplier: { name: 'Kapda Fashions', address: '3rd Floor, Shree Rajhans Textile Market, Ring Road, Salabatpura, Surat, Gujarat 395002', state: 'Gujarat', stateCode: '24', gstin: '24AAACK1234F1Z6', sampleGstin: true },
  recipient: party, shipTo: { ...party, gstin: null }, placeOfSupply: { state: 'Maharashtra', stateCode: '27' }, intraState: false, reverseCharge: false,
  lines: [line(1), line(2)],
  totals: { taxableValue: 4_559_638, cgst: 0, sgst: 0, igst: 227_982, tax: 227_982, discount: 251_980, total: 4_787_620 },
  paymentMethod: 'Paid online',
};

describe.skipIf(!inject('chromiumPath'))('the tax invoice on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no horizontal overflow at 390 px, and shows India\'s dates', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await page.setContent(invoiceHtml(doc));
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth, card: document.querySelector('main')!.getBoundingClientRect().right }));
    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: path.join(artifactsDir, 'invoice-390.png'), fullPage: true });
    expect(widths.view).toBe(390);
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.card).toBeLessThanOrEqual(390);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Date: 25 Nov 2026');
    expect(text).toContain('₹47,876.20');
    await context.close();
  });
});

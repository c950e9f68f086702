/**
 * The seeded site content: the words the storefront showed before pages became editable. A page
 * nobody has published answers these, on every start (demo or not), so no page is ever empty; the
 * storefront also falls back to them when loading fails. Import-free data both sides use, so it lives in the shared rules
 * package (`@kapda/rules/site-content-seed`): the API seeds from it, the web falls back to it.
 */
import type { SiteContentPage } from './site-content.rules';
import { SELLER_ADDRESS_LINES } from './seller.rules';
import { SEEDED_FOOTER, type FooterContent } from './site-content-footer.seed';
import { SEEDED_HOME, type HomeContent } from './site-content-home.seed';

export { SEEDED_FOOTER } from './site-content-footer.seed';
export type { FooterContent, FooterLink } from './site-content-footer.seed';
export { SEEDED_HOME } from './site-content-home.seed';
export type { CallToAction, HomeContent, SectionHeading } from './site-content-home.seed';

export interface AboutContent {
  eyebrow: string;
  title: string;
  intro: string;
  story: { text: string }[];
  valuesTitle: string;
  values: { title: string; text: string }[];
  promiseTitle: string;
  promiseText: string;
  closingText: string;
}

export interface ContactContent {
  eyebrow: string;
  title: string;
  intro: string;
  storeName: string;
  addressLines: string[];
  phone: string;
  whatsAppLabel: string;
  email: string;
  hoursTitle: string;
  hours: { days: string; hours: string }[];
  replyNote: string;
  formTitle: string;
}

export interface SiteContentByPage {
  home: HomeContent;
  about: AboutContent;
  contact: ContactContent;
  footer: FooterContent;
}

export const SEEDED_ABOUT: AboutContent = {
  eyebrow: 'Our story',
  title: 'About Kapda',
  intro: 'Indian clothing, chosen with care in Surat and delivered across the country.',
  story: [
    { text: 'Kapda began in 2019 as a small counter in one of Surat’s textile markets, selling kurtas and dupattas to families who came in from across Gujarat. Surat weaves and prints a large share of India’s sarees and dress materials, and we grew up around that craft: the clatter of looms in Udhna, the zari workshops, the block printers who still mix their colours by eye.' },
    { text: 'Today we bring that same market to your phone. Our collections cover everyday kurtas and cotton sarees, festive lehengas and sherwanis, crisp linen shirts and denim, and a dedicated [plus-size range](/plus-size) cut on its own patterns rather than simply scaled up.' },
  ],
  valuesTitle: 'What we stand for',
  values: [
    { title: 'Straight from Surat', text: 'We buy from weavers, printers and embroidery units in and around Surat — the city that clothes much of India — so you pay for the garment, not for five middlemen.' },
    { title: 'Honest prices', text: 'Every price you see already includes GST. The MRP is the printed tag price, and the discount we show is the real difference between the two.' },
    { title: 'Checked by hand', text: 'Each piece is inspected for fabric, stitching, colour and measurements in our Ring Road studio before it is folded, tagged and packed.' },
    { title: 'Made to be worn', text: 'Breathable cottons for the Indian summer, rich silks for weddings, and everyday fits for women, men and plus sizes.' },
  ],
  promiseTitle: 'Our promise to you',
  promiseText: 'Free shipping on orders over ₹500, secure payments, and 30-day returns and exchanges. If something doesn’t fit or doesn’t feel right, send it back — see [Returns & Exchanges](/returns).',
  closingText: 'Questions, bulk orders for weddings, or just want to say hello? [Get in touch](/contact) — we answer every message.',
};

export const SEEDED_CONTACT: ContactContent = {
  eyebrow: 'We’re here to help',
  title: 'Contact Us',
  intro: 'Questions about an order, sizing or a wedding trousseau? Call, WhatsApp or write to us.',
  storeName: 'Kapda, Surat',
  addressLines: [`Kapda Fashions, ${SELLER_ADDRESS_LINES[0]}`, ...SELLER_ADDRESS_LINES.slice(1)],
  phone: '+91 98250 41234',
  whatsAppLabel: 'Chat on WhatsApp',
  email: 'support@kapda.in',
  hoursTitle: 'Business hours',
  hours: [
    { days: 'Monday – Friday', hours: '9:00 AM – 8:00 PM' },
    { days: 'Saturday', hours: '10:00 AM – 6:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  replyNote: 'We reply to emails and messages within one business day.',
  formTitle: 'Send us a message',
};

/**
 * Every page's seeded words. The storefront imports each page's own where it is shown — the
 * footer's and the home page's from their own files (@kapda/rules/site-content-seed-footer, -home) —
 * so a page's chunk carries only its own words (issue 19).
 */
export const SEEDED_CONTENT: SiteContentByPage = { home: SEEDED_HOME, about: SEEDED_ABOUT, contact: SEEDED_CONTACT, footer: SEEDED_FOOTER };

export function seededContent<P extends SiteContentPage>(page: P): SiteContentByPage[P] {
  return structuredClone(SEEDED_CONTENT[page]);
}

/**
 * The seeded site content: the words the storefront showed before pages became editable. A page
 * nobody has published answers these, on every start (demo or not), so no page is ever empty; the
 * storefront also falls back to them when loading fails. Import-free data both sides use, so it lives in the shared rules
 * package (`@kapda/rules/site-content-seed`): the API seeds from it, the web falls back to it.
 */
import type { SiteContentPage } from './site-content.rules';
import { SELLER_ADDRESS_LINES } from './seller.rules';

export interface FooterLink { url: string; label: string }

export interface FooterContent {
  brand_info: { description: string };
  socialLinks: { platform: string; url: string }[];
  quickLinksTitle: string;
  quickLinks: FooterLink[];
  informationTitle: string;
  informationLinks: FooterLink[];
  newsletter: { headline: string; description: string; placeholder_text: string; button_text: string };
  /** Legacy fields (SPEC.md §3): read when `newsletter` is empty. */
  newsletterHeadline: string;
  newsletterSubtext: string;
}

export interface CallToAction { label: string; url: string }
export interface SectionHeading { eyebrow: string; title: string }

export interface HomeContent {
  hero: { eyebrow: string; title: string; lead: string; primaryCta: CallToAction; secondaryCta: CallToAction };
  categoriesTitle: string;
  categories: { label: string; blurb: string; url: string; categorySlug: string }[];
  newArrivals: SectionHeading;
  bestSellers: SectionHeading;
  saleBanner: { eyebrow: string; title: string; text: string; cta: CallToAction };
  collections: SectionHeading;
  story: { eyebrow: string; title: string; text: string; cta: CallToAction };
}

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

const home: HomeContent = {
  hero: {
    eyebrow: 'The Festive Edit',
    title: 'Woven in Surat, made for every celebration',
    lead: 'Handpicked kurtas, sarees, sherwanis and shirts — honest prices with GST included, free shipping over ₹500 and 30-day returns.',
    primaryCta: { label: 'Shop Women', url: '/shop?category=women' },
    secondaryCta: { label: 'Shop Men', url: '/shop?category=men' },
  },
  categoriesTitle: 'Shop by category',
  categories: [
    { label: 'Women', blurb: 'Kurtas, sarees & lehengas', url: '/shop?category=women', categorySlug: 'women' },
    { label: 'Men', blurb: 'Shirts, kurtas & sherwanis', url: '/shop?category=men', categorySlug: 'men' },
    { label: 'Plus Size', blurb: 'Sizes 3XL – 6XL', url: '/plus-size', categorySlug: 'plus-size' },
    { label: 'Accessories', blurb: 'Dupattas, stoles & more', url: '/shop?category=accessories', categorySlug: 'accessories' },
  ],
  newArrivals: { eyebrow: 'Just landed', title: 'New Arrivals' },
  bestSellers: { eyebrow: 'Most loved', title: 'Best Sellers' },
  saleBanner: {
    eyebrow: 'Season sale',
    title: 'Festive favourites, now for less',
    text: 'Every price includes GST — and the discount you see is the real saving on the MRP.',
    cta: { label: 'Shop the Sale', url: '/shop?sale=true' },
  },
  collections: { eyebrow: 'Curated edits', title: 'Collections' },
  story: {
    eyebrow: 'From Surat, with care',
    title: 'Straight from India’s textile city',
    text: 'We work directly with weavers, printers and embroidery units around Surat, check every piece by hand, and pack it in our Ring Road studio. Fair prices, real fabric, no middlemen.',
    cta: { label: 'Our story', url: '/about' },
  },
};

const about: AboutContent = {
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

const contact: ContactContent = {
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

const footer: FooterContent = {
  brand_info: {
    description: 'Kapda brings the weaves of Surat to your doorstep — kurtas, sarees, lehengas, shirts and sherwanis, chosen from the looms and ateliers of Gujarat and priced fairly, with every tax included.',
  },
  socialLinks: [
    { platform: 'Facebook', url: 'https://www.facebook.com/kapda.surat' },
    { platform: 'Instagram', url: 'https://www.instagram.com/kapda.surat' },
    { platform: 'Twitter', url: 'https://twitter.com/kapda_surat' },
    { platform: 'YouTube', url: 'https://www.youtube.com/@kapdasurat' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/kapda-fashions' },
  ],
  quickLinksTitle: 'Shop',
  quickLinks: [
    { url: '/', label: 'Home' },
    { url: '/shop', label: 'All Products' },
    { url: '/shop?category=men', label: "Men's Fashion" },
    { url: '/shop?category=women', label: "Women's Fashion" },
    { url: '/shop?sale=true', label: 'Sale' },
  ],
  informationTitle: 'Customer Service',
  informationLinks: [
    { url: '/contact', label: 'Contact Us' },
    { url: '/shipping', label: 'Shipping Info' },
    { url: '/returns', label: 'Returns & Exchanges' },
    { url: '/size-guide', label: 'Size Guide' },
    { url: '/faq', label: 'FAQ' },
  ],
  newsletter: {
    headline: 'Join the Kapda family',
    description: 'New arrivals, festive edits and members-only offers — once a week, never spam.',
    placeholder_text: 'Enter your email address',
    button_text: 'Subscribe',
  },
  newsletterHeadline: '',
  newsletterSubtext: '',
};

export const SEEDED_CONTENT: SiteContentByPage = { home, about, contact, footer };

export function seededContent<P extends SiteContentPage>(page: P): SiteContentByPage[P] {
  return structuredClone(SEEDED_CONTENT[page]);
}

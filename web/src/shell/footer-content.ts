import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS, formatRupees } from '@kapda/pricing';
import { SOCIAL_LINKS } from '../features/content/store-info';

/** Footer content as the site-content API will send it (SPEC.md §3 "Footer content"). */
export interface FooterLink {
  url: string;
  label: string;
}

export interface FooterContent {
  brand_info?: { description?: string };
  socialLinks?: { platform: string; url: string }[];
  quickLinksTitle?: string;
  quickLinks?: FooterLink[];
  informationTitle?: string;
  informationLinks?: FooterLink[];
  newsletter?: { headline?: string; description?: string; placeholder_text?: string; button_text?: string };
  /** Older content documents carry these instead of `newsletter`. */
  newsletterHeadline?: string;
  newsletterSubtext?: string;
}

/** The static footer shown until (and whenever) editable footer data is not available. */
export const DEFAULT_FOOTER = {
  description:
    'Kapda brings the weaves of Surat to your doorstep — kurtas, sarees, lehengas, shirts and sherwanis, ' +
    'chosen from the looms and ateliers of Gujarat and priced fairly, with every tax included.',
  socialLinks: SOCIAL_LINKS,
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
} as const;

/** The three promises the footer makes (SPEC.md §1). */
export const STORE_PROMISES = [
  { key: 'shipping', title: 'Free Shipping', text: `On all orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)}` },
  { key: 'secure', title: 'Secure Payment', text: 'UPI, cards & netbanking, 100% protected' },
  { key: 'returns', title: `${RETURN_WINDOW_DAYS}-Day Returns`, text: 'Easy returns & exchanges' },
] as const;

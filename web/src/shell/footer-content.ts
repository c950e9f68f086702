import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS, formatRupees } from '@kapda/rules/pricing';
import { SEEDED_FOOTER } from '@kapda/rules/site-content-seed-footer';

/** Footer content as the site-content API sends it (SPEC.md §3 "Footer content"); older documents may lack parts. */
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

/** The static footer shown while editable footer data loads (or if it fails): the seeded footer content. */
const seeded = SEEDED_FOOTER;
export const DEFAULT_FOOTER = {
  description: seeded.brand_info.description,
  socialLinks: seeded.socialLinks,
  quickLinksTitle: seeded.quickLinksTitle,
  quickLinks: seeded.quickLinks,
  informationTitle: seeded.informationTitle,
  informationLinks: seeded.informationLinks,
  newsletter: seeded.newsletter,
} as const;

/** The three promises the footer makes (SPEC.md §1). */
export const STORE_PROMISES = [
  { key: 'shipping', title: 'Free Shipping', text: `On all orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)}` },
  { key: 'secure', title: 'Secure Payment', text: 'UPI, cards & netbanking, 100% protected' },
  { key: 'returns', title: `${RETURN_WINDOW_DAYS}-Day Returns`, text: 'Easy returns & exchanges' },
] as const;

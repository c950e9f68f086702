/**
 * The footer's seeded words (site-content.seed.ts has the others): a file of its own because every
 * storefront page shows the footer — a page's first load carries these, not every page's (issue 19).
 */
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

export const SEEDED_FOOTER: FooterContent = {
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

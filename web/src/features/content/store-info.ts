/**
 * The store's own details (SPEC.md §1): the Surat contact block and business hours. The footer,
 * /contact, /about, /shipping and /returns all read from here so the numbers never disagree.
 * Editable site content (a later issue) may override the footer and contact texts.
 */
import { SELLER_ADDRESS_LINES } from '@kapda/rules/seller';

export const STORE_NAME = 'Kapda';

export const STORE_CONTACT = {
  /** The seller's one address (@kapda/rules/seller), also the supplier's on every tax invoice. */
  addressLines: [`Kapda Fashions, ${SELLER_ADDRESS_LINES[0]}`, ...SELLER_ADDRESS_LINES.slice(1)],
  /** Shown to shoppers. */
  phoneDisplay: '+91 98250 41234',
  /** tel: and WhatsApp use the same number, digits only with the country code. */
  phoneDigits: '919825041234',
  email: 'support@kapda.in',
  mapUrl: 'https://www.openstreetmap.org/search?query=Ring%20Road%2C%20Salabatpura%2C%20Surat%20395002',
} as const;

export const phoneHref = `tel:+${STORE_CONTACT.phoneDigits}`;
export const whatsAppHref = `https://wa.me/${STORE_CONTACT.phoneDigits}`;
export const emailHref = `mailto:${STORE_CONTACT.email}`;

export const BUSINESS_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Monday – Friday', hours: '9:00 AM – 8:00 PM' },
  { days: 'Saturday', hours: '10:00 AM – 6:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];

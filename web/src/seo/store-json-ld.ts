import { SELLER_ADDRESS_LINES } from '@kapda/rules/seller';
import { absolute, returnPolicy, SCHEMA, STORE_NAME, trimSlash, type StoreReturnTerms } from './json-ld';

/** The home page's JSON-LD: the store (`OnlineStore`) and the site (`WebSite` with its search). */

/** The seller's one published address (@kapda/rules/seller) as a PostalAddress: "…, Surat, Gujarat 395002" last. */
export function sellerPostalAddress() {
  const last = SELLER_ADDRESS_LINES[SELLER_ADDRESS_LINES.length - 1];
  const match = /^(.+),\s*(.+?)\s+(\d{6})$/.exec(last);
  return {
    '@type': 'PostalAddress',
    streetAddress: SELLER_ADDRESS_LINES.slice(0, -1).join(', '),
    ...(match ? { addressLocality: match[1], addressRegion: match[2], postalCode: match[3] } : { addressLocality: last }),
    addressCountry: 'IN',
  };
}

/**
 * The store itself (home page): name, address, logo, contact, and the store's return policy once the
 * server has said its window (left out until then: never a guess).
 */
export function organizationJsonLd(siteUrl: string, contact: { email?: string; telephone?: string } = {}, terms?: StoreReturnTerms | null) {
  return {
    '@context': SCHEMA,
    '@type': 'OnlineStore',
    '@id': `${trimSlash(siteUrl)}/#organization`,
    name: STORE_NAME,
    url: `${trimSlash(siteUrl)}/`,
    logo: absolute(siteUrl, '/favicon.svg'),
    address: sellerPostalAddress(),
    ...(contact.email || contact.telephone
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', areaServed: 'IN', ...(contact.email ? { email: contact.email } : {}), ...(contact.telephone ? { telephone: contact.telephone } : {}) } }
      : {}),
    ...(terms ? { hasMerchantReturnPolicy: returnPolicy(terms) } : {}),
  };
}

/** The site (home page), with the search box Google may show under it: /shop?search={term}. */
export function webSiteJsonLd(siteUrl: string) {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${trimSlash(siteUrl)}/#website`,
    name: STORE_NAME,
    url: `${trimSlash(siteUrl)}/`,
    inLanguage: 'en-IN',
    publisher: { '@id': `${trimSlash(siteUrl)}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${trimSlash(siteUrl)}/shop?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

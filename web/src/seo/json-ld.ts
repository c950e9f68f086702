/**
 * What the JSON-LD builders share (structured-data.ts lists them all): the site's absolute addresses,
 * the product and listing shapes they read, and the store's return policy. The builders live in one
 * file per kind of page (product-json-ld.ts, store-json-ld.ts, listing-json-ld.ts), so a page's
 * chunk carries only its own (issue 19: the home page and listings' first loads carried the product
 * page's builders).
 */
export const STORE_NAME = 'Kapda';
export const SCHEMA = 'https://schema.org';

/** The fields of a product these builders read (the ProductDetail query's shape fits). */
export interface ProductForSeo {
  slug: string;
  title: string;
  description: string;
  brand: string;
  /** GST-inclusive price of the variant shown first, rupees. */
  price: number;
  inStock: boolean;
  images: ReadonlyArray<{ url: string }>;
  category: { slug: string; name: string; parent?: { slug: string; name: string } | null };
  variants: ReadonlyArray<{ sku: string; size: string; color: string; price: number; inStock: boolean }>;
  /** Verified buyers' visible reviews: `aggregateRating` once there is one (issue 20). */
  rating?: { average: number; count: number } | null;
  /** A few of those reviews (the most helpful), as `review`. */
  topReviews?: ReadonlyArray<{ authorName: string; rating: number; title: string; body: string; createdAt: string | Date }> | null;
  /** False for products the shop takes no returns of (innerwear and the like): their offers say so. */
  returnable: boolean;
}

/** The store's return window as the server runs it (RETURN_WINDOW_DAYS, read through GraphQL's `returnPolicy`). */
export interface StoreReturnTerms {
  windowDays: number;
}

export interface ListedProduct {
  slug: string;
  title: string;
}

export const trimSlash = (url: string) => url.replace(/\/$/, '');

/** A path on the site as an absolute URL; an absolute URL (a CDN picture) stays as it is. */
export function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${trimSlash(siteUrl)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
/** The product's 1200×630 link-preview picture, made by the API from its main picture (api/src/http/seo-routes.ts). */
export const ogImagePath = (slug: string) => `/og/${encodeURIComponent(slug)}.jpg`;
/** A collection's 1200×630 link-preview picture, made by the API from the collection's picture. */
export const collectionOgImagePath = (id: string | number) => `/og/collection/${encodeURIComponent(String(id))}.jpg`;

/**
 * The return policy of what is sold, as on /returns: within the server's window (RETURN_WINDOW_DAYS)
 * the courier collects it, free. A product marked not returnable, or a store with no window (0 days),
 * takes no returns: `MerchantReturnNotPermitted`, never a window it would refuse.
 */
export function returnPolicy(terms: StoreReturnTerms, returnable = true) {
  if (!returnable || terms.windowDays <= 0) {
    return { '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', returnPolicyCategory: `${SCHEMA}/MerchantReturnNotPermitted` };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: terms.windowDays,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: `${SCHEMA}/FreeReturn`,
  };
}

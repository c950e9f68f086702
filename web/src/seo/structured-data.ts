import { FREE_SHIPPING_THRESHOLD, SHIPPING_COST } from '@kapda/rules/pricing';
import { SELLER_ADDRESS_LINES } from '@kapda/rules/seller';

/**
 * JSON-LD (schema.org) for the storefront's pages, as Google's rich results read it (issue 19):
 * `Product` + `BreadcrumbList` on a product page, `Organization` + `WebSite` (with a sitelinks
 * `SearchAction`) on home, `ItemList` on listings. Pure: every builder takes the site's absolute
 * address (PUBLIC_URL) and plain data, so the server's render and the browser write the same.
 * A page hands the results to `usePageHead({ jsonLd })` (ui/page-head.ts).
 */

export const STORE_NAME = 'Kapda';
const SCHEMA = 'https://schema.org';

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

const trimSlash = (url: string) => url.replace(/\/$/, '');

/** A path on the site as an absolute URL; an absolute URL (a CDN picture) stays as it is. */
export function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${trimSlash(siteUrl)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
/** The product's 1200×630 link-preview picture, made by the API from its main picture (api/src/http/seo-routes.ts). */
export const ogImagePath = (slug: string) => `/og/${encodeURIComponent(slug)}.jpg`;
/** A collection's 1200×630 link-preview picture, made by the API from the collection's picture. */
export const collectionOgImagePath = (id: string | number) => `/og/collection/${encodeURIComponent(String(id))}.jpg`;

/** Rupees as schema.org wants a price: a plain number with at most two decimals. */
const price = (rupees: number) => Math.round(rupees * 100) / 100;

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

/**
 * Delivery anywhere in India: free over ₹500 as the footer promises (shipping costs nothing on every
 * order today: SHIPPING_COST), leaving the next working day, 1–10 business days on the way (/shipping).
 */
export function shippingDetails(rupees: number) {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: rupees >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_COST, currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 10, unitCode: 'DAY' },
    },
  };
}

const availability = (inStock: boolean) => `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`;

/**
 * A product page's `Product`: one `Offer` per size × colour (its SKU, price in INR, availability),
 * each with the return policy (the store's window, or none for a product not returnable) and free delivery in India — what Google's merchant listings ask for
 * (name, image, offers.price, offers.priceCurrency) and recommend (availability, brand, sku,
 * description, hasMerchantReturnPolicy, shippingDetails). A product with no variants offers its
 * summary price.
 */
export function productJsonLd(siteUrl: string, product: ProductForSeo, terms: StoreReturnTerms) {
  const url = absolute(siteUrl, productPath(product.slug));
  const images = product.images.map((image) => absolute(siteUrl, image.url));
  const offer = (sku: string | undefined, name: string | undefined, rupees: number, inStock: boolean) => ({
    '@type': 'Offer',
    ...(sku ? { sku } : {}),
    ...(name ? { name } : {}),
    url,
    price: price(rupees),
    priceCurrency: 'INR',
    availability: availability(inStock),
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { '@type': 'Organization', name: STORE_NAME },
    hasMerchantReturnPolicy: returnPolicy(terms, product.returnable),
    shippingDetails: shippingDetails(rupees),
  });
  const offers = product.variants.length
    ? product.variants.map((v) => offer(v.sku, [v.size, v.color].filter(Boolean).join(', '), v.price, v.inStock))
    : [offer(undefined, undefined, product.price, product.inStock)];
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    url,
    image: images.length ? images : [absolute(siteUrl, ogImagePath(product.slug))],
    description: product.description,
    ...(product.variants[0] ? { sku: product.variants[0].sku } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category.parent ? `${product.category.parent.name} > ${product.category.name}` : product.category.name,
    offers: offers.length === 1 ? offers[0] : offers,
    ...reviewsJsonLd(product),
  };
}

/**
 * `aggregateRating` (1–5, from the count of visible reviews) and up to five `review`s, only when the
 * product has reviews — Google's review snippets refuse a rating with no reviews behind it.
 */
export function reviewsJsonLd(product: Pick<ProductForSeo, 'rating' | 'topReviews'>) {
  if (!product.rating || product.rating.count <= 0) return {};
  const reviews = (product.topReviews ?? []).slice(0, 5).map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.authorName },
    datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
    name: r.title,
    reviewBody: r.body,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews.length ? { review: reviews } : {}),
  };
}

/** A `BreadcrumbList` of (name, path) steps; the last step (the page itself) may have no path. */
export function breadcrumbJsonLd(siteUrl: string, steps: ReadonlyArray<{ name: string; path?: string }>) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      ...(step.path ? { item: absolute(siteUrl, step.path) } : {}),
    })),
  };
}

/** The product page's trail, as its breadcrumbs show it: Home › Shop › department › category › product. */
export function productBreadcrumbs(siteUrl: string, product: Pick<ProductForSeo, 'slug' | 'title' | 'category'>) {
  const { category } = product;
  return breadcrumbJsonLd(siteUrl, [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/shop' },
    ...(category.parent ? [{ name: category.parent.name, path: `/shop?category=${encodeURIComponent(category.parent.slug)}` }] : []),
    { name: category.name, path: `/shop?category=${encodeURIComponent(category.slug)}` },
    { name: product.title, path: productPath(product.slug) },
  ]);
}

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

/** A listing's products in the order shown (a summary list: each item links to its product page). */
export function itemListJsonLd(siteUrl: string, products: readonly ListedProduct[], name?: string, startPosition = 1) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: products.length,
    itemListElement: products.map((product, i) => ({
      '@type': 'ListItem',
      position: startPosition + i,
      url: absolute(siteUrl, productPath(product.slug)),
      name: product.title,
    })),
  };
}

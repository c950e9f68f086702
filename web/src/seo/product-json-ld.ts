import { indiaDate } from '@kapda/rules/dates';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_COST } from '@kapda/rules/pricing';
import { absolute, ogImagePath, productPath, returnPolicy, SCHEMA, STORE_NAME, type ProductForSeo, type StoreReturnTerms } from './json-ld';

/** A product page's JSON-LD: `Product` with its offers and reviews, and its `BreadcrumbList`. */

/** Rupees as schema.org wants a price: a plain number with at most two decimals. */
const price = (rupees: number) => Math.round(rupees * 100) / 100;

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
    // The day in India the review was written (a review at 00:15 IST is that day's, not the UTC day before).
    datePublished: indiaDate(r.createdAt),
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

import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, ogImagePath, organizationJsonLd, productBreadcrumbs, productJsonLd, webSiteJsonLd, type ProductForSeo } from './structured-data';

const SITE = 'https://kapda.example/';

const kurta: ProductForSeo = {
  slug: 'rani-pink-bandhani-kurta',
  title: 'Rani Pink Bandhani Kurta',
  description: 'Hand-tied bandhani from Jamnagar.',
  brand: 'Kapda',
  price: 1299,
  inStock: true,
  images: [{ url: '/media/products/kurta-640.webp' }, { url: 'https://cdn.kapda.example/products/kurta-2-640.webp' }],
  category: { slug: 'women-kurtas', name: 'Kurtas', parent: { slug: 'women', name: 'Women' } },
  variants: [
    { sku: 'KUR-PNK-M', size: 'M', color: 'Pink', price: 1299, inStock: true },
    { sku: 'KUR-PNK-L', size: 'L', color: 'Pink', price: 1349.5, inStock: false },
  ],
  returnable: true,
};
/** The server's RETURN_WINDOW_DAYS as the default store runs it. */
const TERMS = { windowDays: 30 };

/** What Google's merchant listing report requires of a Product, and what it warns about when missing. */
function merchantListingProblems(data: any): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  if (data['@type'] !== 'Product') problems.push('@type');
  if (!data.name) problems.push('name');
  if (!Array.isArray(data.image) || data.image.length === 0 || data.image.some((u: string) => !/^https:\/\//.test(u))) problems.push('image');
  const offers = Array.isArray(data.offers) ? data.offers : [data.offers];
  for (const offer of offers) {
    if (offer?.['@type'] !== 'Offer') problems.push('offers.@type');
    if (!(typeof offer.price === 'number' && offer.price > 0)) problems.push('offers.price');
    if (offer.priceCurrency !== 'INR') problems.push('offers.priceCurrency');
    if (!/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(offer.availability)) problems.push('offers.availability');
    const policy = offer.hasMerchantReturnPolicy;
    if (policy?.applicableCountry !== 'IN' || policy.returnPolicyCategory !== 'https://schema.org/MerchantReturnFiniteReturnWindow' || policy.merchantReturnDays !== 30) problems.push('hasMerchantReturnPolicy');
    const shipping = offer.shippingDetails;
    if (shipping?.shippingDestination?.addressCountry !== 'IN' || shipping.shippingRate?.currency !== 'INR' || typeof shipping.shippingRate.value !== 'number') problems.push('shippingDetails');
    if (shipping?.deliveryTime?.handlingTime?.unitCode !== 'DAY' || shipping.deliveryTime.transitTime?.unitCode !== 'DAY') problems.push('shippingDetails.deliveryTime');
  }
  if (!data.brand?.name) problems.push('brand');
  if (!data.sku) problems.push('sku');
  if (!data.description) problems.push('description');
  return problems;
}

describe('productJsonLd', () => {
  const data = productJsonLd(SITE, kurta, TERMS);

  it('meets Google merchant listing requirements', () => {
    expect(merchantListingProblems(data)).toEqual([]);
    // Survives the trip through JSON (what the page's script holds).
    expect(merchantListingProblems(JSON.parse(JSON.stringify(data)))).toEqual([]);
  });

  it('offers each size and colour at its own price and stock, in INR', () => {
    expect(data.offers).toHaveLength(2);
    const [m, l] = data.offers as any[];
    expect([m.sku, m.name, m.price, m.availability]).toEqual(['KUR-PNK-M', 'M, Pink', 1299, 'https://schema.org/InStock']);
    expect([l.sku, l.price, l.availability]).toEqual(['KUR-PNK-L', 1349.5, 'https://schema.org/OutOfStock']);
    expect(m.url).toBe('https://kapda.example/product/rani-pink-bandhani-kurta');
    expect(m.shippingDetails.shippingRate.value).toBe(0);
    expect(m.hasMerchantReturnPolicy.returnFees).toBe('https://schema.org/FreeReturn');
  });

  it('makes pictures absolute and keeps a CDN picture as it is', () => {
    expect(data.image).toEqual(['https://kapda.example/media/products/kurta-640.webp', 'https://cdn.kapda.example/products/kurta-2-640.webp']);
  });

  it('falls back to the summary price and the link-preview picture', () => {
    const bare = productJsonLd(SITE, { ...kurta, images: [], variants: [] }, TERMS) as any;
    expect(bare.offers['@type']).toBe('Offer');
    expect(bare.offers.price).toBe(1299);
    expect(bare.image).toEqual([`https://kapda.example${ogImagePath(kurta.slug)}`]);
    expect(bare.sku).toBeUndefined();
  });

  it('has no aggregateRating or review without reviews (a rating needs reviews behind it)', () => {
    expect((data as any).aggregateRating).toBeUndefined();
    expect((data as any).review).toBeUndefined();
    const none = productJsonLd(SITE, { ...kurta, rating: { average: 0, count: 0 }, topReviews: [] }, TERMS) as any;
    expect(none.aggregateRating).toBeUndefined();
  });

  it('adds aggregateRating and a few reviews once verified buyers have reviewed it', () => {
    const review = (i: number) => ({ authorName: `Asha ${i}.`, rating: 5 - (i % 2), title: `Lovely ${i}`, body: 'Soft cotton and true to size.', createdAt: '2026-11-20T18:45:00.000Z' });
    const rated = productJsonLd(SITE, { ...kurta, rating: { average: 4.3, count: 12 }, topReviews: [1, 2, 3, 4, 5, 6].map(review) }, TERMS) as any;
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(rated.review).toHaveLength(5);
    expect(rated.review[0]).toEqual({
      '@type': 'Review', author: { '@type': 'Person', name: 'Asha 1.' }, datePublished: '2026-11-21', name: 'Lovely 1',
      reviewBody: 'Soft cotton and true to size.', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(merchantListingProblems(rated)).toEqual([]);
    const ratedOnly = productJsonLd(SITE, { ...kurta, rating: { average: 5, count: 1 } }, TERMS) as any;
    expect(ratedOnly.aggregateRating.reviewCount).toBe(1);
    expect(ratedOnly.review).toBeUndefined();
  });
});

describe('return policy', () => {
  const policies = (data: any) => (Array.isArray(data.offers) ? data.offers : [data.offers]).map((offer: any) => offer.hasMerchantReturnPolicy);

  it("states the server's window, not a number of its own", () => {
    for (const policy of policies(productJsonLd(SITE, kurta, { windowDays: 14 }))) {
      expect(policy).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: 14, applicableCountry: 'IN' });
    }
  });

  it('says no returns for a product marked not returnable, and for a store with no window', () => {
    for (const data of [productJsonLd(SITE, { ...kurta, returnable: false }, TERMS), productJsonLd(SITE, kurta, { windowDays: 0 })]) {
      for (const policy of policies(data)) {
        expect(policy).toEqual({ '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
      }
    }
  });
});

describe('breadcrumbs', () => {
  it('follows the product page trail with absolute items and 1-based positions', () => {
    const trail = productBreadcrumbs(SITE, kurta);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', 'https://kapda.example/'],
      [2, 'Shop', 'https://kapda.example/shop'],
      [3, 'Women', 'https://kapda.example/shop?category=women'],
      [4, 'Kurtas', 'https://kapda.example/shop?category=women-kurtas'],
      [5, 'Rani Pink Bandhani Kurta', 'https://kapda.example/product/rani-pink-bandhani-kurta'],
    ]);
  });

  it('may end on a step with no address', () => {
    expect(breadcrumbJsonLd(SITE, [{ name: 'Home', path: '/' }, { name: 'About' }]).itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'About' });
  });
});

describe('home page', () => {
  it('names the store with its Surat address and return policy', () => {
    const org = organizationJsonLd(SITE, { email: 'care@kapda.example' }, { windowDays: 21 }) as any;
    expect(org['@type']).toBe('OnlineStore');
    expect(org.url).toBe('https://kapda.example/');
    expect(org.address).toMatchObject({ addressLocality: 'Surat', addressRegion: 'Gujarat', postalCode: '395002', addressCountry: 'IN' });
    expect(org.contactPoint.email).toBe('care@kapda.example');
    expect(org.hasMerchantReturnPolicy.merchantReturnDays).toBe(21);
    // Before the server has said its window, no policy at all (never a guessed one).
    expect((organizationJsonLd(SITE, {}, null) as any).hasMerchantReturnPolicy).toBeUndefined();
  });

  it('offers a site search through /shop?search=', () => {
    const site = webSiteJsonLd(SITE) as any;
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe('https://kapda.example/shop?search={search_term_string}');
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });
});

describe('itemListJsonLd', () => {
  it('lists products in the order shown, positions continuing across pages', () => {
    const list = itemListJsonLd(SITE, [{ slug: 'a', title: 'A' }, { slug: 'b c', title: 'B' }], 'Women', 25) as any;
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: 'https://kapda.example/product/a', name: 'A' },
      { '@type': 'ListItem', position: 26, url: 'https://kapda.example/product/b%20c', name: 'B' },
    ]);
  });
});

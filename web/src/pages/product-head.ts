import type { ProductDetailQuery } from '../gql/graphql';
import { OG_IMAGE_SIZE, siteOrigin, type PageHead } from '../ui/page-head';
import { ogImagePath, productBreadcrumbs, productJsonLd, type StoreReturnTerms } from '../seo/structured-data';

type Product = NonNullable<ProductDetailQuery['product']>;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price as a title or link preview shows it: ₹1,299 (whole rupees), ₹1,299.50 (with paise). */
export function titlePrice(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees)}`;
}

/** A description of at most `max` characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The product page's head: "Rani Pink Bandhani Kurta — ₹1,299 | Kapda", its picture, price and
 * availability tags, and its JSON-LD with the store's return terms (the server's window).
 */
export function productHead(product: Product, terms: StoreReturnTerms): PageHead {
  return {
    fullTitle: `${product.title} — ${titlePrice(product.price)} | Kapda`,
    description: shortDescription(product.description || `${product.title} by ${product.brand}, ${titlePrice(product.price)} at Kapda.`),
    // The 1200×630 link-preview JPEG the API makes from the main picture (api: /og/{slug}.jpg).
    image: product.images.length ? ogImagePath(product.slug) : undefined,
    type: 'product',
    jsonLd: [productJsonLd(siteOrigin(), product, terms), productBreadcrumbs(siteOrigin(), product)],
    canonicalPath: `/product/${encodeURIComponent(product.slug)}`,
    properties: [
      ...(product.images.length ? [...OG_IMAGE_SIZE, ['og:image:alt', product.title] as [string, string]] : []),
      ['product:price:amount', product.price.toFixed(2)],
      ['product:price:currency', 'INR'],
      ['product:availability', product.inStock ? 'in stock' : 'out of stock'],
      ['product:brand', product.brand],
      ['product:condition', 'new'],
    ],
  };
}

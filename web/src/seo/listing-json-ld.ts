import { absolute, productPath, SCHEMA, type ListedProduct } from './json-ld';

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

/**
 * JSON-LD (schema.org) for the storefront's pages, as Google's rich results read it (issue 19):
 * `Product` + `BreadcrumbList` on a product page, `Organization` + `WebSite` (with a sitelinks
 * `SearchAction`) on home, `ItemList` on listings. Pure: every builder takes the site's absolute
 * address (PUBLIC_URL) and plain data, so the server's render and the browser write the same.
 * A page hands the results to `usePageHead({ jsonLd })` (ui/page-head.ts).
 *
 * One file per kind of page behind this list (json-ld.ts what they share): a module sits whole in
 * a chunk, so one file of every builder put the product page's in every listing's first load.
 */
export * from './json-ld';
export * from './product-json-ld';
export * from './store-json-ld';
export * from './listing-json-ld';

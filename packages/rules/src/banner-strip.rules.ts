/**
 * What the storefront's promo banner strip needs of the banner rules: its default colours and how
 * often it asks again. A file of its own (re-exported by banner.rules.ts, `@kapda/rules/banners`) so
 * every storefront page's first load does not carry the back office's banner checks (issue 19).
 */
export const BANNER_DEFAULTS = { backgroundColor: '#4299e1', textColor: '#ffffff' } as const;
/** SPEC.md §9: the storefront asks for the live banner on load and then every 5 minutes. */
export const BANNER_REFRESH_MS = 5 * 60 * 1000;

/**
 * What the storefront reads of the site-content rules: the pages' names and messages, and rich
 * texts' `[label](url)` links. A file of its own (site-content.rules.ts re-exports it, with the
 * shapes and checks the editors and the API use), so every storefront page's first load carries
 * these and not the back office's checks (issue 19).
 */
import { isStorePath, isWebAddress } from './link.rules';

export const SITE_CONTENT_PAGES = ['home', 'about', 'contact', 'footer'] as const;
export type SiteContentPage = (typeof SITE_CONTENT_PAGES)[number];

export function isSiteContentPage(page: unknown): page is SiteContentPage {
  return typeof page === 'string' && (SITE_CONTENT_PAGES as readonly string[]).includes(page);
}

/** How the pages are named in messages and toasts (SPEC.md §8). */
export const PAGE_NAMES: Record<SiteContentPage, string> = { home: 'Home page', about: 'About page', contact: 'Contact page', footer: 'Footer' };

export const SITE_CONTENT_MESSAGES = {
  /** SPEC.md §8 success toasts. */
  updated: (page: SiteContentPage) => `${PAGE_NAMES[page]} updated successfully`,
  /** SPEC.md §8 failure texts. */
  loadFailed: (page: SiteContentPage) => (page === 'footer' ? 'Failed to load footer data' : `Failed to load ${page} page data`),
  updateFailed: (page: SiteContentPage) => (page === 'footer' ? 'Failed to update footer data' : `Failed to update ${page} page data`),
  draftSaved: 'Draft saved',
  notFound: 'Site content page not found',
  versionNotFound: 'That published version no longer exists',
  notAnObject: 'The page content must be a JSON object.',
  tooLarge: 'The page content is too large.',
} as const;


/** `[label](url)` inside rich texts: the only formatting the storefront renders (as a link). */
export const RICH_LINK = /\[([^\]\n]{1,120})\]\(([^)\s]{1,500})\)/g;

export const isAllowedLink = (url: string) => isStorePath(url) || isWebAddress(url);

/** A rich text cut into plain runs and `[label](url)` links, for rendering without HTML. */
export function richTextParts(value: string): Array<{ text: string } | { label: string; url: string }> {
  const parts: Array<{ text: string } | { label: string; url: string }> = [];
  let last = 0;
  for (const match of value.matchAll(RICH_LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: value.slice(last, at) });
    if (isAllowedLink(match[2])) parts.push({ label: match[1], url: match[2] });
    else parts.push({ text: match[1] });
    last = at + match[0].length;
  }
  if (last < value.length) parts.push({ text: value.slice(last) });
  return parts;
}

/**
 * Site content (SPEC.md §3): the editable words of the home, about, contact and footer pages. Pure
 * and import-free but for the link rules (also import-free): the web's editors check their forms
 * with this same file, and the storefront falls back to SEEDED_CONTENT (`@kapda/rules/site-content-seed`).
 *
 * Each page's data is described by a shape; `checkPageContent` keeps only the fields the shape
 * names, trims texts, and refuses over-long texts, too many list items, links that are neither a
 * store path nor an http(s) address, and anything that looks like markup.
 */
import { looksLikeMarkup } from './link.rules';
import { isAllowedLink, RICH_LINK, SITE_CONTENT_MESSAGES, type SiteContentPage } from './site-content-text.rules';

export { isAllowedLink, isSiteContentPage, PAGE_NAMES, RICH_LINK, richTextParts, SITE_CONTENT_MESSAGES, SITE_CONTENT_PAGES } from './site-content-text.rules';
export type { SiteContentPage } from './site-content-text.rules';

/** The largest page, as JSON text (keeps every page within one MySQL TEXT column). */
export const MAX_CONTENT_CHARS = 16_000;

export type Shape =
  | { kind: 'text'; max: number; required?: boolean; rich?: boolean }
  | { kind: 'link'; required?: boolean }
  | { kind: 'object'; fields: Record<string, Shape> }
  | { kind: 'list'; of: Shape; max: number };

const text = (max: number, extra: { required?: boolean; rich?: boolean } = {}): Shape => ({ kind: 'text', max, ...extra });
const link = (required = true): Shape => ({ kind: 'link', required });
const object = (fields: Record<string, Shape>): Shape => ({ kind: 'object', fields });
const list = (of: Shape, max: number): Shape => ({ kind: 'list', of, max });
const heading = () => object({ eyebrow: text(60), title: text(120) });
const cta = () => object({ label: text(40), url: link(false) });
const namedLink = () => object({ label: text(60, { required: true }), url: link() });

/** The shape of each page's data: what the storefront shows today, block by block. */
export const PAGE_SHAPES: Record<SiteContentPage, Shape> = {
  home: object({
    hero: object({ eyebrow: text(60), title: text(120, { required: true }), lead: text(400), primaryCta: cta(), secondaryCta: cta() }),
    categoriesTitle: text(80),
    categories: list(object({ label: text(40, { required: true }), blurb: text(80), url: link(), categorySlug: text(60) }), 8),
    newArrivals: heading(),
    bestSellers: heading(),
    saleBanner: object({ eyebrow: text(60), title: text(120), text: text(300), cta: cta() }),
    collections: heading(),
    story: object({ eyebrow: text(60), title: text(120), text: text(1000, { rich: true }), cta: cta() }),
  }),
  about: object({
    eyebrow: text(60),
    title: text(120, { required: true }),
    intro: text(300),
    story: list(object({ text: text(1500, { required: true, rich: true }) }), 10),
    valuesTitle: text(120),
    values: list(object({ title: text(80, { required: true }), text: text(600) }), 12),
    promiseTitle: text(120),
    promiseText: text(1000, { rich: true }),
    closingText: text(600, { rich: true }),
  }),
  contact: object({
    eyebrow: text(60),
    title: text(120, { required: true }),
    intro: text(300),
    storeName: text(80),
    addressLines: list(text(120, { required: true }), 6),
    phone: text(30),
    whatsAppLabel: text(60),
    email: text(254),
    hoursTitle: text(60),
    hours: list(object({ days: text(40, { required: true }), hours: text(60) }), 7),
    replyNote: text(300),
    formTitle: text(80),
  }),
  footer: object({
    brand_info: object({ description: text(500) }),
    socialLinks: list(object({ platform: text(40, { required: true }), url: link() }), 10),
    quickLinksTitle: text(60),
    quickLinks: list(namedLink(), 12),
    informationTitle: text(60),
    informationLinks: list(namedLink(), 12),
    newsletter: object({ headline: text(120), description: text(300), placeholder_text: text(60), button_text: text(30) }),
    // Older footer documents (SPEC.md §3 legacy fields); the storefront reads them when `newsletter` is empty.
    newsletterHeadline: text(120),
    newsletterSubtext: text(300),
  }),
};

export const LINK_PROBLEM = "must be a path in the store (starting with '/') or an http(s):// address.";

export interface ContentProblem {
  /** Where, as a path: 'quickLinks.2.url'. */
  field: string;
  message: string;
}

type Check = { value: unknown } | { problem: ContentProblem };

/** The field path in words, for the message: 'quickLinks.2.url' → 'Quick links 3 → url'. */
function describe(path: string[]): string {
  return path.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())).join(' › ');
}

function checkValue(shape: Shape, value: unknown, path: string[], options: { draft: boolean }): Check {
  const problem = (message: string): Check => ({ problem: { field: path.join('.'), message: `${describe(path)}: ${message}` } });
  switch (shape.kind) {
    case 'text':
    case 'link': {
      if (value !== undefined && value !== null && typeof value !== 'string') return problem('must be text.');
      const s = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
      if (!s) return shape.required && !options.draft ? problem('is required.') : { value: '' };
      if (looksLikeMarkup(s)) return problem('cannot contain HTML or script.');
      if (shape.kind === 'link') {
        if (s.length > 500) return problem('is too long (at most 500 characters).');
        if (!options.draft && !isAllowedLink(s)) return problem(LINK_PROBLEM);
        return { value: s };
      }
      if (s.length > shape.max) return problem(`is too long (at most ${shape.max.toLocaleString('en-IN')} characters).`);
      if (shape.rich && !options.draft) {
        for (const match of s.matchAll(RICH_LINK)) if (!isAllowedLink(match[2])) return problem(`the link to "${match[2]}" ${LINK_PROBLEM}`);
      }
      return { value: s };
    }
    case 'object': {
      if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) return problem('must be an object.');
      const source = (value ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, fieldShape] of Object.entries(shape.fields)) {
        const checked = checkValue(fieldShape, source[key], [...path, key], options);
        if ('problem' in checked) return checked;
        out[key] = checked.value;
      }
      return { value: out };
    }
    case 'list': {
      if (value !== undefined && value !== null && !Array.isArray(value)) return problem('must be a list.');
      const items = (value ?? []) as unknown[];
      if (items.length > shape.max) return problem(`can have at most ${shape.max} items.`);
      const out: unknown[] = [];
      for (const [index, item] of items.entries()) {
        const checked = checkValue(shape.of, item, [...path, String(index)], options);
        if ('problem' in checked) return checked;
        out.push(checked.value);
      }
      return { value: out };
    }
  }
}

/**
 * Check a page's data as an editor sends it. Answers the clean data (only the shape's fields, texts
 * trimmed, absent texts as '' and absent lists as []), or the first problem. A draft is checked
 * more loosely — links half-typed and required fields still empty are kept — but never markup.
 */
export function checkPageContent(page: SiteContentPage, data: unknown, options: { draft?: boolean } = {}): { content: Record<string, unknown> } | { problem: ContentProblem } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problem: { field: '', message: SITE_CONTENT_MESSAGES.notAnObject } };
  const checked = checkValue(PAGE_SHAPES[page], data, [], { draft: options.draft ?? false });
  if ('problem' in checked) return checked;
  if (JSON.stringify(checked.value).length > MAX_CONTENT_CHARS) return { problem: { field: '', message: SITE_CONTENT_MESSAGES.tooLarge } };
  return { content: checked.value as Record<string, unknown> };
}

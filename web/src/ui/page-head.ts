import { createContext, useContext, useEffect } from 'react';
import { UNSAFE_LocationContext } from 'react-router';

/**
 * The head of each page (issue 19): title, description, canonical address, Open Graph and Twitter
 * cards, robots and JSON-LD. A page declares it with `usePageHead`; the server renders it into the
 * HTML's <head> (entry-server.tsx, through HeadCollector) and the browser rewrites the same tags on
 * every client-side navigation. The head sits outside the React root, so it never takes part in
 * hydration.
 */
export interface PageHead {
  /** The page's own name: "Shop" → "Shop | Kapda"; null or absent → the home title. */
  title?: string | null;
  /** A whole title the page words itself (a product: "Rani Pink Bandhani Kurta — ₹1,299 | Kapda"). */
  fullTitle?: string;
  description?: string;
  /** The link preview's picture: absolute, or a path on this site. Absent: the site's card (SITE_OG_IMAGE). */
  image?: string;
  type?: 'website' | 'product';
  /** More Open Graph tags (product:price:amount…). */
  properties?: Array<[property: string, content: string]>;
  /** Structured data, one script each. */
  jsonLd?: object[];
  /** Keep the page out of search results (private pages always are). */
  noindex?: boolean;
  /** The canonical path with its query, when it is not the current path without one (/shop?category=men). */
  canonicalPath?: string;
  /** The HTTP status the server answers with (404 for an unknown product or address). */
  status?: number;
}

export const SITE_NAME = 'Kapda';
export const HOME_TITLE = 'Kapda — Fashion from Surat';
export const DEFAULT_DESCRIPTION = 'Kapda — kurtas, sarees, shirts, sherwanis and more from Surat. Free shipping over ₹500, 30-day returns.';

/**
 * The link-preview picture of a page with none of its own (home, listings, content pages): the site's
 * 1200×630 JPEG card, made once by the API (api/src/http/seo-routes.ts, modules/catalog/og-image.ts).
 */
export const SITE_OG_IMAGE = '/og/site/kapda.jpg';
/** The size the API makes every link-preview picture (the site's, a product's, a collection's). */
export const OG_IMAGE_SIZE: Array<[property: string, content: string]> = [['og:image:width', '1200'], ['og:image:height', '630'], ['og:image:type', 'image/jpeg']];

/** Pages that hold one person's things or forms: rendered in the browser only and kept out of search. */
const PRIVATE_PREFIXES = ['/cart', '/checkout', '/account', '/admin', '/subadmin', '/payment', '/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/order/', '/newsletter', '/products/manage', '/orders/manage'];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/** One tag of the head, as data: rendered to a string on the server and to elements in the browser. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** A script's text (JSON-LD). */
  text?: string;
}

export interface ResolvedHead {
  title: string;
  tags: HeadTag[];
  status: number;
}

let siteUrl = '';

/** PUBLIC_URL without its trailing slash: the server sets it per process, the browser from the server's state. */
export function setSiteUrl(url: string): void {
  siteUrl = url.replace(/\/$/, '');
}

/** The site's absolute address (PUBLIC_URL on the server and in server-rendered pages). */
export function siteOrigin(): string {
  if (siteUrl) return siteUrl;
  return typeof window !== 'undefined' ? window.location.origin : '';
}

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteOrigin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A page's head with the site's defaults filled in, as the tags to write. */
export function resolveHead(head: PageHead, pathname: string): ResolvedHead {
  const title = head.fullTitle ?? (head.title ? `${head.title} | ${SITE_NAME}` : HOME_TITLE);
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const url = absoluteUrl(head.canonicalPath ?? pathname);
  const noindex = head.noindex || isPrivatePath(pathname) || (head.status ?? 200) >= 400;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  const image = absoluteUrl(head.image ?? SITE_OG_IMAGE);
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  else tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  tags.push(meta('property', 'og:site_name', SITE_NAME), meta('property', 'og:title', head.fullTitle ? title.replace(/ \| Kapda$/, '') : title), meta('property', 'og:description', description));
  // og:url is the canonical address: a page kept out of search has none (so one not-found page serves every unknown address).
  tags.push(meta('property', 'og:type', head.type ?? 'website'), ...(noindex ? [] : [meta('property', 'og:url', url)]), meta('property', 'og:locale', 'en_IN'));
  tags.push(meta('property', 'og:image', image));
  if (!head.image) tags.push(...OG_IMAGE_SIZE.map(([property, content]) => meta('property', property, content)), meta('property', 'og:image:alt', HOME_TITLE));
  for (const [property, content] of head.properties ?? []) tags.push(meta('property', property, content));
  tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:title', title), meta('name', 'twitter:description', description));
  tags.push(meta('name', 'twitter:image', image));
  for (const data of head.jsonLd ?? []) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(data) });
  return { title, tags, status: head.status ?? 200 };
}

/** JSON safe inside a <script>: no "<" (so no "</script>"), no line separators JavaScript would choke on. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML (the server's side). */
export function headHtml(head: ResolvedHead): string {
  const tags = head.tags.map(({ tag, attrs, text }) => {
    const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
    return tag === 'script' ? `<script${attributes}>${text ?? ''}</script>` : `<${tag}${attributes}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}

/** Every tag this module writes; the browser drops them all before writing a page's. */
const MANAGED = 'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], link[rel="canonical"], script[type="application/ld+json"]:not([data-head-part])';

/** The head as elements (the browser's side, on every navigation). */
export function applyHead(head: ResolvedHead): void {
  document.title = head.title;
  for (const old of document.head.querySelectorAll(MANAGED)) old.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}

/** The server's render collects the head here: the last page to declare one wins; parts add to it. */
export interface HeadCollector {
  head?: ResolvedHead;
  parts?: Map<string, object>;
}

/** A part's JSON-LD tags, as the server writes them (after the page's head). */
export function partTags(parts: Map<string, object> | undefined): HeadTag[] {
  return [...(parts ?? [])].map(([id, data]) => ({ tag: 'script', attrs: { type: 'application/ld+json', 'data-head-part': id }, text: jsonForScript(data) }));
}

/**
 * Structured data of one part of a page (a listing's ItemList), beside the page's own head: written
 * by the server, and kept in the browser while the part shows this data.
 */
export function useHeadPart(id: string, data: object | null): void {
  const collector = useContext(HeadCollectorContext);
  if (collector && data) (collector.parts ??= new Map()).set(id, data);
  const text = data ? jsonForScript(data) : null;
  useEffect(() => {
    for (const old of document.head.querySelectorAll(`script[data-head-part="${id}"]`)) old.remove();
    if (!text) return;
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.dataset.headPart = id;
    element.textContent = text;
    document.head.append(element);
    return () => element.remove();
  }, [id, text]);
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Declare this page's head: rendered by the server, written into document.head in the browser. */
export function usePageHead(head: PageHead): void {
  // Read without useLocation, which throws outside a router (components tested on their own).
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname ?? '/';
  const collector = useContext(HeadCollectorContext);
  const resolved = resolveHead(head, pathname);
  if (collector) collector.head = resolved;
  const key = JSON.stringify(resolved);
  useEffect(() => applyHead(JSON.parse(key) as ResolvedHead), [key]);
}

/** The layout's side: a new address starts from the site's default head (private pages: noindex) until its page declares one. */
export function defaultHead(pathname: string): ResolvedHead {
  return resolveHead({}, pathname);
}

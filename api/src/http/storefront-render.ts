import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler, Response } from 'express';
import type { AnonymousGraphql } from '../graphql/server';
import { logger } from '../logger';
import { HTML_TYPE, MAX_PAGE_URL_LENGTH, pageKey, sendCached, type CatalogAnswerCache } from './catalog-cache';

/** What the route table tells of an address without rendering it (web/src/entry-server.tsx PageAddress). */
export interface PageAddress {
  /**
   * The address rendered and kept: its path and only the query parameters its page reads, each value
   * written one way; every unknown or undecodable address one; a private page's route pattern.
   */
  url: string;
  notFound: boolean;
  /** 301 there: a page moved for good, or a path not written the shop's one way (`/Shop`, `/shop//`, `/%73hop`). */
  movedTo?: string;
  product?: string;
  collection?: string;
  private: boolean;
}

/** What web/src/entry-server.tsx exports (built by `npm run build -w web` into web/dist-ssr/). */
export interface StorefrontEntry {
  render(request: { url: string; publicUrl: string; template: string; graphql: typeof fetch; signal?: AbortSignal }): Promise<
    { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string }
  >;
  /** Absent in a stand-in entry (tests): every address is then a page of its own, tracking tags dropped. */
  pageAddress?(url: string): PageAddress;
}

/** The built server entry beside the built storefront, or null (web not built with --ssr: the plain shell is served). */
export function storefrontEntryPath(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'entry-server.mjs');
}

// The entry is an ES module and the API compiles to CommonJS, where TypeScript would turn import() into require().
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

export async function loadStorefrontEntry(webDist: string): Promise<StorefrontEntry | null> {
  const entry = storefrontEntryPath(webDist);
  if (!existsSync(entry)) return null;
  try {
    return (await importModule(pathToFileURL(entry).href)) as StorefrontEntry;
  } catch (error) {
    // Inside a VM context without an import hook (the test runner): Node's require of an ES module.
    if ((error as { code?: string }).code !== 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING' && !/dynamic import callback/i.test(String(error))) throw error;
    return createRequire(__filename)(entry) as StorefrontEntry;
  }
}

/** A render taking longer than this is given up (answered as a render that failed). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders running at once, at most (an uncached render costs ~0.3 s of CPU). Past it the page is
 * answered without a render (`withoutRender`): addresses no cache holds cannot queue the process up
 * behind them.
 */
export const MAX_RENDERS_AT_ONCE = 4;

/** How soon a client told 503 (a page this process could not render just now) is asked to come back. */
export const RETRY_AFTER_SECONDS = 30;

/** Query parameters that only say where a click came from (shared links): the same page, one kept copy. */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|igsh|yclid|mc_cid|mc_eid|_ga|si)$/i;

/** The address without its tracking parameters (`/product/x?utm_source=whatsapp` → `/product/x`). */
export function withoutTrackingParams(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const kept = url.slice(q + 1).split('&').filter((pair) => pair !== '' && !TRACKING_PARAM.test(pair.split('=')[0]));
  return kept.length > 0 ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

/** An address whose path cannot be decoded (a stray "%"): react-router could not match it. */
function undecodable(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]);
    return false;
  } catch {
    return true;
  }
}

/**
 * What the route table says of an address (see PageAddress; the entry names an undecodable path its
 * not-found page); null when it cannot say (a stand-in entry and an undecodable path, or the entry
 * failed).
 */
export function addressOf(entry: StorefrontEntry, url: string): PageAddress | null {
  if (!entry.pageAddress) return undecodable(url) ? null : { url: withoutTrackingParams(url), notFound: false, private: false };
  try {
    return entry.pageAddress(url);
  } catch {
    return null;
  }
}

/** A 301's Location of our own: a path on this site, never `//host` or `/\host` (another site, to a browser). */
const ownPath = (location: string) => /^\/(?![/\\])/.test(location);

/**
 * The answer-cache key of a storefront address, for the cache's front door (catalog-cache.ts): the
 * page its address reduces to, so `/shop?sort=newest&utm_source=x&junk=1` is a hit on `/shop?sort=newest`.
 * Null for an address the route table does not know: the front door cannot tell those from files
 * (/assets, /media, /og), which express answers, so they pass on (the storefront finds its kept
 * not-found page itself).
 */
export function storefrontPageKey(entry: StorefrontEntry): (url: string) => string | null {
  return (url) => {
    // A file's address (/assets/…js, /media/…webp, /og/…jpg, /favicon.svg): not asked of the route table at all.
    if (/\.[A-Za-z0-9]+$/.test(url.split('?')[0])) return null;
    const address = addressOf(entry, url);
    return !address || address.notFound || address.movedTo ? null : pageKey(address.url);
  };
}

/**
 * What the catalogue holds (one indexed read), asked before a product or collection page takes a
 * render slot, when a page is answered without a render, and after a product page rendered as not found.
 */
export interface StorefrontCatalogue {
  /**
   * The product the slug finds, by the slug it is stored under (a MySQL collation also finds
   * `rani-pink-kurta ` for `rani-pink-kurta`): active, or with `movedTo`, the category its page moved
   * to for good when it left the shop; null: no such product.
   */
  product(slug: string): Promise<{ slug: string; movedTo?: string } | null>;
  /** The id of the collection the key (an id or a slug) names, if shoppers see it now; null otherwise. */
  collection(key: string): Promise<number | null>;
}

export interface StorefrontPagesOptions {
  entry: StorefrontEntry;
  /** web/dist/index.html as built. */
  template: string;
  publicUrl: string;
  graphql: AnonymousGraphql;
  /** Rendered pages are kept with the catalogue's answers and dropped with them on every catalogue write. */
  answers: CatalogAnswerCache;
  catalogue?: StorefrontCatalogue;
  /** MAX_RENDERS_AT_ONCE unless a test says otherwise. */
  maxRendersAtOnce?: number;
}

/**
 * Every storefront address (issue 19): the page rendered on the server — as an anonymous shopper,
 * whoever asks, so one copy serves everyone — with its head, status and the state hydration starts
 * from. The status is always the page's:
 * - a path not written the shop's one way (`/Shop`, `/shop//`, `/%73hop`, `/product/Rani-Kurta`),
 *   /privacy and /terms: 301 to the one address, without a render;
 * - a product or collection page is first asked of the catalogue (one indexed read, no render slot):
 *   an unknown product or collection 404s with the shell (the browser shows its not-found page), a
 *   removed product 301s to its category, and a product or collection named otherwise than by its
 *   own slug or id (`/collections/01`, `/collections/festive-edit`) 301s there — so made-up slugs
 *   neither render nor fill the cache;
 * - an address the route table does not know, or whose path does not decode: 404 with the one kept
 *   not-found page;
 * - 200 pages, 404s and 301s are kept per address (its path and only the query parameters its page
 *   reads, their values written one way; a private page's shell once per route) in the answer cache,
 *   dropped on every catalogue write; while one render of an address runs, others asking for it wait
 *   for it;
 * - a render whose data could not be read (a GraphQL error: the page would show its error state) is
 *   tried once more; a page that still fails, or that cannot be rendered now (MAX_RENDERS_AT_ONCE
 *   busy), is answered without a render (`withoutRender`).
 */
export function storefrontPages(options: StorefrontPagesOptions): RequestHandler {
  const { entry, template, publicUrl, answers, catalogue } = options;
  const rendering = new Map<string, Promise<void>>();
  const maxRenders = options.maxRendersAtOnce ?? MAX_RENDERS_AT_ONCE;
  let rendersNow = 0;
  const shell = (res: Response, status: number) => {
    res.status(status);
    res.setHeader('Cache-Control', 'no-cache');
    if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.type('html').send(template);
  };
  const categoryPage = (slug: string) => `/shop?category=${encodeURIComponent(slug)}`;

  /**
   * What the catalogue says of the product or collection an address shows, before any render: null
   * when the page is there under this very address (render it), else the answer — 404 (no such
   * product or collection: the shell, which a browser renders as its not-found page), or 301 (a
   * removed product's category; the product's own slug, the collection's id). Only a removed
   * product's 301 asked by its own slug is kept: the other answers depend on what was typed.
   */
  const checked = async (address: PageAddress, query: string): Promise<{ status: 404 } | { status: 301; location: string; keep: boolean } | null> => {
    if (!catalogue) return null;
    if (address.product !== undefined) {
      const product = await catalogue.product(address.product);
      if (!product) return { status: 404 };
      if (product.movedTo !== undefined) return { status: 301, location: categoryPage(product.movedTo), keep: product.slug === address.product };
      if (product.slug !== address.product) return { status: 301, location: `/product/${encodeURIComponent(product.slug)}${query}`, keep: false };
    }
    if (address.collection !== undefined) {
      const id = await catalogue.collection(address.collection);
      if (id === null) return { status: 404 };
      if (String(id) !== address.collection) return { status: 301, location: `/collections/${id}${query}`, keep: false };
    }
    return null;
  };

  /**
   * A page this process does not render now: still the right status, from the route table and the
   * catalogue's answer (`known`: already asked) — an unknown address, product or collection 404, a
   * removed product 301 — with the plain shell, which a browser renders itself. A page that is there
   * answers 503 with Retry-After: a browser shows the shell it is sent all the same, and a crawler
   * comes back rather than indexing an empty page. Private pages are the browser's to render anyway: 200.
   */
  const withoutRender = async (address: PageAddress, res: Response, known: boolean): Promise<void> => {
    if (address.notFound) return shell(res, 404);
    const answer = known ? null : await checked(address, '');
    if (res.headersSent) return;
    if (answer?.status === 404) return shell(res, 404);
    if (answer?.status === 301) return res.redirect(301, answer.location);
    shell(res, address.private ? 200 : 503);
  };

  // Mounted without a path pattern (app.use): express would decode one, and answer an undecodable path (`/%E0%A4%A`) with an error of its own.
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const address = addressOf(entry, req.originalUrl);
    if (!address) {
      // The route table could not read the address: the storefront's own page (a browser shows its not-found page), never a 500.
      shell(res, 400);
      return;
    }
    if (address.movedTo && ownPath(address.movedTo)) {
      res.redirect(301, address.movedTo);
      return;
    }
    if (address.movedTo) {
      shell(res, 404);
      return;
    }
    const { url } = address;
    const q = req.originalUrl.indexOf('?');
    const askedQuery = q < 0 ? '' : req.originalUrl.slice(q);
    const keep = answers.enabled && url.length <= MAX_PAGE_URL_LENGTH;
    const key = pageKey(url);
    let known = false;
    const unrendered = () =>
      withoutRender(address, res, known).catch((error: unknown) => {
        logger.error({ err: error, url }, 'a storefront page could not be checked without rendering');
        if (!res.headersSent) shell(res, 503);
      });
    const serve = (): void => {
      const hit = keep ? answers.get(key) : undefined;
      if (hit) return sendCached(answers, key, req, res, hit);
      const pending = keep ? rendering.get(key) : undefined;
      if (pending) {
        void pending.then(() => (answers.get(key) ? serve() : renderNow(false)));
        return;
      }
      if (known || (address.product === undefined && address.collection === undefined) || !catalogue) return renderNow(keep);
      // A product or collection page: asked of the catalogue before it may take a render slot.
      const since = answers.generation;
      checked(address, askedQuery).then(
        (answer) => {
          known = true;
          if (res.headersSent) return;
          if (!answer) return serve();
          res.setHeader('x-catalogue-cache', 'miss');
          if (answer.status === 404) return shell(res, 404);
          if (answer.keep && keep) answers.set(key, '', since, HTML_TYPE, { status: 301, headers: ['Location', answer.location] });
          res.redirect(301, answer.location);
        },
        (error: unknown) => {
          logger.error({ err: error, url }, 'a storefront page could not be checked before rendering');
          if (!res.headersSent) shell(res, 503);
        },
      );
    };
    const renderNow = (remember: boolean): void => {
      if (rendersNow >= maxRenders) {
        void unrendered();
        return;
      }
      rendersNow += 1;
      // A catalogue write during the render (here or announced by another process) means the page may show what it replaced: sent, not kept.
      const since = answers.generation;
      const renderOnce = async () => {
        let clean = true;
        const graphql: typeof fetch = async (_input, init) => {
          const text = await options.graphql(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
          // An answer with errors makes an error state: shown, never kept.
          if (!text.startsWith('{"data"')) clean = false;
          return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
        };
        const result = await entry.render({ url, publicUrl, template, graphql, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
        return { result, clean };
      };
      const done = (async () => {
        let { result, clean } = await renderOnce();
        // The page's data could not be read (it would show its error state): once more before giving up.
        if (!clean) ({ result, clean } = await renderOnce());
        if (res.headersSent) return;
        if (result.kind === 'redirect') {
          res.redirect(result.status, result.location);
          return;
        }
        if (!clean) {
          logger.warn({ url }, 'a storefront page rendered with errors twice; answered without a render');
          await unrendered();
          return;
        }
        // A product taken out of the shop: its links (shared, indexed) go on to its category.
        if (result.status === 404 && address.product && catalogue) {
          const product = await catalogue.product(address.product);
          if (res.headersSent) return;
          if (product?.movedTo !== undefined) {
            const location = categoryPage(product.movedTo);
            if (remember && product.slug === address.product) answers.set(key, '', since, HTML_TYPE, { status: 301, headers: ['Location', location] });
            res.setHeader('x-catalogue-cache', 'miss');
            res.redirect(301, location);
            return;
          }
        }
        if (remember && (result.status === 200 || result.status === 404)) answers.set(key, result.html, since, HTML_TYPE, { status: result.status });
        res.status(result.status);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('x-catalogue-cache', 'miss');
        res.type('html').send(result.html);
      })().catch(async (error: unknown) => {
        logger.error({ err: error, url }, 'server rendering failed; answered without a render');
        if (!res.headersSent) await unrendered();
      });
      void done.finally(() => {
        rendersNow -= 1;
      });
      if (remember) {
        rendering.set(key, done);
        void done.finally(() => rendering.delete(key));
      }
    };
    serve();
  };
}

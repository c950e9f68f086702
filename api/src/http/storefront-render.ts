import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler, Response } from 'express';
import type { AnonymousGraphql } from '../graphql/server';
import { logger } from '../logger';
import { HTML_TYPE, MAX_PAGE_URL_LENGTH, pageKey, sendCached, type CatalogAnswerCache } from './catalog-cache';

/** What web/src/entry-server.tsx exports (built by `npm run build -w web` into web/dist-ssr/). */
interface StorefrontEntry {
  render(request: { url: string; publicUrl: string; template: string; graphql: typeof fetch; signal?: AbortSignal }): Promise<
    { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string }
  >;
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

/** A render taking longer than this is given up: the shopper gets the plain shell, rendered in the browser. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders running at once, at most (an uncached render costs ~0.3 s of CPU). Past it the shopper gets
 * the shell and their browser renders the page: addresses no cache holds (a random query string on
 * every request) cannot queue the process up behind them.
 */
export const MAX_RENDERS_AT_ONCE = 4;

/** Query parameters that only say where a click came from (shared links): the same page, one kept copy. */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|igsh|yclid|mc_cid|mc_eid|_ga|si)$/i;

/** The address without its tracking parameters (`/product/x?utm_source=whatsapp` → `/product/x`). */
export function withoutTrackingParams(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const kept = url.slice(q + 1).split('&').filter((pair) => pair !== '' && !TRACKING_PARAM.test(pair.split('=')[0]));
  return kept.length > 0 ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

export interface StorefrontPagesOptions {
  entry: StorefrontEntry;
  /** web/dist/index.html as built. */
  template: string;
  publicUrl: string;
  graphql: AnonymousGraphql;
  /** Rendered pages are kept with the catalogue's answers and dropped with them on every catalogue write. */
  answers: CatalogAnswerCache;
  /** A removed product's category slug: its page moved there for good (301). */
  removedProductCategory?: (slug: string) => Promise<string | null>;
  /** MAX_RENDERS_AT_ONCE unless a test says otherwise. */
  maxRendersAtOnce?: number;
}

/** The slug of a product page's address, or null. */
function productSlug(url: string): string | null {
  const match = /^\/product\/([^/?#]+)\/?(?:\?|$)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
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
 * Every storefront address (issue 19): the page rendered on the server — as an anonymous shopper,
 * whoever asks, so one copy serves everyone — with its head, status (404 for an unknown product,
 * collection or address) and the state hydration starts from. Good answers are kept per address in
 * the answer cache; while one render of an address runs, others asking for it wait for it. A render
 * that fails answers the plain shell, which the browser renders itself.
 */
export function storefrontPages(options: StorefrontPagesOptions): RequestHandler {
  const { entry, template, publicUrl, answers } = options;
  const rendering = new Map<string, Promise<void>>();
  const maxRenders = options.maxRendersAtOnce ?? MAX_RENDERS_AT_ONCE;
  let rendersNow = 0;
  const shell = (res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(template);
  };

  return (req, res, next) => {
    const url = withoutTrackingParams(req.originalUrl);
    if (undecodable(url)) {
      res.status(400).type('text/plain').send('Bad request: the address is malformed');
      return;
    }
    const keep = answers.enabled && url.length <= MAX_PAGE_URL_LENGTH;
    const key = pageKey(url);
    const serve = (): void => {
      const hit = keep ? answers.get(key) : undefined;
      if (hit) return sendCached(answers, key, req, res, hit);
      const pending = keep ? rendering.get(key) : undefined;
      if (pending) {
        void pending.then(() => (answers.get(key) ? serve() : renderNow(false)));
        return;
      }
      renderNow(keep);
    };
    const renderNow = (remember: boolean): void => {
      if (rendersNow >= maxRenders) {
        shell(res);
        return;
      }
      rendersNow += 1;
      // A catalogue write during the render (here or announced by another process) means the page may show what it replaced: sent, not kept.
      const since = answers.generation;
      let clean = true;
      const graphql: typeof fetch = async (_input, init) => {
        const text = await options.graphql(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
        // An answer with errors makes an error state: shown, never kept.
        if (!text.startsWith('{"data"')) clean = false;
        return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
      };
      const done = entry
        .render({ url, publicUrl, template, graphql, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) })
        .then(async (result) => {
          if (res.headersSent) return;
          // A product taken out of the shop: its links (shared, indexed) go on to its category.
          const slug = result.kind === 'page' && result.status === 404 && options.removedProductCategory ? productSlug(url) : null;
          const category = slug ? await options.removedProductCategory!(slug) : null;
          if (category) {
            res.redirect(301, `/shop?category=${encodeURIComponent(category)}`);
            return;
          }
          if (result.kind === 'redirect') {
            res.redirect(result.status, result.location);
            return;
          }
          if (remember && clean && result.status === 200) answers.set(key, result.html, since, HTML_TYPE);
          res.status(result.status);
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('x-catalogue-cache', 'miss');
          res.type('html').send(result.html);
        })
        .catch((error: unknown) => {
          logger.error({ err: error, url }, 'server rendering failed; the shell is answered');
          if (!res.headersSent) shell(res);
        });
      void done.finally(() => {
        rendersNow -= 1;
      });
      if (remember) {
        rendering.set(key, done);
        void done.finally(() => rendering.delete(key));
      }
      void done.catch(next);
    };
    serve();
  };
}

import { StrictMode } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteMatch } from 'react-router';
import { keptQuery, normalisedPath } from '@kapda/rules/storefront';
import { createApolloClient } from './apollo';
import { routes } from './all-routes';
import type { PageHandle } from './routes';
import { defaultHead, headHtml, HeadCollectorContext, isPrivatePath, jsonForScript, partTags, setSiteUrl, type HeadCollector } from './ui/page-head';
import { STATE_ELEMENT_ID, type ServerState } from './server-state';
import { fillTemplate } from './ssr-template';

/**
 * The server's render of a storefront page (issue 19), built by `vite build --ssr` into
 * web/dist-ssr/entry-server.mjs and called by the API (api/src/http/storefront-render.ts):
 * react-router's static handler matches the address and loads the page's chunk, Apollo's
 * prerenderStatic renders until every query has answered (anonymously, through `graphql`), and the
 * page goes into the built index.html with its head and the state hydration starts from.
 */
export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** PUBLIC_URL: canonical and Open Graph addresses. */
  publicUrl: string;
  /** web/dist/index.html as built (its script and stylesheet tags). */
  template: string;
  /** GraphQL in the API's own process, anonymous. */
  graphql: typeof fetch;
  signal?: AbortSignal;
}

export type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

const handler = createStaticHandler(routes);

/** What the route table tells of an address without rendering it (the server's cache key and its answers when it cannot render). */
export interface PageAddress {
  /**
   * The address the page is rendered and kept under: its path with only the query parameters its
   * page reads (routes.tsx `query`; tracking tags, junk, their order and their values' spellings
   * dropped). Every address the route table does not know is one: `notFound` (they all show the same
   * not-found page). A private page's is its route's pattern (`/account/orders/:orderId`): the server
   * renders only the shell there, the same for every address of the route.
   */
  url: string;
  /** No route of the shop's, or a path that does not decode: the not-found page, 404. */
  notFound: boolean;
  /**
   * 301 to this address: a page moved for good (/privacy), or the path asked for is not written the
   * one way the shop writes it (`/Shop`, `/shop/`, `/%73hop` → `/shop`, the query as it was asked).
   */
  movedTo?: string;
  /** A product page's slug or a collection page's id (or slug): what shows there, to check without rendering. */
  product?: string;
  collection?: string;
  /** Rendered in the browser (cart, account, checkout…): the server's HTML is the layout's spinner. */
  private: boolean;
}

/** Every address of the shop the route table does not know answers one not-found page, kept under this address. */
export const NOT_FOUND_ADDRESS = '/__not-found__';

const NOT_FOUND: PageAddress = { url: NOT_FOUND_ADDRESS, notFound: true, private: false };

/** ASCII capitals in lower case, escapes (`%C3%A9`) left alone. */
const lowerCase = (segment: string) => segment.replace(/%[0-9A-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));

/**
 * The path of the matched routes, written from the route table: its own words as the table spells
 * them (`/Shop` → `/shop`), each parameter as asked (`value`), or as its pattern (`:slug`, `*`) with
 * `pattern`. Null when the table's patterns do not line up with the path's segments (not expected).
 */
function routePath(matches: RouteMatch[], path: string, parameter: (segment: string, name: string) => string): string | null {
  const asked = path.split('/').filter(Boolean);
  const written: string[] = [];
  for (const match of matches) {
    for (const part of (match.route.path ?? '').split('/').filter(Boolean)) {
      if (part === '*') {
        written.push(parameter(asked.slice(written.length).join('/'), '*'));
        return `/${written.join('/')}`;
      }
      if (part.endsWith('?') || written.length >= asked.length) return null;
      written.push(part.startsWith(':') ? parameter(asked[written.length], part) : part);
    }
  }
  return written.length === asked.length ? `/${written.join('/')}` : null;
}

export function pageAddress(url: string): PageAddress {
  const q = url.indexOf('?');
  const asked = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  // A path that does not decode names no page: the one not-found page (never an error of the server's).
  const path = normalisedPath(asked);
  if (path === null) return NOT_FOUND;
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1];
  const handle = leaf?.route.handle as PageHandle | undefined;
  if (!leaf || handle?.notFound) return NOT_FOUND;
  // One address per page: the table's words as it writes them, a product's slug and a collection's
  // key in lower case (the catalogue writes them so: catalog-admin.rules SLUG; ids are digits).
  const canonical = routePath(matches, path, (segment) => (handle?.shows ? lowerCase(segment) : segment)) ?? path;
  const isPrivate = isPrivatePath(canonical);
  const address: PageAddress = {
    // A private page's HTML is the shell (no page of its own, no canonical address): one copy per route.
    url: isPrivate ? (routePath(matches, canonical, (_segment, pattern) => pattern) ?? canonical) : keptQuery(canonical, query, handle?.query ?? []),
    notFound: false,
    private: isPrivate,
  };
  if (handle?.movedTo) address.movedTo = handle.movedTo;
  else if (canonical !== asked) address.movedTo = q < 0 ? canonical : `${canonical}?${query}`;
  if (handle?.shows === 'product' && leaf.params.slug) address.product = leaf.params.slug;
  if (handle?.shows === 'collection' && leaf.params.id) address.collection = leaf.params.id;
  return address;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  setSiteUrl(request.publicUrl);
  const address = new URL(request.url, request.publicUrl);
  const context = await handler.query(new Request(address, { signal: request.signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The page's chunk, loaded before rendering: no Suspense fallback in the HTML.
  await Promise.all(context.matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
  if (context.errors) throw Object.values(context.errors)[0] instanceof Error ? Object.values(context.errors)[0] : new Error(`route error while rendering ${address.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createApolloClient(`${request.publicUrl}/graphql`, { serverFetch: request.graphql });
  const collector: HeadCollector = {};
  const tree = (
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        <ApolloProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ApolloProvider>
      </HeadCollectorContext.Provider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal: request.signal,
    maxRerenders: 8,
    // renderToString, not a streaming prerender: the router has loaded the page's chunk, so nothing
    // suspends, and no inline script is written (the CSP allows none).
    renderFunction: renderToString,
  });
  if (aborted) throw new Error(`render of ${address.pathname} aborted`);
  const pageHead = collector.head ?? defaultHead(address.pathname);
  const head = { ...pageHead, tags: [...pageHead.tags, ...partTags(collector.parts)] };
  const state: ServerState = {
    publicUrl: request.publicUrl,
    apollo: client.extract() as NormalizedCacheObject,
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  client.stop();
  // Shoppers' words (reviews) are in the head and the state: filled without `$` patterns (ssr-template).
  const html = fillTemplate(request.template, { head: headHtml(head), root: result, stateId: STATE_ELEMENT_ID, stateJson: jsonForScript(state) });
  return { kind: 'page', status: head.status, html };
}

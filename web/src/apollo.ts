import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { RetryLink } from '@apollo/client/link/retry';
import { SetContextLink } from '@apollo/client/link/context';
import { readAccessToken } from './features/auth';

/** SPEC.md §7: every call gives up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

const timeoutFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(API_TIMEOUT_MS)]) : AbortSignal.timeout(API_TIMEOUT_MS) });

/**
 * Apollo as SPEC.md §7 asks of data queries: cache-first (fresh until evicted — pages refetch after
 * 5 minutes via `staleAfter`), one retry on network failure, no refetch on window focus.
 */
export function createApolloClient(uri = '/graphql', options: ServerRenderOptions = {}) {
  const auth = new SetContextLink((prev) => {
    const token = readAccessToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  const retry = new RetryLink({ attempts: { max: 2, retryIf: (error) => !!error && !('result' in (error as object)) }, delay: { initial: 300, max: 1000, jitter: true } });
  // The server's render asks anonymously (no token link: nothing per person can reach a cached page).
  // BaseHttpLink: HttpLink without its client-awareness link, which only adds Apollo's library name
  // and version to every request (the API reads neither) — and its code to every first load (issue 19).
  const link = options.serverFetch ? new BaseHttpLink({ uri, fetch: options.serverFetch }) : ApolloLink.from([retry, auth, new BaseHttpLink({ uri, fetch: timeoutFetch })]);
  const client = new ApolloClient({
    link,
    ssrMode: Boolean(options.serverFetch),
    // Hydrating a public page: its cache-and-network reads (reviews) do not ask again at once.
    // Not on private pages: there it would answer a back-office list refetched after a change from the cache.
    ssrForceFetchDelay: options.quietMs || undefined,
    cache: new InMemoryCache({
      typePolicies: {
        // The back office's order has no id of its own: keyed by its order's, a move's answer (allowed moves,
        // invoice, timeline) replaces what the order page shows instead of sitting apart under the mutation.
        BackOfficeOrder: { keyFields: ['order', ['id']] },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
  if (options.restore) client.cache.restore(options.restore);
  return client;
}

export interface ServerRenderOptions {
  /** The server's render: how it reaches GraphQL in its own process. */
  serverFetch?: typeof fetch;
  /** The browser over a server-rendered page: the cache the server filled. */
  restore?: NormalizedCacheObject;
  /** How long after start cache-and-network and network-only reads are answered from the restored cache. */
  quietMs?: number;
}

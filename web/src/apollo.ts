import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
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
export function createApolloClient(uri = '/graphql') {
  const auth = new SetContextLink((prev) => {
    const token = readAccessToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  const retry = new RetryLink({ attempts: { max: 2, retryIf: (error) => !!error && !('result' in (error as object)) }, delay: { initial: 300, max: 1000, jitter: true } });
  return new ApolloClient({
    link: ApolloLink.from([retry, auth, new HttpLink({ uri, fetch: timeoutFetch })]),
    cache: new InMemoryCache({
      typePolicies: {
        // The back office's order has no id of its own: keyed by its order's, a move's answer (allowed moves,
        // invoice, timeline) replaces what the order page shows instead of sitting apart under the mutation.
        BackOfficeOrder: { keyFields: ['order', ['id']] },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}

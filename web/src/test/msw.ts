/**
 * msw for web tests: GraphQL answers at a fixed absolute URL (Node's fetch needs one), one server a
 * test file, handlers added per test with `server.use`. Unhandled requests fail the test.
 */
import { graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const GRAPHQL_URL = 'http://localhost/graphql';
export const api = graphql.link(GRAPHQL_URL);

export function useMockApi(...defaults: Parameters<typeof setupServer>) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    for (const part of document.cookie.split('; ')) {
      const name = part.split('=')[0];
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });
  afterAll(() => server.close());
  return server;
}

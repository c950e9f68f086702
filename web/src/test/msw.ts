/**
 * msw for web tests: GraphQL answers at a fixed absolute URL (Node's fetch needs one), one server a
 * test file, handlers added per test with `server.use`. Unhandled requests fail the test.
 */
import { graphql, HttpResponse } from 'msw';
import { SEEDED_CONTENT } from '@kapda/rules/site-content-seed';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const GRAPHQL_URL = 'http://localhost/graphql';
export const api = graphql.link(GRAPHQL_URL);

/**
 * What the shell asks on every storefront page — the live promo banner (none) and the footer's
 * content (the seeded words) — answered unless a test says otherwise (server.use wins).
 */
export const shellDefaults = [
  api.query('ActivePromoBanner', () => HttpResponse.json({ data: { activePromoBanner: null } })),
  api.query('SiteContent', ({ variables }) => {
    const page = variables.page as keyof typeof SEEDED_CONTENT;
    return HttpResponse.json({ data: { siteContent: { __typename: 'SiteContent', page, data: SEEDED_CONTENT[page], versionId: null, publishedAt: null } } });
  }),
];

export function useMockApi(...defaults: Parameters<typeof setupServer>) {
  const server = setupServer(...defaults, ...shellDefaults);
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

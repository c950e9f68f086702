import type { RestRoute } from '../../kernel/rest';
import { CATALOG_ACCESS } from './catalog.access';
import { searchSuggestions } from './search-suggestions';

/** GET /api/search/suggest?q= — the search overlay's suggestions; anonymous answers may come from the answer cache. */
export const searchRoutes: RestRoute[] = [
  { method: 'get', path: '/suggest', access: CATALOG_ACCESS.products, publicCache: true, handle: (ctx, { query }) => searchSuggestions(ctx, query.q) },
];

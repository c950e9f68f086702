import type { RestRoute } from '../../kernel/rest';
import { STORE_CREDIT_ACCESS } from './store-credit.access';
import { restStoreCredit } from './store-credit.views';

/** GET /api/account/store-credit → {balance, entries}. */
export const storeCreditRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: STORE_CREDIT_ACCESS.myStoreCredit, handle: async (ctx) => restStoreCredit(await ctx.services.storeCredit.statement(ctx)) },
];

import type { DomainModule } from '../../kernel/rest';
import type { StoreCreditService } from './store-credit.service';
import { StoreCreditResolver } from './store-credit.resolver';
import { storeCreditRoutes } from './store-credit.rest';

declare module '../../kernel/registry' {
  interface Services {
    storeCredit: StoreCreditService;
  }
}

/** Store credit as the adapters see it: the member's balance and entries. Spending and granting happen inside orders' and returns' transactions. */
export const storeCreditModule: DomainModule = {
  name: 'store-credit',
  resolvers: [StoreCreditResolver],
  rest: [{ path: '/account/store-credit', routes: storeCreditRoutes }],
};

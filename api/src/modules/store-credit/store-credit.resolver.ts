import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { STORE_CREDIT_ACCESS } from './store-credit.access';
import { StoreCreditView } from './store-credit.types';
import { storeCreditView } from './store-credit.views';

@Resolver()
export class StoreCreditResolver {
  @Authorized(...STORE_CREDIT_ACCESS.myStoreCredit)
  @Query(() => StoreCreditView, { description: 'My store credit: the balance and the latest entries (newest first).' })
  async myStoreCredit(@Ctx() ctx: ApiContext): Promise<StoreCreditView> {
    return storeCreditView(await ctx.services.storeCredit.statement(ctx));
  }
}

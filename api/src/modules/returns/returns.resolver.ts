import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { RETURN_ACCESS } from './returns.access';
import { MoveReturnInput, RequestReturnInput, RetryReturnRefundInput, ReturnOptionsView, ReturnPageView, ReturnPolicyView, ReturnView } from './returns.types';
import { returnOptionsView, returnPageView, returnView } from './returns.views';

@Resolver()
export class ReturnResolver {
  @Query(() => ReturnPolicyView, { description: "The store's return window (public, the same for everyone: kept with the catalogue's answers)." })
  returnPolicy(@Ctx() ctx: ApiContext): ReturnPolicyView {
    return { windowDays: ctx.services.config.RETURN_WINDOW_DAYS };
  }

  @Query(() => [ReturnView], { description: "An order's returns, newest first (the owner, or a guest with the order's token); 'Order not found' otherwise." })
  async orderReturns(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string, @Arg('token', () => String, { nullable: true }) token?: string | null): Promise<ReturnView[]> {
    return (await ctx.services.returns.forOrder(ctx, orderId, token)).map((r) => returnView(r));
  }

  @Query(() => ReturnOptionsView, { description: "What the order page's \"Return or exchange\" offers: whether the order can be returned now, and per line the pieces left, refund per piece and exchange sizes." })
  async orderReturnOptions(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string, @Arg('token', () => String, { nullable: true }) token?: string | null): Promise<ReturnOptionsView> {
    return returnOptionsView(await ctx.services.returns.options(ctx, orderId, token), ctx.services.config.RETURN_WINDOW_DAYS);
  }

  @Authorized(...RETURN_ACCESS.myReturns)
  @Query(() => ReturnPageView, { description: 'My returns, newest first.' })
  async myReturns(
    @Ctx() ctx: ApiContext,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number,
  ): Promise<ReturnPageView> {
    return returnPageView(await ctx.services.returns.mine(ctx, page, limit));
  }

  @Mutation(() => ReturnView, { description: 'Ask to return or exchange pieces of a delivered order within the return window (the owner, or a guest with the token).' })
  async requestReturn(
    @Ctx() ctx: ApiContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('input', () => RequestReturnInput) input: RequestReturnInput,
    @Arg('token', () => String, { nullable: true }) token?: string | null,
  ): Promise<ReturnView> {
    return returnView((await ctx.services.returns.request(ctx, orderId, token, input)).record);
  }

  @Authorized(...RETURN_ACCESS.list)
  @Query(() => ReturnPageView, { description: 'Back office: returns, newest first; status filter, search by RTN-/KPD- number or email prefix.' })
  async adminReturns(
    @Ctx() ctx: ApiContext,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit?: number,
  ): Promise<ReturnPageView> {
    return returnPageView(await ctx.services.returns.list({ status, search, page, limit }), true);
  }

  @Authorized(...RETURN_ACCESS.detail)
  @Query(() => ReturnView, { description: "Back office: one return; 'Return not found' otherwise." })
  async adminReturn(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<ReturnView> {
    return returnView(await ctx.services.returns.get(id), true);
  }

  @Authorized(...RETURN_ACCESS.move)
  @Mutation(() => ReturnView, { description: 'Back office: move a return one step (an illegal move is an error naming the allowed ones).' })
  async moveReturn(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => MoveReturnInput) input: MoveReturnInput): Promise<ReturnView> {
    return returnView(await ctx.services.returns.move(ctx, id, input), true);
  }

  @Authorized(...RETURN_ACCESS.move)
  @Mutation(() => ReturnView, { description: "Back office: a refund the gateway refused — ask it again, or refund it as store credit or by bank/UPI (refundTo, reference). A refusal again is an error (REFUND_REFUSED)." })
  async retryReturnRefund(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => RetryReturnRefundInput, { nullable: true }) input?: RetryReturnRefundInput | null): Promise<ReturnView> {
    return returnView(await ctx.services.returns.retryRefund(ctx, id, input ?? {}), true);
  }
}

import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../kernel/errors';
import { idOrNotFound } from '../../kernel/ids';
import { ORDER_MESSAGES } from '../orders/order.messages';
import { PAYMENT_ACCESS } from './payments.access';
import type { ApiContext } from '../../kernel/context';
import { orderView } from '../orders/order.views';
import { OrderDetailView, PaymentStartView } from '../orders/order.types';
import { orderDetailView } from '../orders/order.resolver';
import { PAYMENT_MESSAGES } from './payment.messages';
import type { PaymentResult } from './payment.service';
import { PaymentPanelView, PaymentResultView, PaymentReturnInput, SandboxPaymentInput, SandboxPaymentView, paymentPanelView } from './payment.types';

/**
 * Whether a payment answer may open its order (details and guest token): a signed answer proves the
 * caller paid; an unsigned one (Cashfree's order id, which sits in URLs and logs) only for a caller
 * who may already read the order — its signed-in owner, or one holding its token.
 */
export async function mayShowOrder(ctx: ApiContext, r: PaymentResult, token: string | undefined): Promise<boolean> {
  if (r.proven) return true;
  try {
    await ctx.services.orders.orderFor(ctx, String(r.order.id), token);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

export async function paymentResultView(r: PaymentResult, ctx: ApiContext, token?: string): Promise<PaymentResultView> {
  const shown = await mayShowOrder(ctx, r, token);
  return {
    outcome: r.outcome, message: PAYMENT_MESSAGES.results[r.outcome], orderNumber: r.order.orderNumber,
    order: shown ? orderView(r.order, await ctx.services.orders.linesOf(r.order.id)) : null, accessToken: shown ? ctx.services.orders.accessTokenFor(r.order) : null,
  };
}

@Resolver()
export class PaymentResolver {
  @Mutation(() => PaymentResultView, { description: '/payment/callback: check the gateway’s signed answer and confirm the order (exactly once, however often replayed).' })
  async verifyPayment(@Ctx() ctx: ApiContext, @Arg('input', () => PaymentReturnInput) input: PaymentReturnInput): Promise<PaymentResultView> {
    const params = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    return paymentResultView(await ctx.services.payments.verifyReturn(ctx, params), ctx, params.token);
  }

  @Mutation(() => PaymentStartView, { description: 'Try paying again after a decline, while the order still holds its stock.' })
  async retryPayment(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string, @Arg('token', () => String, { nullable: true }) token?: string | null): Promise<PaymentStartView> {
    const order = await ctx.services.orders.orderFor(ctx, orderId, token, 'change');
    return ctx.services.payments.retry(order);
  }

  @Mutation(() => OrderDetailView, { description: 'Pay cash on delivery instead of online, while the order still waits for its payment and cash on delivery is open for it.' })
  async switchToCashOnDelivery(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string, @Arg('token', () => String, { nullable: true }) token?: string | null): Promise<OrderDetailView> {
    const seen = await ctx.services.orders.orderFor(ctx, orderId, token, 'change');
    const order = await ctx.services.payments.switchToCashOnDelivery(seen, ctx.services.orders.actorFor(ctx, seen));
    return orderDetailView(await ctx.services.orders.detail(order), ctx);
  }

  @Authorized(...PAYMENT_ACCESS.panel)
  @Query(() => PaymentPanelView, { description: "The back office: an order's payment attempts, refunds and the gateway's record." })
  async orderPayments(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string): Promise<PaymentPanelView> {
    return paymentPanelView(await ctx.services.payments.panel(idOrNotFound(orderId, ORDER_MESSAGES.notFound)));
  }

  @Authorized(...PAYMENT_ACCESS.check)
  @Mutation(() => PaymentPanelView, { description: '"Check payment": ask the gateway now about an order still waiting, and settle what it says (audit-logged).' })
  async checkOrderPayment(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string): Promise<PaymentPanelView> {
    return paymentPanelView(await ctx.services.payments.checkOrder(ctx, idOrNotFound(orderId, ORDER_MESSAGES.notFound)));
  }

  @Query(() => SandboxPaymentView, { description: 'The sandbox gateway’s pay page.' })
  sandboxPayment(@Ctx() ctx: ApiContext, @Arg('input', () => SandboxPaymentInput) input: SandboxPaymentInput): Promise<SandboxPaymentView> {
    return ctx.services.payments.sandboxPage(input);
  }

  @Mutation(() => String, { description: 'The sandbox gateway: approve or decline; answers the signed address to return to.' })
  async sandboxDecide(@Ctx() ctx: ApiContext, @Arg('input', () => SandboxPaymentInput) input: SandboxPaymentInput, @Arg('approve', () => Boolean) approve: boolean): Promise<string> {
    return (await ctx.services.payments.sandboxDecide(input, approve)).returnUrl;
  }
}

import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { ORDER_MESSAGES } from './order.messages';
import { arrivesBy } from '../delivery/delivery.rules';
import { orderEventView, orderView } from './order.views';
import { CheckoutSettingsView, InvoiceView, OrderDetailView, OrderPageView, OrderStatusInput, OrderView, PlaceOrderInput, PlaceOrderResult } from './order.types';
import type { OrderDetail, PlacedOrder } from './order.service';
import { ORDER_ACCESS } from './orders.access';

export const placedOrderResult = (p: PlacedOrder, ctx: ApiContext): PlaceOrderResult => ({
  message: ORDER_MESSAGES.placed,
  order: orderView(p.order, p.lines),
  payment: p.payment,
  accessToken: p.accessToken,
});

export function orderDetailView(d: OrderDetail, ctx: ApiContext): OrderDetailView {
  const token = ctx.services.orders.accessTokenFor(d.order);
  return {
    order: orderView(d.order, d.lines),
    timeline: d.events.map(orderEventView),
    invoiceSerial: d.invoiceSerial,
    invoiceUrl: d.invoiceSerial ? `/api/orders/${d.order.id}/invoice?token=${token}` : null,
    accessToken: token,
    expectedDelivery: d.expectedDelivery,
    expectedDeliveryText: d.expectedDelivery ? arrivesBy(d.expectedDelivery) : null,
  };
}

@Resolver()
export class OrderResolver {
  @Query(() => CheckoutSettingsView)
  checkoutSettings(@Ctx() ctx: ApiContext): CheckoutSettingsView {
    return {
      codMaxOrderValue: ctx.services.config.COD_MAX_ORDER_VALUE, paymentHoldMinutes: ctx.services.config.PAYMENT_HOLD_MINUTES,
      paymentMethods: ctx.services.payments.paymentMethods, onlineGateway: ctx.services.payments.onlineGateway,
    };
  }

  @Mutation(() => PlaceOrderResult, {
    description: "Place an order: members from their server cart, guests with email + items. Re-priced on the server; the same idempotencyKey answers the same order.",
  })
  async placeOrder(@Ctx() ctx: ApiContext, @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput): Promise<PlaceOrderResult> {
    return placedOrderResult(await ctx.services.orders.placeOrder(ctx, input), ctx);
  }

  @Authorized(...ORDER_ACCESS.myOrders)
  @Query(() => OrderPageView, { description: 'My orders, newest first.' })
  async myOrders(
    @Ctx() ctx: ApiContext,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10 }) limit: number,
  ): Promise<OrderPageView> {
    const r = await ctx.services.orders.myOrders(ctx, page, limit);
    return { orders: r.orders.map((o) => orderView(o, r.lines.get(o.id) ?? [])), total: r.total, page: r.page, limit: r.limit, totalPages: Math.max(1, Math.ceil(r.total / r.limit)) };
  }

  @Query(() => OrderDetailView, { description: "One of my orders (a guest's with its signed token); 'Order not found' otherwise." })
  async order(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('token', () => String, { nullable: true }) token?: string | null): Promise<OrderDetailView> {
    const order = await ctx.services.orders.orderFor(ctx, id, token);
    return orderDetailView(await ctx.services.orders.detail(order), ctx);
  }

  @Mutation(() => OrderDetailView, { description: 'Cancel my order while it is confirmed or packed (stock and coupon use given back, online payments refunded).' })
  async cancelOrder(
    @Ctx() ctx: ApiContext,
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String, { nullable: true }) token?: string | null,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<OrderDetailView> {
    const order = await ctx.services.orders.cancel(ctx, id, token, reason);
    return orderDetailView(await ctx.services.orders.detail(order), ctx);
  }

  @Mutation(() => OrderDetailView, { description: 'Stop WhatsApp updates for this order (a guest with its token): nothing more is sent for it, not even what was queued.' })
  async stopOrderWhatsapp(
    @Ctx() ctx: ApiContext,
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String, { nullable: true }) token?: string | null,
  ): Promise<OrderDetailView> {
    const order = await ctx.services.orders.stopWhatsapp(ctx, id, token);
    return orderDetailView(await ctx.services.orders.detail(order), ctx);
  }

  @Query(() => InvoiceView, { description: "The order's tax invoice; 'The invoice is issued when the order ships' before that." })
  async orderInvoice(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('token', () => String, { nullable: true }) token?: string | null): Promise<InvoiceView> {
    const order = await ctx.services.orders.orderFor(ctx, id, token);
    const invoice = await ctx.services.invoices.forOrder(order.id);
    if (!invoice) throw notFound(ORDER_MESSAGES.noInvoice);
    const d = invoice.document;
    const url = `/api/orders/${order.id}/invoice?token=${ctx.services.orders.accessTokenFor(order)}`;
    return {
      serial: invoice.serial, issuedAt: invoice.issuedAt, placeOfSupply: `${d.placeOfSupply.state} (${d.placeOfSupply.stateCode})`, intraState: d.intraState,
      taxableValue: d.totals.taxableValue / 100, cgst: d.totals.cgst / 100, sgst: d.totals.sgst / 100, igst: d.totals.igst / 100, total: d.totals.total / 100,
      htmlUrl: url, pdfUrl: `${url}&format=pdf`,
    };
  }

  @Authorized(...ORDER_ACCESS.updateStatus)
  @Mutation(() => OrderView, { description: 'Back office: move an order along (courier and tracking number to ship). An illegal move is an error naming the allowed ones.' })
  async updateOrderStatus(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => OrderStatusInput) input: OrderStatusInput): Promise<OrderView> {
    const order = await ctx.services.orderDesk.move(ctx, id, input);
    return orderView(order, await ctx.services.orders.linesOf(order.id));
  }
}

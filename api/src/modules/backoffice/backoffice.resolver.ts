import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { oncePerRequest, sharedPerRequest, type ApiContext } from '../../kernel/context';
import { BACKOFFICE_ACCESS as ACCESS } from './backoffice.access';
import { CityAnalyticsView, CustomerDetailView, CustomerPageView, BackOfficeOrderView, BulkOrderResultView, DashboardView, OrderDeskFilterInput, OrderDeskPageView, OrderNoteView, ShipOrderInput } from './backoffice.types';
import { backOfficeOrderView, bulkResultView, cityAnalyticsView, customerDetailView, customerSummaryView, dashboardView, orderDeskRow } from './backoffice.views';

const cursorOut = (n: number | null) => (n === null ? null : String(n));

/** The back office's screens: dashboard, city analytics, the order desk and customers. Thin: the services check permissions again. */
@Resolver()
export class BackOfficeResolver {
  @Authorized(...ACCESS.dashboard)
  @Query(() => DashboardView, { description: "The dashboard for a range of India's days (30 days to today by default), compared with the period before." })
  async dashboard(@Ctx() ctx: ApiContext, @Arg('from', () => String, { nullable: true }) from?: string | null, @Arg('to', () => String, { nullable: true }) to?: string | null): Promise<DashboardView> {
    return sharedPerRequest(ctx, 'dashboard', { from, to }, async () => dashboardView(await ctx.services.dashboard.dashboard(ctx, { from, to })));
  }

  @Authorized(...ACCESS.cityAnalytics)
  @Query(() => CityAnalyticsView, { description: "Orders, paid orders, revenue, average order value and customers by city and state (the shipping PIN's directory entry)." })
  async cityAnalytics(@Ctx() ctx: ApiContext, @Arg('from', () => String, { nullable: true }) from?: string | null, @Arg('to', () => String, { nullable: true }) to?: string | null): Promise<CityAnalyticsView> {
    return sharedPerRequest(ctx, 'cityAnalytics', { from, to }, async () => cityAnalyticsView(await ctx.services.dashboard.cityAnalytics({ from, to })));
  }

  @Authorized(...ACCESS.orderDesk)
  @Query(() => OrderDeskPageView, { description: 'The order desk: newest first, filtered and searched, a page at a time (cursor from the previous page).' })
  async orderDesk(
    @Ctx() ctx: ApiContext,
    @Arg('filter', () => OrderDeskFilterInput, { nullable: true }) filter?: OrderDeskFilterInput | null,
    @Arg('cursor', () => String, { nullable: true }) cursor?: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<OrderDeskPageView> {
    const page = await ctx.services.orderDesk.list(ctx, { ...(filter ?? {}), cursor, limit });
    return { orders: page.orders.map(orderDeskRow), nextCursor: cursorOut(page.nextCursor) };
  }

  @Authorized(...ACCESS.orderDeskCsv)
  @Query(() => String, { description: 'The filtered orders as CSV (at most 5,000, newest first).' })
  async orderDeskCsv(@Ctx() ctx: ApiContext, @Arg('filter', () => OrderDeskFilterInput, { nullable: true }) filter?: OrderDeskFilterInput | null): Promise<string> {
    oncePerRequest(ctx, 'orderDeskCsv');
    return ctx.services.orderDesk.csv(ctx, filter ?? {});
  }

  @Authorized(...ACCESS.order)
  @Query(() => BackOfficeOrderView, { description: "One order with its customer, payments, invoice, timeline, notes and the moves allowed now." })
  async backOfficeOrder(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<BackOfficeOrderView> {
    return backOfficeOrderView(await ctx.services.orderDesk.detail(ctx, id));
  }

  @Authorized(...ACCESS.moveOrder)
  @Mutation(() => BackOfficeOrderView, { description: 'Move an order along the state machine (courier and tracking number to ship); refused with the allowed moves otherwise.' })
  async moveOrder(
    @Ctx() ctx: ApiContext,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('courier', () => String, { nullable: true }) courier?: string | null,
    @Arg('trackingNumber', () => String, { nullable: true }) trackingNumber?: string | null,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<BackOfficeOrderView> {
    await ctx.services.orderDesk.move(ctx, id, { status, courier, trackingNumber, note });
    return backOfficeOrderView(await ctx.services.orderDesk.detail(ctx, id));
  }

  @Authorized(...ACCESS.bulkPacked)
  @Mutation(() => [BulkOrderResultView], { description: 'Mark up to 100 orders packed; each answers on its own.' })
  async markOrdersPacked(@Ctx() ctx: ApiContext, @Arg('orderIds', () => [ID]) orderIds: string[]): Promise<BulkOrderResultView[]> {
    oncePerRequest(ctx, 'markOrdersPacked');
    return (await ctx.services.orderDesk.markPacked(ctx, orderIds)).map(bulkResultView);
  }

  @Authorized(...ACCESS.bulkShipped)
  @Mutation(() => [BulkOrderResultView], { description: 'Mark up to 100 orders shipped, each with its courier and tracking number.' })
  async markOrdersShipped(@Ctx() ctx: ApiContext, @Arg('orders', () => [ShipOrderInput]) orders: ShipOrderInput[]): Promise<BulkOrderResultView[]> {
    oncePerRequest(ctx, 'markOrdersShipped');
    return (await ctx.services.orderDesk.markShipped(ctx, orders)).map(bulkResultView);
  }

  @Authorized(...ACCESS.addNote)
  @Mutation(() => OrderNoteView, { description: 'An internal note on an order (never shown to the customer).' })
  async addOrderNote(@Ctx() ctx: ApiContext, @Arg('orderId', () => ID) orderId: string, @Arg('body', () => String) body: string): Promise<OrderNoteView> {
    const n = await ctx.services.orderDesk.addNote(ctx, orderId, body);
    return { id: String(n.id), body: n.body, authorEmail: n.authorEmail, createdAt: n.createdAt };
  }

  @Authorized(...ACCESS.customers)
  @Query(() => CustomerPageView, { description: 'Customers, newest first; search by name, email or phone.' })
  async customers(
    @Ctx() ctx: ApiContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('cursor', () => String, { nullable: true }) cursor?: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<CustomerPageView> {
    const page = await ctx.services.customerDesk.list({ search, cursor, limit });
    return { customers: page.customers.map(customerSummaryView), nextCursor: cursorOut(page.nextCursor) };
  }

  @Authorized(...ACCESS.customer)
  @Query(() => CustomerDetailView, { description: "One customer with their orders, addresses and enquiries." })
  async customer(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<CustomerDetailView> {
    return customerDetailView(await ctx.services.customerDesk.detail(id));
  }
}

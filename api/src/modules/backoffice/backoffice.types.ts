import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SavedAddressView } from '../delivery/delivery.types';
import { EnquiryView } from '../enquiries/enquiry.types';
import { OrderView } from '../orders/order.types';

@ObjectType('DayRange', { description: "A range of India's days (both ends included) and the period of the same length before it." })
export class DayRangeView {
  @Field(() => String) from: string;
  @Field(() => String) to: string;
  @Field(() => Int) days: number;
  @Field(() => String) previousFrom: string;
  @Field(() => String) previousTo: string;
}

@ObjectType('Kpi', { description: 'A figure for the range, the same for the period before, and the change in per cent (null when there was nothing before).' })
export class KpiView {
  @Field(() => Float) current: number;
  @Field(() => Float) previous: number;
  @Field(() => Float, { nullable: true }) changePercent: number | null;
}

@ObjectType('SalesDayPoint')
export class SalesDayPointView {
  @Field(() => String) day: string;
  @Field(() => Float, { description: '₹, GST-inclusive, net of cancellations.' }) revenue: number;
  @Field(() => Int) orders: number;
  @Field(() => Float, { description: '₹ refunded for returns that day (India time).' }) refunds: number;
}

@ObjectType('SalesSummary', { description: 'Revenue (₹, GST-inclusive, net of cancellations), orders, average order value, pieces and new customers (view_analytics).' })
export class SalesSummaryView {
  @Field(() => KpiView) revenue: KpiView;
  @Field(() => KpiView) orders: KpiView;
  @Field(() => KpiView) averageOrderValue: KpiView;
  @Field(() => KpiView) units: KpiView;
  @Field(() => KpiView) newCustomers: KpiView;
  @Field(() => KpiView, { description: '₹ refunded for returned goods in the range, counted on the day of the refund (India time).' }) refunds: KpiView;
  @Field(() => KpiView, { description: 'Revenue less refunds (₹).' }) netSales: KpiView;
  @Field(() => [SalesDayPointView]) byDay: SalesDayPointView[];
}

@ObjectType('ReturnReasonCount')
export class ReturnReasonCountView {
  @Field(() => String) reason: string;
  @Field(() => String) label: string;
  @Field(() => Int, { description: 'Pieces returned for it in the range.' }) units: number;
}

@ObjectType('ReturnsSummary', { description: 'Pieces that came back (refunded or exchanged) in the range, against the pieces sold (view_analytics or view_orders).' })
export class ReturnsSummaryView {
  @Field(() => KpiView, { description: 'Pieces returned.' }) units: KpiView;
  @Field(() => KpiView, { description: 'Pieces returned per 100 pieces sold in the same range (%, one decimal).' }) returnRate: KpiView;
  @Field(() => [ReturnReasonCountView], { description: 'The five reasons with most pieces, most first.' }) topReasons: ReturnReasonCountView[];
}

@ObjectType('StatusCount')
export class StatusCountView {
  @Field(() => String) status: string;
  @Field(() => String) label: string;
  @Field(() => Int) count: number;
}

@ObjectType('TopProduct')
export class TopProductView {
  @Field(() => ID) productId: string;
  @Field(() => String) title: string;
  @Field(() => String) slug: string;
  @Field(() => Int) units: number;
  @Field(() => Float, { nullable: true, description: '₹; null for those without view_analytics.' }) revenue: number | null;
}

@ObjectType('LowStockVariant')
export class LowStockVariantView {
  @Field(() => ID) variantId: string;
  @Field(() => ID) productId: string;
  @Field(() => String) title: string;
  @Field(() => String) sku: string;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => Int) stock: number;
}

@ObjectType('LatestOrder')
export class LatestOrderView {
  @Field(() => ID) id: string;
  @Field(() => String) orderNumber: string;
  @Field(() => String) status: string;
  @Field(() => String) statusLabel: string;
  @Field(() => String) customerName: string;
  @Field(() => String) city: string;
  @Field(() => Float) total: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('Dashboard', { description: 'The back-office dashboard. A widget is null for a user whose permissions do not cover it.' })
export class DashboardView {
  @Field(() => DayRangeView) range: DayRangeView;
  @Field(() => SalesSummaryView, { nullable: true, description: 'view_analytics.' }) sales: SalesSummaryView | null;
  @Field(() => [StatusCountView], { nullable: true, description: 'Orders waiting: to confirm, pack, ship, deliver (view_orders).' }) ordersByStatus: StatusCountView[] | null;
  @Field(() => [TopProductView], { nullable: true, description: 'view_analytics or manage_products.' }) topProducts: TopProductView[] | null;
  @Field(() => [LowStockVariantView], { nullable: true, description: 'manage_products.' }) lowStock: LowStockVariantView[] | null;
  @Field(() => [LatestOrderView], { nullable: true, description: 'view_orders.' }) latestOrders: LatestOrderView[] | null;
  @Field(() => ReturnsSummaryView, { nullable: true, description: 'view_analytics or view_orders.' }) returns: ReturnsSummaryView | null;
}

@ObjectType('PlaceSales', { description: "Sales in one city (or state: city null), from the shipping PIN's directory entry." })
export class PlaceSalesView {
  @Field(() => String) state: string;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => Int) orders: number;
  @Field(() => Int) paidOrders: number;
  @Field(() => Float) revenue: number;
  @Field(() => Float) averageOrderValue: number;
  @Field(() => Int) customers: number;
}

@ObjectType('CityAnalytics')
export class CityAnalyticsView {
  @Field(() => DayRangeView) range: DayRangeView;
  @Field(() => [PlaceSalesView], { description: 'By revenue, highest first.' }) cities: PlaceSalesView[];
  @Field(() => [PlaceSalesView]) states: PlaceSalesView[];
}

@InputType('OrderDeskFilter')
export class OrderDeskFilterInput {
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (India), included.' }) from?: string | null;
  @Field(() => String, { nullable: true }) to?: string | null;
  @Field(() => String, { nullable: true, description: 'cod (COD) | online (prepaid) | store_credit (paid wholly with store credit)' }) paymentMethod?: string | null;
  @Field(() => String, { nullable: true }) paymentStatus?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Order number, email or phone.' }) search?: string | null;
}

@ObjectType('OrderDeskRow')
export class OrderDeskRowView {
  @Field(() => ID) id: string;
  @Field(() => String) orderNumber: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => String) status: string;
  @Field(() => String) statusLabel: string;
  @Field(() => String) customerName: string;
  @Field(() => String) email: string;
  @Field(() => String) phone: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) pincode: string;
  @Field(() => String) paymentMethod: string;
  @Field(() => String) paymentStatus: string;
  @Field(() => Int) units: number;
  @Field(() => Float) total: number;
  @Field(() => String, { nullable: true }) courier: string | null;
  @Field(() => String, { nullable: true }) trackingNumber: string | null;
}

@ObjectType('OrderDeskPage')
export class OrderDeskPageView {
  @Field(() => [OrderDeskRowView]) orders: OrderDeskRowView[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null at the end.' }) nextCursor: string | null;
}

@ObjectType('BackOfficeOrderEvent')
export class BackOfficeOrderEventView {
  @Field(() => String, { nullable: true }) fromStatus: string | null;
  @Field(() => String) status: string;
  @Field(() => String) label: string;
  @Field(() => String, { description: "'customer:12', 'guest', 'admin:3', 'system:payments'…" }) actor: string;
  @Field(() => String, { nullable: true }) actorEmail: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Date) at: Date;
}

@ObjectType('OrderNote')
export class OrderNoteView {
  @Field(() => ID) id: string;
  @Field(() => String) body: string;
  @Field(() => String) authorEmail: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('OrderPaymentAttempt')
export class OrderPaymentAttemptView {
  @Field(() => String) gateway: string;
  @Field(() => String) reference: string;
  @Field(() => Float) amount: number;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) gatewayPaymentId: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('StatusOption')
export class StatusOptionView {
  @Field(() => String) status: string;
  @Field(() => String) label: string;
}

@ObjectType('CustomerSummary')
export class CustomerSummaryView {
  @Field(() => ID) id: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Int) orderCount: number;
  @Field(() => Float, { description: '₹ of orders confirmed to delivered.' }) totalSpent: number;
  @Field(() => Date, { nullable: true }) lastOrderAt: Date | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('BackOfficeOrder', { description: 'One order as the back office sees it.' })
export class BackOfficeOrderView {
  @Field(() => OrderView) order: OrderView;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) phone: string;
  @Field(() => CustomerSummaryView, { nullable: true, description: "The member's account (null for a guest)." }) customer: CustomerSummaryView | null;
  @Field(() => [BackOfficeOrderEventView]) timeline: BackOfficeOrderEventView[];
  @Field(() => [OrderNoteView]) notes: OrderNoteView[];
  @Field(() => [OrderPaymentAttemptView]) payments: OrderPaymentAttemptView[];
  @Field(() => String, { nullable: true }) invoiceSerial: string | null;
  @Field(() => String, { nullable: true }) invoiceHtmlUrl: string | null;
  @Field(() => String, { nullable: true }) invoicePdfUrl: string | null;
  @Field(() => [StatusOptionView], { description: 'What the state machine allows this user now (empty without manage_orders).' }) allowedStatuses: StatusOptionView[];
  @Field(() => Boolean) canManage: boolean;
}

@InputType('ShipOrderInput')
export class ShipOrderInput {
  @Field(() => ID) orderId: string;
  @Field(() => String) courier: string;
  @Field(() => String) trackingNumber: string;
}

@ObjectType('BulkOrderResult')
export class BulkOrderResultView {
  @Field(() => ID) orderId: string;
  @Field(() => String, { nullable: true }) orderNumber: string | null;
  @Field(() => Boolean) ok: boolean;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) status: string | null;
}

@ObjectType('CustomerPage')
export class CustomerPageView {
  @Field(() => [CustomerSummaryView]) customers: CustomerSummaryView[];
  @Field(() => String, { nullable: true }) nextCursor: string | null;
}

@ObjectType('CustomerReturnRow', { description: "One of a customer's returns, as their back-office page lists it." })
export class CustomerReturnRowView {
  @Field(() => ID) id: string;
  @Field(() => String) returnNumber: string;
  @Field(() => ID) orderId: string;
  @Field(() => String) orderNumber: string;
  @Field(() => String) status: string;
  @Field(() => String) statusLabel: string;
  @Field(() => String, { description: 'refund | exchange' }) resolution: string;
  @Field(() => String, { description: 'original | store_credit | bank' }) refundTo: string;
  @Field(() => Float, { description: '₹ (0 for an exchange).' }) refundAmount: number;
  @Field(() => Int) units: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('CustomerDetail')
export class CustomerDetailView {
  @Field(() => CustomerSummaryView) customer: CustomerSummaryView;
  @Field(() => [OrderDeskRowView]) orders: OrderDeskRowView[];
  @Field(() => [SavedAddressView]) addresses: SavedAddressView[];
  @Field(() => [EnquiryView]) enquiries: EnquiryView[];
  @Field(() => [CustomerReturnRowView], { description: 'Their returns, newest first (at most 50).' }) returns: CustomerReturnRowView[];
  @Field(() => Float, { description: 'Their store credit balance (₹).' }) storeCredit: number;
}

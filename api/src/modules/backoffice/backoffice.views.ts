import { savedAddressView } from '../delivery/delivery.resolver';
import { RETURN_STATUS_LABELS, isReturnStatus } from '../returns/returns.rules';
import { toEnquiryView } from '../enquiries/enquiry.types';
import type { Order } from '../orders/order.entity';
import { STATUS_LABELS, isOrderStatus } from '../orders/order-state.rules';
import { orderView } from '../orders/order.views';
import type { DayRange } from './backoffice.rules';
import type { CustomerDetail, CustomerSummary } from './customer-desk.service';
import type { CityAnalytics, Dashboard, PlaceRow } from './dashboard.service';
import type { BackOfficeOrderDetail, BulkResult } from './order-desk.service';
import type { BackOfficeOrderView } from './backoffice.types';

const label = (s: string) => (isOrderStatus(s) ? STATUS_LABELS[s] : s);

export const rangeView = (r: DayRange) => ({ from: r.from, to: r.to, days: r.days, previousFrom: r.previous.from, previousTo: r.previous.to });

export function dashboardView(d: Dashboard) {
  return {
    range: rangeView(d.range),
    sales: d.sales,
    ordersByStatus: d.ordersByStatus,
    topProducts: d.topProducts?.map((p) => ({ ...p, productId: String(p.productId) })) ?? null,
    lowStock: d.lowStock?.map((v) => ({ ...v, variantId: String(v.variantId), productId: String(v.productId) })) ?? null,
    latestOrders: d.latestOrders?.map((o) => ({ ...o, id: String(o.id), statusLabel: label(o.status) })) ?? null,
    returns: d.returns,
  };
}

const place = (p: PlaceRow) => ({ ...p });
export const cityAnalyticsView = (c: CityAnalytics) => ({ range: rangeView(c.range), cities: c.cities.map(place), states: c.states.map(place) });

export function orderDeskRow(o: Order) {
  return {
    id: String(o.id), orderNumber: o.orderNumber, createdAt: o.createdAt, status: o.status, statusLabel: label(o.status),
    customerName: o.shippingAddress?.fullName ?? '', email: o.email, phone: o.phone, city: o.shipCity, state: o.shipState, pincode: o.shippingAddress?.pincode ?? '',
    paymentMethod: o.paymentMethod, paymentStatus: o.paymentStatus, units: o.units, total: o.total / 100, courier: o.courier, trackingNumber: o.trackingNumber,
  };
}

export function customerSummaryView(c: CustomerSummary) {
  const u = c.user;
  return { id: String(u.id), firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, orderCount: c.orderCount, totalSpent: c.totalSpent, lastOrderAt: c.lastOrderAt, createdAt: u.createdAt };
}

export function customerDetailView(c: CustomerDetail) {
  return {
    customer: customerSummaryView(c), orders: c.orders.map(orderDeskRow), addresses: c.addresses.map(savedAddressView), enquiries: c.enquiries.map((e) => toEnquiryView(e)),
    returns: c.returns.map(({ ret, orderNumber, units }) => ({
      id: String(ret.id), returnNumber: ret.returnNumber, orderId: String(ret.orderId), orderNumber, status: ret.status,
      statusLabel: isReturnStatus(ret.status) ? RETURN_STATUS_LABELS[ret.status] : ret.status, resolution: ret.resolution, refundTo: ret.refundTo,
      refundAmount: ret.refundAmount / 100, units, createdAt: ret.createdAt,
    })),
    storeCredit: c.storeCredit / 100,
  };
}

/** The back office's order page; the invoice opens through the admin REST route (same permission check). */
export function backOfficeOrderView(d: BackOfficeOrderDetail): BackOfficeOrderView {
  const invoiceUrl = d.invoiceSerial ? `/api/admin/orders/${d.order.id}/invoice` : null;
  return {
    order: orderView(d.order, d.lines),
    city: d.order.shipCity, state: d.order.shipState, phone: d.order.phone,
    customer: d.customer ? customerSummaryView({ user: d.customer, orderCount: 0, totalSpent: 0, lastOrderAt: null }) : null,
    timeline: d.events.map((e) => ({ fromStatus: e.fromStatus, status: e.toStatus, label: label(e.toStatus), actor: e.actor, actorEmail: e.actorEmail, note: e.note, at: e.createdAt })),
    notes: d.notes.map((n) => ({ id: String(n.id), body: n.body, authorEmail: n.authorEmail, createdAt: n.createdAt })),
    payments: d.payments.map((p) => ({ gateway: p.gateway, reference: p.reference, amount: p.amount / 100, status: p.status, gatewayPaymentId: p.gatewayPaymentId, createdAt: p.createdAt })),
    invoiceSerial: d.invoiceSerial,
    invoiceHtmlUrl: invoiceUrl,
    invoicePdfUrl: invoiceUrl ? `${invoiceUrl}?format=pdf` : null,
    allowedStatuses: d.allowedStatuses.map((s) => ({ status: s, label: STATUS_LABELS[s] })),
    canManage: d.canManage,
  };
}

export const bulkResultView = (r: BulkResult) => ({ ...r, orderId: String(r.orderId) });

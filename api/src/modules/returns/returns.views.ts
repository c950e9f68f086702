import { paiseToRupees } from '@kapda/rules/pricing';
import { REFUND_DESTINATION_LABELS, maskUpiId, RETURN_REASONS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, allowedReturnMoves, isReturnStatus, type RefundDestination, type ReturnReason } from './returns.rules';
import type { ReturnOptionsView, ReturnPageView, ReturnView } from './returns.types';
import type { Order, OrderLine } from '../orders/order.entity';
import type { PaymentRefund } from '../payments/payment.entity';
import type { OrderReturn, OrderReturnEvent, OrderReturnItem } from './return.entity';

/** A return with everything its pages show. */
export interface ReturnRecord {
  ret: OrderReturn;
  items: OrderReturnItem[];
  events: OrderReturnEvent[];
  order: Pick<Order, 'id' | 'orderNumber' | 'userId' | 'email' | 'paymentMethod' | 'shippingAddress'>;
  /** The gateway refund of an 'original' refund (its status: pending, processed, failed). */
  refund: PaymentRefund | null;
  replacement: Pick<Order, 'id' | 'orderNumber' | 'status'> | null;
  /** The order lines' pictures by line id. */
  images: Map<number, string | null>;
  /** The back office's view: the email of the staff member behind each 'admin:<id>' move (empty for shoppers). */
  actorEmails?: Map<string, string>;
}


/** One order line as the order page's "Return or exchange" offers it. */
export interface ReturnOptionLine {
  line: OrderLine;
  returnable: boolean;
  piecesLeft: number;
  /** Paise: what returning 1, 2, … piecesLeft pieces refunds (the last piece takes the rounding). */
  refundForPieces: number[];
  /** Other variants of the same product at the same price, with whether they are in stock now. */
  exchangeOptions: Array<{ variantSku: string; size: string; color: string; inStock: boolean }>;
}

export interface ReturnOptions {
  /** Null while the order can be returned; else why not (not delivered yet, the window closed). */
  problem: string | null;
  /** India's last day to ask (YYYY-MM-DD), once delivered. */
  lastDay: string | null;
  lines: ReturnOptionLine[];
  refundDestinations: RefundDestination[];
  defaultRefundTo: RefundDestination;
}

/** The UPI ID a bank/UPI refund goes to: whole for the desk, masked on the shopper's own pages. */
const upiFor = (ret: OrderReturn, desk: boolean) => (desk ? ret.refundUpiId : maskUpiId(ret.refundUpiId));

/** The REST shape of a return (SPEC.md §7 style: `_id`, rupees). `allowedMoves` and the whole UPI ID for the desk. */
export function restReturn(r: ReturnRecord, allowedMoves: readonly string[], desk = false) {
  const { ret } = r;
  return {
    _id: String(ret.id), returnNumber: ret.returnNumber, orderId: String(ret.orderId), orderNumber: r.order.orderNumber, status: ret.status, resolution: ret.resolution,
    refundTo: ret.refundTo, refundUpiId: upiFor(ret, desk), refundAmount: paiseToRupees(ret.refundAmount), comment: ret.comment, courier: ret.courier, trackingNumber: ret.trackingNumber,
    refundReference: ret.refundReference, rejectionReason: ret.rejectionReason, email: ret.email,
    refund: r.refund ? { status: r.refund.status, amount: paiseToRupees(r.refund.amount), gateway: r.refund.gateway } : null,
    replacementOrder: r.replacement ? { _id: String(r.replacement.id), orderNumber: r.replacement.orderNumber, status: r.replacement.status } : null,
    items: r.items.map((i) => ({
      variantSku: i.variantSku, title: i.title, size: i.size, color: i.color, quantity: i.quantity, reason: i.reason, comment: i.comment, exchangeFor: i.exchangeForSku, refundShare: paiseToRupees(i.refundShare),
    })),
    timeline: r.events.map((e) => ({ fromStatus: e.fromStatus, status: e.toStatus, actor: e.actor.split(':')[0], note: e.note, at: e.createdAt })),
    allowedMoves, createdAt: ret.createdAt, updatedAt: ret.updatedAt,
  };
}


const statusLabel = (s: string) => (isReturnStatus(s) ? RETURN_STATUS_LABELS[s] : s);

/** The desk's next moves for a return (none once it ended). */
export const movesOf = (r: ReturnRecord): string[] => (isReturnStatus(r.ret.status) ? allowedReturnMoves(r.ret.status, r.ret.resolution) : []);

/** The GraphQL shape of a return (₹); the whole UPI ID for the desk only. */
export function returnView(r: ReturnRecord, desk = false): ReturnView {
  const { ret } = r;
  return {
    id: String(ret.id), returnNumber: ret.returnNumber, orderId: String(ret.orderId), orderNumber: r.order.orderNumber, status: ret.status, statusLabel: statusLabel(ret.status),
    resolution: ret.resolution, refundTo: ret.refundTo, refundToLabel: REFUND_DESTINATION_LABELS[ret.refundTo as RefundDestination] ?? ret.refundTo, refundUpiId: upiFor(ret, desk),
    refundAmount: paiseToRupees(ret.refundAmount), comment: ret.comment, courier: ret.courier, trackingNumber: ret.trackingNumber, refundReference: ret.refundReference,
    rejectionReason: ret.rejectionReason, email: ret.email,
    refund: r.refund ? { status: r.refund.status, amount: paiseToRupees(r.refund.amount), gateway: r.refund.gateway } : null,
    replacementOrderId: r.replacement ? String(r.replacement.id) : null, replacementOrderNumber: r.replacement?.orderNumber ?? null, replacementOrderStatus: r.replacement?.status ?? null,
    items: r.items.map((i) => ({
      variantSku: i.variantSku, title: i.title, size: i.size, color: i.color, quantity: i.quantity, reason: i.reason, reasonLabel: RETURN_REASON_LABELS[i.reason as ReturnReason] ?? i.reason,
      comment: i.comment, exchangeFor: i.exchangeForSku, refundShare: paiseToRupees(i.refundShare), image: r.images.get(i.orderLineId) ?? null,
    })),
    timeline: r.events.map((e) => ({ fromStatus: e.fromStatus, status: e.toStatus, label: statusLabel(e.toStatus), actor: e.actor.split(':')[0], actorEmail: r.actorEmails?.get(e.actor) ?? null, note: e.note, at: e.createdAt })),
    allowedMoves: movesOf(r), createdAt: ret.createdAt, updatedAt: ret.updatedAt,
  };
}

export function returnPageView(p: { records: ReturnRecord[]; total: number; page: number; limit: number }, desk = false): ReturnPageView {
  return { returns: p.records.map((r) => returnView(r, desk)), total: p.total, page: p.page, limit: p.limit, totalPages: Math.max(1, Math.ceil(p.total / p.limit)) };
}

export function returnOptionsView(o: ReturnOptions, windowDays: number): ReturnOptionsView {
  return {
    canReturn: o.problem === null && o.lines.some((l) => l.returnable && l.piecesLeft > 0), problem: o.problem, lastDay: o.lastDay, windowDays,
    lines: o.lines.map(({ line, returnable, piecesLeft, refundForPieces, exchangeOptions }) => ({
      variantSku: line.variantSku, title: line.title, size: line.size, color: line.color, quantity: line.quantity, returnable, piecesLeft, refundForPieces: refundForPieces.map(paiseToRupees),
      refundPerPiece: paiseToRupees(Math.floor((line.lineTotal - line.discount) / line.quantity)), exchangeOptions, image: line.image,
    })),
    reasons: RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] })),
    refundDestinations: o.refundDestinations, defaultRefundTo: o.defaultRefundTo,
  };
}

import { paiseToRupees } from '@kapda/rules/pricing';
import { REFUND_DESTINATION_LABELS, maskUpiId, RETURN_REASONS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, allowedReturnMoves, isReturnStatus, type RefundDestination, type ReturnReason } from './returns.rules';
import { creditNoteDeadline, type CreditNoteDeadline } from '../invoices/credit-note.rules';
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
  /** The gateway refund of an 'original' refund (its status: failed — not taken yet, or refused when `failure` says why — pending, processed). */
  refund: PaymentRefund | null;
  replacement: Pick<Order, 'id' | 'orderNumber' | 'status'> | null;
  /** The order lines' pictures by line id. */
  images: Map<number, string | null>;
  /** The back office's view: the email of the staff member behind each 'admin:<id>' move (empty for shoppers). */
  actorEmails?: Map<string, string>;
  /** The back office's view: the financial year of the order's tax invoice (what a credit note for it credits), null before it shipped. */
  invoiceYear?: string | null;
  /** When the record was read (the credit note's time limit is measured from it). */
  now?: Date;
}

/** The desk's word on a credit note's time limit (CGST s.34(2)) for this return: null for the shopper, or before the order has an invoice. */
export function creditNoteDeadlineOf(r: ReturnRecord): CreditNoteDeadline | null {
  return r.invoiceYear ? creditNoteDeadline(r.invoiceYear, r.now ?? new Date()) : null;
}

/** The refund as the pages show it: its status, amount, gateway, and (desk) why the gateway refused it. */
const refundView = (r: ReturnRecord, desk: boolean) => (r.refund ? { status: r.refund.status, amount: paiseToRupees(r.refund.amount), gateway: r.refund.gateway, failure: desk ? r.refund.failure : null } : null);


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

/** A UPI ID (or any name@handle) written in a note. */
const UPI_IN_TEXT = /[A-Za-z0-9._-]+@[A-Za-z0-9.-]+/g;

/**
 * The timeline as its reader may see it: the desk reads every entry whole; the shopper (and the REST answers made
 * for them) never reads the desk-only entries — a gateway's words, a refund failure to act on — and every UPI ID
 * in a note is masked.
 */
const timelineOf = (r: ReturnRecord, desk: boolean) => (desk ? r.events : r.events.filter((e) => !e.deskOnly));
export const noteFor = (note: string | null, desk: boolean): string | null => (desk || !note ? note : note.replace(UPI_IN_TEXT, (id) => maskUpiId(id) ?? id));

/** The REST shape of a return (SPEC.md §7 style: `_id`, rupees). `allowedMoves` and the whole UPI ID for the desk. */
export function restReturn(r: ReturnRecord, allowedMoves: readonly string[], desk = false) {
  const { ret } = r;
  return {
    _id: String(ret.id), returnNumber: ret.returnNumber, orderId: String(ret.orderId), orderNumber: r.order.orderNumber, status: ret.status, resolution: ret.resolution,
    refundTo: ret.refundTo, refundUpiId: upiFor(ret, desk), refundAmount: paiseToRupees(ret.refundAmount), comment: ret.comment, courier: ret.courier, trackingNumber: ret.trackingNumber,
    refundReference: ret.refundReference, rejectionReason: ret.rejectionReason, email: ret.email,
    refund: refundView(r, desk),
    replacementOrder: r.replacement ? { _id: String(r.replacement.id), orderNumber: r.replacement.orderNumber, status: r.replacement.status } : null,
    items: r.items.map((i) => ({
      variantSku: i.variantSku, title: i.title, size: i.size, color: i.color, quantity: i.quantity, reason: i.reason, comment: i.comment, exchangeFor: i.exchangeForSku, refundShare: paiseToRupees(i.refundShare),
    })),
    // The desk sees who made each move (the staff member's email, as GraphQL's actorEmail); the shopper only who in general.
    timeline: timelineOf(r, desk).map((e) => ({ fromStatus: e.fromStatus, status: e.toStatus, actor: e.actor.split(':')[0], ...(desk ? { actorEmail: r.actorEmails?.get(e.actor) ?? null } : {}), note: noteFor(e.note, desk), at: e.createdAt })),
    ...(desk ? { creditNoteDeadline: deadlineView(creditNoteDeadlineOf(r)) } : {}),
    allowedMoves, createdAt: ret.createdAt, updatedAt: ret.updatedAt,
  };
}


const deadlineView = (d: CreditNoteDeadline | null) => (d ? { lastDay: d.lastDay, state: d.state, warning: d.warning } : null);

const statusLabel = (s: string) => (isReturnStatus(s) ? RETURN_STATUS_LABELS[s] : s);

/** The desk's next moves for a return (none once it ended). */
export const movesOf = (r: ReturnRecord): string[] => (isReturnStatus(r.ret.status) ? allowedReturnMoves(r.ret.status, r.ret.resolution, { replacementCancelled: r.replacement?.status === 'cancelled' }) : []);

/** The GraphQL shape of a return (₹); the whole UPI ID for the desk only. */
export function returnView(r: ReturnRecord, desk = false): ReturnView {
  const { ret } = r;
  return {
    id: String(ret.id), returnNumber: ret.returnNumber, orderId: String(ret.orderId), orderNumber: r.order.orderNumber, status: ret.status, statusLabel: statusLabel(ret.status),
    resolution: ret.resolution, refundTo: ret.refundTo, refundToLabel: REFUND_DESTINATION_LABELS[ret.refundTo as RefundDestination] ?? ret.refundTo, refundUpiId: upiFor(ret, desk),
    refundAmount: paiseToRupees(ret.refundAmount), comment: ret.comment, courier: ret.courier, trackingNumber: ret.trackingNumber, refundReference: ret.refundReference,
    rejectionReason: ret.rejectionReason, email: ret.email,
    refund: refundView(r, desk),
    creditNoteDeadline: desk ? creditNoteDeadlineOf(r)?.lastDay ?? null : null,
    creditNoteWarning: desk ? creditNoteDeadlineOf(r)?.warning ?? null : null,
    replacementOrderId: r.replacement ? String(r.replacement.id) : null, replacementOrderNumber: r.replacement?.orderNumber ?? null, replacementOrderStatus: r.replacement?.status ?? null,
    items: r.items.map((i) => ({
      variantSku: i.variantSku, title: i.title, size: i.size, color: i.color, quantity: i.quantity, reason: i.reason, reasonLabel: RETURN_REASON_LABELS[i.reason as ReturnReason] ?? i.reason,
      comment: i.comment, exchangeFor: i.exchangeForSku, refundShare: paiseToRupees(i.refundShare), image: r.images.get(i.orderLineId) ?? null,
    })),
    timeline: timelineOf(r, desk).map((e) => ({ fromStatus: e.fromStatus, status: e.toStatus, label: statusLabel(e.toStatus), actor: e.actor.split(':')[0], actorEmail: r.actorEmails?.get(e.actor) ?? null, note: noteFor(e.note, desk), at: e.createdAt })),
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

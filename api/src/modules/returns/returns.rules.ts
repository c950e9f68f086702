/**
 * Returns and exchanges — pure rules, no database (issue 18).
 *
 * The state machine is ONE table:
 *
 *   requested → approved | rejected          (the desk decides; a rejection gives its reason)
 *   approved  → picked_up | rejected          (the courier collected the pieces; or the pickup never
 *                                              happened — rejecting releases an exchange's held pieces)
 *   picked_up → received (QC pass: pieces back in stock) | rejected (QC fail: sent back to the customer; the desk
 *                                              may also ask for received with qc 'fail', which ends it rejected)
 *   received  → refunded (resolution refund: only once the gateway took an online refund)
 *             | exchanged (resolution exchange: a replacement order ships, paid by the exchange)
 *   exchanged → refunded (only when the desk cancelled the replacement order: the pieces' value goes back
 *                         by the return's refund route)
 */
import { addDays, formatDay, indiaDate } from '@kapda/rules/dates';
import { RETURN_MESSAGES as M } from './returns.messages';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'picked_up', 'received', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked_up', 'rejected'],
  picked_up: ['received', 'rejected'],
  received: ['refunded', 'exchanged'],
  rejected: [],
  refunded: [],
  exchanged: ['refunded'],
};

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved: pickup arranged',
  rejected: 'Rejected',
  picked_up: 'Picked up',
  received: 'Received and checked',
  refunded: 'Refunded',
  exchanged: 'Exchanged: replacement on its way',
};

/** Statuses whose pieces are no longer counted as returned or on their way back. */
export const RETURN_CLOSED_WITHOUT_GOODS: readonly ReturnStatus[] = ['rejected'];

export const RETURN_REASONS = ['size_too_small', 'size_too_large', 'damaged', 'not_as_described', 'wrong_item', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  size_too_small: 'Size too small',
  size_too_large: 'Size too large',
  damaged: 'Damaged or defective',
  not_as_described: 'Not as described',
  wrong_item: 'Wrong item delivered',
  changed_mind: 'Changed my mind',
  other: 'Other',
};

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/**
 * Where a refund goes, as a return stores and answers it: 'original' (the online payment through its gateway),
 * 'store_credit', or 'bank' (a bank/UPI transfer the desk records — what 'original' means for cash on delivery).
 * A request may say 'original' or 'store_credit' (the contract) or the older 'bank'
 * (normalizeRefundTo); the web, the desk, the CSV and the webhooks read 'bank', so it stays the stored word.
 */
export const REFUND_DESTINATIONS = ['original', 'store_credit', 'bank'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const REFUND_DESTINATION_LABELS: Readonly<Record<RefundDestination, string>> = {
  original: 'the original payment',
  store_credit: 'Kapda store credit',
  bank: 'bank/UPI transfer',
};

export const isReturnStatus = (s: unknown): s is ReturnStatus => typeof s === 'string' && (RETURN_STATUSES as readonly string[]).includes(s);
const isReason = (s: unknown): s is ReturnReason => typeof s === 'string' && (RETURN_REASONS as readonly string[]).includes(s);

/** What else decides a return's moves: whether its replacement order was cancelled (exchanged → refunded). */
export interface ReturnMoveFacts {
  replacementCancelled?: boolean;
}

/**
 * The moves the desk may make from `from` for a return with this resolution: received → refunded only for a
 * refund and → exchanged only for an exchange; exchanged → refunded only once the replacement order was cancelled.
 */
export function allowedReturnMoves(from: ReturnStatus, resolution: string, facts: ReturnMoveFacts = {}): ReturnStatus[] {
  return RETURN_TRANSITIONS[from].filter((to) => {
    if (from === 'exchanged') return to === 'refunded' && facts.replacementCancelled === true;
    return to === 'refunded' ? resolution === 'refund' : to === 'exchanged' ? resolution === 'exchange' : true;
  });
}

export type QcResult = 'pass' | 'fail';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The desk's move as asked: the status, and the pickup and QC fields that may come with it. */
export interface ReturnMoveAsk {
  status?: unknown;
  qc?: unknown;
  courier?: unknown;
  trackingNumber?: unknown;
}

/**
 * The desk's move read against the table: the status it ends in and the QC result it records, or the 400
 * message (nothing changes then). QC is part of leaving picked_up: received means it passed, rejected that it
 * failed, and "received with qc 'fail'" (as the issue words it) ends rejected. The pickup's courier and
 * tracking number come only with the moves that set the pickup (approved, picked_up); qc only when leaving
 * picked_up.
 */
export function readReturnMove(from: ReturnStatus, ask: ReturnMoveAsk, resolution: string, facts: ReturnMoveFacts = {}): { problem: string } | { to: ReturnStatus; qc: QcResult | null } {
  const asked = ask.status;
  if (!isReturnStatus(asked)) return { problem: M.unknownStatus(String(asked ?? ''), RETURN_STATUSES) };
  const qc = ask.qc;
  if (given(qc) && qc !== 'pass' && qc !== 'fail') return { problem: M.qcInvalid };
  const to: ReturnStatus = from === 'picked_up' && asked === 'received' && qc === 'fail' ? 'rejected' : asked;
  const allowed = allowedReturnMoves(from, resolution, facts);
  if (!allowed.includes(to)) return { problem: M.illegalMove(from, asked, allowed) };
  if (given(qc) && from !== 'picked_up') return { problem: M.qcOnlyOnArrival };
  if (from === 'picked_up' && to === 'rejected' && qc === 'pass') return { problem: M.qcPassRejected };
  if ((given(ask.courier) || given(ask.trackingNumber)) && to !== 'approved' && to !== 'picked_up') return { problem: M.courierOnlyOnPickup };
  return { to, qc: from === 'picked_up' ? (to === 'received' ? 'pass' : 'fail') : null };
}

/** Null when the desk may move the return from `from` to `to` (with the QC result given, if any), else the 400 message. */
export function returnMoveProblem(from: ReturnStatus, to: unknown, resolution: string, qc?: unknown, facts: ReturnMoveFacts = {}): string | null {
  const read = readReturnMove(from, { status: to, qc }, resolution, facts);
  return 'problem' in read ? read.problem : null;
}

// ------------------------------------------------------------------ money

/**
 * What the customer paid for the first `pieces` pieces of a line of `quantity` pieces that cost
 * `paid` paise after its share of the coupon: each piece floor(paid / quantity), the last piece the
 * rounding — so all the pieces together are exactly `paid`.
 */
export function paidForPieces(paid: number, quantity: number, pieces: number): number {
  if (quantity <= 0 || pieces <= 0) return 0;
  if (pieces >= quantity) return paid;
  return Math.floor(paid / quantity) * pieces;
}

/**
 * The refund for `n` more pieces of a line, when `before.pieces` of it are already returned (or on
 * their way) and `before.credited` paise were already counted for them: the next pieces' pro-rata
 * value, and whatever rounding is left once the last piece comes back. Never negative.
 */
export function pieceRefund(line: { paid: number; quantity: number }, before: { pieces: number; credited: number }, n: number): number {
  return Math.max(0, paidForPieces(line.paid, line.quantity, before.pieces + n) - before.credited);
}

// ------------------------------------------------------------------ eligibility

/** One order line as a return request sees it. Paise. */
export interface ReturnableLine {
  id: number;
  variantSku: string;
  title: string;
  quantity: number;
  /** What the customer paid for the whole line: lineTotal − its coupon share. */
  paid: number;
  returnable: boolean;
  /** Pieces already in returns that are not rejected (done or on their way). */
  taken: number;
  /** refundShare already counted for those pieces. */
  credited: number;
}

export interface ReturnItemInput {
  variantSku?: unknown;
  quantity?: unknown;
  reason?: unknown;
  comment?: unknown;
  exchangeFor?: unknown;
}

export interface ReturnRequestInput {
  items?: unknown;
  resolution?: unknown;
  refundTo?: unknown;
  /** A bank/UPI refund: the shopper's UPI ID the desk pays to. */
  refundUpiId?: unknown;
  comment?: unknown;
}

export interface CheckedReturnItem {
  line: ReturnableLine;
  quantity: number;
  reason: ReturnReason;
  comment: string | null;
  exchangeForSku: string | null;
  refundShare: number;
}

export interface CheckedReturn {
  items: CheckedReturnItem[];
  resolution: ReturnResolution;
  refundTo: RefundDestination;
  /** Where the desk sends a bank/UPI refund (required for one, null otherwise). */
  refundUpiId: string | null;
  /** The refund for a refund; 0 for an exchange (the pieces' value is on each item). */
  refundAmount: number;
  comment: string | null;
}

export interface ReturnOrderFacts {
  status: string;
  /** When it became delivered (its history), null if never. */
  deliveredAt: Date | null;
  paymentMethod: string;
  /** Whether the order belongs to a member (store credit needs an account). */
  member: boolean;
}

export type ReturnCheck = { problem: string; field?: string } | { request: CheckedReturn };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().replace(/\s+/g, ' ') : null);

/** The last day (India's, YYYY-MM-DD) a delivered order may be returned: delivery day + window. */
export function lastReturnDay(deliveredAt: Date, windowDays: number): string {
  return addDays(indiaDate(deliveredAt), windowDays);
}

/** Null while the order may be returned at all (delivered, inside the window, in India's days), else why not. */
export function orderReturnProblem(order: Pick<ReturnOrderFacts, 'status' | 'deliveredAt'>, now: Date, windowDays: number): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return M.notDelivered;
  const last = lastReturnDay(order.deliveredAt, windowDays);
  if (indiaDate(now) > last) return M.windowClosed(formatDay(last), windowDays);
  return null;
}

const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/;

/** A UPI ID's shape (name@okhdfcbank): the handle, then the bank's PSP name. */
export function isUpiId(v: unknown): v is string {
  return typeof v === 'string' && UPI_ID.test(v);
}

/** A UPI ID as the shopper's own pages show it: the first two characters, then the bank (na***@okhdfcbank). */
export function maskUpiId(upi: string | null): string | null {
  if (!upi) return null;
  const at = upi.lastIndexOf('@');
  return `${upi.slice(0, Math.min(2, at))}***${upi.slice(at)}`;
}

/**
 * Where a refund goes when the shopper does not say: online → the payment; paid with store credit → store credit;
 * cash on delivery → store credit for a member, a bank/UPI transfer ('original' for cash) for a guest, who has no
 * account to hold credit.
 */
export function defaultRefundTo(order: Pick<ReturnOrderFacts, 'paymentMethod' | 'member'>): RefundDestination {
  if (order.paymentMethod === 'online') return 'original';
  if (order.paymentMethod === 'store_credit') return 'store_credit';
  return order.member ? 'store_credit' : 'bank';
}

/**
 * The stored destination for what the shopper asked: 'original' means the way they paid — the online payment, the
 * store credit that paid it, or for cash on delivery a bank/UPI transfer the store records ('bank', also accepted
 * as asked). Null for a word that is not a destination.
 */
export function normalizeRefundTo(order: Pick<ReturnOrderFacts, 'paymentMethod'>, asked: unknown): RefundDestination | null {
  if (asked === 'store_credit' || asked === 'bank') return asked;
  if (asked !== 'original') return null;
  if (order.paymentMethod === 'online') return 'original';
  if (order.paymentMethod === 'store_credit') return 'store_credit';
  return 'bank';
}

export function refundToProblem(order: Pick<ReturnOrderFacts, 'paymentMethod' | 'member'>, to: RefundDestination): string | null {
  if (to === 'store_credit' && !order.member) return M.creditNeedsAccount;
  if (order.paymentMethod === 'online') return to === 'bank' ? M.onlineNoBank : null;
  // Paid in full with store credit: it goes back where it came from.
  if (order.paymentMethod === 'store_credit') return to === 'store_credit' ? null : M.creditPaidOnly;
  return to === 'original' ? M.codNoOriginal : null;
}

/** The destinations a shopper may choose for this order, as stored ('bank' is 'original' for cash on delivery). */
export function refundDestinationsFor(order: Pick<ReturnOrderFacts, 'paymentMethod' | 'member'>): RefundDestination[] {
  return REFUND_DESTINATIONS.filter((d) => refundToProblem(order, d) === null);
}

/**
 * A shopper's return request checked against the order: delivered and inside the window, known
 * lines each once, whole pieces up to those not yet returned, returnable products, a reason each,
 * what they want and where a refund goes. The refund is computed here (pieceRefund). Whether an
 * exchange's new variant fits (same product and price, in stock) needs the catalogue: the service.
 */
export function checkReturnRequest(order: ReturnOrderFacts, lines: readonly ReturnableLine[], input: ReturnRequestInput, now: Date, windowDays: number): ReturnCheck {
  const closed = orderReturnProblem(order, now, windowDays);
  if (closed) return { problem: closed };
  const resolution = input.resolution ?? 'refund';
  if (resolution !== 'refund' && resolution !== 'exchange') return { problem: M.resolution, field: 'resolution' };
  // Where a refund goes — for an exchange too: if its replacement is cancelled, the pieces' value goes back there.
  let refundTo: RefundDestination = defaultRefundTo(order);
  if (input.refundTo !== undefined && input.refundTo !== null && input.refundTo !== '') {
    const asked = normalizeRefundTo(order, input.refundTo);
    if (!asked) return { problem: M.refundTo, field: 'refundTo' };
    const problem = refundToProblem(order, asked);
    if (problem) return { problem, field: 'refundTo' };
    refundTo = asked;
  }
  const comment = text(input.comment);
  if (comment && comment.length > 500) return { problem: M.commentTooLong, field: 'comment' };
  if (!Array.isArray(input.items) || input.items.length === 0) return { problem: M.noItems, field: 'items' };
  if (input.items.length > 50) return { problem: M.tooManyItems, field: 'items' };

  const items: CheckedReturnItem[] = [];
  const seen = new Set<number>();
  for (const raw of input.items as ReturnItemInput[]) {
    const sku = typeof raw?.variantSku === 'string' ? raw.variantSku.trim() : '';
    const line = lines.find((l) => l.variantSku === sku);
    if (!line) return { problem: M.unknownLine(sku), field: 'items.variantSku' };
    if (seen.has(line.id)) return { problem: M.lineTwice(sku), field: 'items.variantSku' };
    seen.add(line.id);
    const quantity = raw.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) return { problem: M.invalidQuantity, field: 'items.quantity' };
    if (!line.returnable) return { problem: M.notReturnable(line.title), field: 'items.variantSku' };
    const left = line.quantity - line.taken;
    if (left <= 0) return { problem: M.nothingLeft(line.title), field: 'items.quantity' };
    if (quantity > left) return { problem: M.tooMany(line.title, left), field: 'items.quantity' };
    if (!isReason(raw.reason)) return { problem: M.reason(RETURN_REASONS), field: 'items.reason' };
    const itemComment = text(raw.comment);
    if (itemComment && itemComment.length > 500) return { problem: M.commentTooLong, field: 'items.comment' };
    let exchangeForSku: string | null = null;
    if (resolution === 'exchange') {
      exchangeForSku = typeof raw.exchangeFor === 'string' && raw.exchangeFor.trim() !== '' ? raw.exchangeFor.trim() : null;
      if (!exchangeForSku) return { problem: M.exchangeFor, field: 'items.exchangeFor' };
      if (exchangeForSku === line.variantSku) return { problem: M.exchangeSame, field: 'items.exchangeFor' };
    } else if (raw.exchangeFor !== undefined && raw.exchangeFor !== null && raw.exchangeFor !== '') {
      return { problem: M.exchangeNotOnRefund, field: 'items.exchangeFor' };
    }
    items.push({ line, quantity, reason: raw.reason, comment: itemComment, exchangeForSku, refundShare: pieceRefund(line, { pieces: line.taken, credited: line.credited }, quantity) });
  }
  // Where the desk pays a bank/UPI refund, if the shopper gives it (optional: the desk can ask; asked after the
  // pieces, so their problems come first).
  let refundUpiId: string | null = null;
  if (refundTo === 'bank') {
    const upi = typeof input.refundUpiId === 'string' ? input.refundUpiId.trim() : '';
    if (upi !== '' && !isUpiId(upi)) return { problem: M.upiInvalid, field: 'refundUpiId' };
    refundUpiId = upi || null;
  }
  const value = items.reduce((s, i) => s + i.refundShare, 0);
  return { request: { items, resolution, refundTo, refundUpiId, refundAmount: resolution === 'refund' ? value : 0, comment } };
}

// ------------------------------------------------------------------ numbers and files

/** RTN-2611-482193: the day and month in India, then the id scrambled to six digits (as order numbers). */
export function returnNumberFor(id: number, at: Date): string {
  const day = indiaDate(at);
  const ddmm = `${day.slice(8, 10)}${day.slice(5, 7)}`;
  const scrambled = String((id * 387_583) % 1_000_000).padStart(6, '0');
  const high = Math.floor(id / 1_000_000);
  return `RTN-${ddmm}-${high > 0 ? high : ''}${scrambled}`;
}

export const RETURNS_CSV_HEADER = ['Return', 'Order', 'Requested (IST)', 'Status', 'Resolution', 'Customer email', 'Pieces', 'Items', 'Reasons', 'Refund (₹)', 'Refund to', 'Courier', 'Tracking number', 'Reference'] as const;

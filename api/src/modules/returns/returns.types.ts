import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ReturnPolicy', { description: "The store's return terms as it runs them: what the storefront's structured data and pages state." })
export class ReturnPolicyView {
  @Field(() => Int, { description: 'Days after delivery (India\'s days) a shopper may ask to return or exchange (RETURN_WINDOW_DAYS); 0: no returns. A product with returnable false takes none whatever this says.' }) windowDays: number;
}

@ObjectType('ReturnItem', { description: 'Pieces of one order line in a return (₹).' })
export class ReturnItemView {
  @Field(() => String) variantSku: string;
  @Field(() => String) title: string;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => Int) quantity: number;
  @Field(() => String, { description: 'size_too_small | size_too_large | damaged | not_as_described | wrong_item | changed_mind | other' }) reason: string;
  @Field(() => String) reasonLabel: string;
  @Field(() => String, { nullable: true }) comment: string | null;
  @Field(() => String, { nullable: true, description: 'The variant wanted instead (exchange).' }) exchangeFor: string | null;
  @Field(() => Float, { description: 'What the customer paid for these pieces (their share of the coupon taken off).' }) refundShare: number;
  @Field(() => String, { nullable: true }) image: string | null;
}

@ObjectType('ReturnEvent', { description: 'One move of a return: when, to what, by whom.' })
export class ReturnEventView {
  @Field(() => String, { nullable: true }) fromStatus: string | null;
  @Field(() => String) status: string;
  @Field(() => String) label: string;
  @Field(() => String, { description: 'customer | guest | admin | api-key' }) actor: string;
  @Field(() => String, { nullable: true, description: 'Back office only: the email of the staff member who made the move.' }) actorEmail: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Date) at: Date;
}

@ObjectType('ReturnRefund', { description: "The gateway's partial refund of an online order's return." })
export class ReturnRefundView {
  @Field(() => String, { description: "failed (not taken yet; refused when `failure` is set) | pending (taken, not settled) | processed. A return becomes refunded only once the gateway took it." }) status: string;
  @Field(() => Float) amount: number;
  @Field(() => String) gateway: string;
  @Field(() => String, { nullable: true, description: "Back office only: the gateway's words when it refused the refund (the desk retries it or refunds another way: retryReturnRefund)." }) failure: string | null;
}

@ObjectType('Return', { description: 'A return or exchange of pieces of one delivered order (₹).' })
export class ReturnView {
  @Field(() => ID) id: string;
  @Field(() => String) returnNumber: string;
  @Field(() => ID) orderId: string;
  @Field(() => String) orderNumber: string;
  @Field(() => String, { description: 'requested | approved | rejected | picked_up | received | refunded | exchanged' }) status: string;
  @Field(() => String) statusLabel: string;
  @Field(() => String, { description: 'refund | exchange' }) resolution: string;
  @Field(() => String, { description: "original (the online payment) | store_credit | bank (a bank/UPI transfer: what 'original' means for cash on delivery). For an exchange: where the value goes if its replacement is cancelled." }) refundTo: string;
  @Field(() => String) refundToLabel: string;
  @Field(() => String, { nullable: true, description: 'A bank/UPI refund: the UPI ID to pay (whole for the desk, masked like na***@okhdfcbank for the shopper).' }) refundUpiId: string | null;
  @Field(() => Float, { description: 'The refund (0 for an exchange).' }) refundAmount: number;
  @Field(() => String, { nullable: true }) comment: string | null;
  @Field(() => String, { nullable: true, description: 'Pickup courier.' }) courier: string | null;
  @Field(() => String, { nullable: true, description: 'Pickup tracking number.' }) trackingNumber: string | null;
  @Field(() => String, { nullable: true, description: "A bank/UPI refund's transfer reference." }) refundReference: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was rejected (QC failed, or the desk refused it).' }) rejectionReason: string | null;
  @Field(() => String) email: string;
  @Field(() => ReturnRefundView, { nullable: true }) refund: ReturnRefundView | null;
  @Field(() => String, { nullable: true, description: "Back office only: the last day (India's, YYYY-MM-DD) a credit note against the order's tax invoice may be declared — 30 November after the invoice's financial year (CGST s.34(2)); null before the order has an invoice." }) creditNoteDeadline: string | null;
  @Field(() => String, { nullable: true, description: 'Back office only: set when that day has passed or is within 30 days — what it means for the credit note.' }) creditNoteWarning: string | null;
  @Field(() => ID, { nullable: true, description: "An exchange's replacement order (paid by the pieces returned: paymentMethod 'exchange')." }) replacementOrderId: string | null;
  @Field(() => String, { nullable: true }) replacementOrderNumber: string | null;
  @Field(() => String, { nullable: true }) replacementOrderStatus: string | null;
  @Field(() => [ReturnItemView]) items: ReturnItemView[];
  @Field(() => [ReturnEventView]) timeline: ReturnEventView[];
  @Field(() => [String], { description: 'The statuses the desk may move it to now.' }) allowedMoves: string[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('ReturnPage')
export class ReturnPageView {
  @Field(() => [ReturnView]) returns: ReturnView[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) limit: number;
  @Field(() => Int) totalPages: number;
}

@ObjectType('ExchangeOption', { description: 'Another size or colour of the same product at the same price.' })
export class ExchangeOptionView {
  @Field(() => String) variantSku: string;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => Boolean) inStock: boolean;
}

@ObjectType('ReturnOptionLine', { description: 'One order line as "Return or exchange" offers it.' })
export class ReturnOptionLineView {
  @Field(() => String) variantSku: string;
  @Field(() => String) title: string;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => Int) quantity: number;
  @Field(() => Boolean, { description: 'False for products marked not returnable (innerwear and the like).' }) returnable: boolean;
  @Field(() => Int, { description: 'Pieces not yet returned or on their way back.' }) piecesLeft: number;
  @Field(() => Float, { description: 'What one piece refunds (the last piece of a line may differ by the rounding).' }) refundPerPiece: number;
  @Field(() => [Float], { description: 'What returning 1, 2, … piecesLeft pieces refunds now, exactly as a request computes it (index n − 1 for n pieces).' }) refundForPieces: number[];
  @Field(() => [ExchangeOptionView]) exchangeOptions: ExchangeOptionView[];
  @Field(() => String, { nullable: true }) image: string | null;
}

@ObjectType('ReturnReasonOption')
export class ReturnReasonOptionView {
  @Field(() => String) value: string;
  @Field(() => String) label: string;
}

@ObjectType('ReturnOptions', { description: "What an order's page offers for returns: whether it can be returned now, and per line." })
export class ReturnOptionsView {
  @Field(() => Boolean) canReturn: boolean;
  @Field(() => String, { nullable: true, description: 'Why not (not delivered yet, the window closed).' }) problem: string | null;
  @Field(() => String, { nullable: true, description: "India's last day to ask (YYYY-MM-DD)." }) lastDay: string | null;
  @Field(() => Int) windowDays: number;
  @Field(() => [ReturnOptionLineView]) lines: ReturnOptionLineView[];
  @Field(() => [ReturnReasonOptionView]) reasons: ReturnReasonOptionView[];
  @Field(() => [String], { description: 'Where a refund may go for this order: original | store_credit | bank.' }) refundDestinations: string[];
  @Field(() => String) defaultRefundTo: string;
}

@InputType('ReturnItemInput')
export class ReturnItemInput {
  @Field(() => String) variantSku: string;
  @Field(() => Int) quantity: number;
  @Field(() => String) reason: string;
  @Field(() => String, { nullable: true }) comment?: string | null;
  @Field(() => String, { nullable: true, description: 'Exchange: the SKU of the size/colour wanted instead.' }) exchangeFor?: string | null;
}

@InputType('RequestReturnInput')
export class RequestReturnInput {
  @Field(() => [ReturnItemInput]) items: ReturnItemInput[];
  @Field(() => String, { description: 'refund | exchange' }) resolution: string;
  @Field(() => String, { nullable: true, description: "original (the way it was paid: the online payment, or for cash on delivery a bank/UPI transfer the store records, answered as 'bank') | store_credit (members); 'bank' is still read. Default: original online, store credit for members paying cash, a bank/UPI transfer for guests." }) refundTo?: string | null;
  @Field(() => String, { nullable: true, description: 'A bank/UPI refund: the UPI ID to send it to (name@okhdfcbank), optional — the desk asks otherwise.' }) refundUpiId?: string | null;
  @Field(() => String, { nullable: true, description: 'Idempotency-Key: a retried request with the same key and input answers the first one\'s return.' }) idempotencyKey?: string | null;
  @Field(() => String, { nullable: true }) comment?: string | null;
}

@InputType('MoveReturnInput')
export class MoveReturnInput {
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true, description: 'The reason, required to reject (the customer is told; a QC failure has a default).' }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'Only with approved or picked_up: the pickup courier.' }) courier?: string | null;
  @Field(() => String, { nullable: true, description: 'Only with approved or picked_up: the pickup tracking number.' }) trackingNumber?: string | null;
  @Field(() => String, { nullable: true, description: "Only leaving picked_up: 'pass' (received) or 'fail' (rejected: received with qc 'fail' ends rejected too)." }) qc?: string | null;
  @Field(() => String, { nullable: true, description: 'A bank/UPI refund: the transfer reference (required to mark it refunded).' }) reference?: string | null;
  @Field(() => String, { nullable: true, description: "With status 'approved': 'refund' turns an exchange whose new size sold out into a refund." }) resolution?: string | null;
  @Field(() => String, { nullable: true, description: "With resolution refund: where it goes. With status 'refunded' after the gateway refused the refund: 'store_credit', or 'bank' with reference." }) refundTo?: string | null;
}

@InputType('RetryReturnRefundInput')
export class RetryReturnRefundInput {
  @Field(() => String, { nullable: true, description: "Empty: ask the gateway again. 'store_credit' (members) or 'bank' (with reference): refund that way instead." }) refundTo?: string | null;
  @Field(() => String, { nullable: true, description: "A bank/UPI transfer's reference." }) reference?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

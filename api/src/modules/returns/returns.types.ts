import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

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
  @Field(() => String, { description: 'pending | processed | failed' }) status: string;
  @Field(() => Float) amount: number;
  @Field(() => String) gateway: string;
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
  @Field(() => String, { description: 'original | store_credit | bank (a refund only)' }) refundTo: string;
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
  @Field(() => ID, { nullable: true, description: "An exchange's ₹0 replacement order." }) replacementOrderId: string | null;
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
  @Field(() => String, { nullable: true, description: 'original (online orders) | store_credit | bank (cash on delivery); default: original online, store credit for members paying cash, bank for guests.' }) refundTo?: string | null;
  @Field(() => String, { nullable: true, description: 'Required for a bank refund: the UPI ID to send it to (name@okhdfcbank).' }) refundUpiId?: string | null;
  @Field(() => String, { nullable: true }) comment?: string | null;
}

@InputType('MoveReturnInput')
export class MoveReturnInput {
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true, description: 'The reason, required to reject (the customer is told).' }) note?: string | null;
  @Field(() => String, { nullable: true }) courier?: string | null;
  @Field(() => String, { nullable: true }) trackingNumber?: string | null;
  @Field(() => String, { nullable: true, description: "Leaving picked_up: 'pass' (received) or 'fail' (rejected)." }) qc?: string | null;
  @Field(() => String, { nullable: true, description: 'A bank/UPI refund: the transfer reference (required to mark it refunded).' }) reference?: string | null;
  @Field(() => String, { nullable: true, description: "With status 'approved': 'refund' turns an exchange whose new size sold out into a refund." }) resolution?: string | null;
  @Field(() => String, { nullable: true, description: 'With resolution refund: where it goes.' }) refundTo?: string | null;
}

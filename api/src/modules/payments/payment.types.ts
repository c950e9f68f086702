import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { OrderView } from '../orders/order.types';
import type { PaymentPanel } from './payment.service';

@InputType('PaymentReturnInput', { description: "What the shopper brings back from the gateway: the sandbox's signed query, Razorpay checkout's signed answer, or Cashfree's order id." })
export class PaymentReturnInput {
  @Field(() => String, { nullable: true, description: 'sandbox (default) | razorpay | cashfree' }) gateway?: string | null;
  @Field(() => String, { nullable: true }) reference?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) paymentId?: string | null;
  @Field(() => String, { nullable: true }) amount?: string | null;
  @Field(() => String, { nullable: true }) signature?: string | null;
  @Field(() => String, { nullable: true }) razorpay_order_id?: string | null;
  @Field(() => String, { nullable: true }) razorpay_payment_id?: string | null;
  @Field(() => String, { nullable: true }) razorpay_signature?: string | null;
  @Field(() => String, { nullable: true, description: 'Cashfree: the order id it returned with.' }) order_id?: string | null;
  @Field(() => String, { nullable: true, description: "The order's access token the page kept (a guest's Cashfree return proves nothing by itself)." }) token?: string | null;
}

@ObjectType('PaymentResult')
export class PaymentResultView {
  @Field(() => String, { description: "'paid', 'failed', 'pending' (the gateway has not settled it yet) or 'late_refunded' (paid after the order stopped waiting: refunded)." }) outcome: string;
  @Field(() => String) message: string;
  @Field(() => String) orderNumber: string;
  @Field(() => OrderView, { nullable: true, description: 'Only for a signed answer, or a caller who may already read the order (its owner, or its token).' }) order: OrderView | null;
  @Field(() => String, { nullable: true }) accessToken: string | null;
}

@InputType('SandboxPaymentInput', { description: 'The signed query of the sandbox pay page.' })
export class SandboxPaymentInput {
  @Field(() => String) reference: string;
  @Field(() => String) amount: string;
  @Field(() => String) order: string;
  @Field(() => String) signature: string;
}

@ObjectType('SandboxPayment')
export class SandboxPaymentView {
  @Field(() => String) reference: string;
  @Field(() => String) orderNumber: string;
  @Field(() => Int, { description: 'Paise.' }) amountPaise: number;
  @Field(() => String) status: string;
}

@ObjectType('PaymentAttempt', { description: 'One try at collecting an order online (a retry is a new try). Paise.' })
export class PaymentAttemptView {
  @Field(() => ID) id: string;
  @Field(() => String) gateway: string;
  @Field(() => String) reference: string;
  @Field(() => String, { description: 'created | paid | failed | abandoned | refunded | review' }) status: string;
  @Field(() => Int) amountPaise: number;
  @Field(() => String, { nullable: true }) gatewayOrderId: string | null;
  @Field(() => String, { nullable: true }) gatewayPaymentId: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('PaymentRefund', { description: 'Money given back through the gateway the order was paid with. Paise.' })
export class PaymentRefundView {
  @Field(() => ID) id: string;
  @Field(() => String) gateway: string;
  @Field(() => String, { description: 'cancel | late | return' }) reason: string;
  @Field(() => String, { description: 'pending | processed | failed' }) status: string;
  @Field(() => Int) amountPaise: number;
  @Field(() => String) refundKey: string;
  @Field(() => String, { nullable: true }) gatewayRefundId: string | null;
  @Field(() => String, { nullable: true }) failure: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('PaymentEvent', { description: 'A gateway call or webhook on the order’s record.' })
export class PaymentEventView {
  @Field(() => String) gateway: string;
  @Field(() => String, { description: 'create | return | webhook | check | refund | flag' }) kind: string;
  @Field(() => String) name: string;
  @Field(() => Boolean) ok: boolean;
  @Field(() => Int, { nullable: true }) amountPaise: number | null;
  @Field(() => String, { nullable: true }) gatewayRef: string | null;
  @Field(() => String, { nullable: true, description: "What happened; a failure's reason as the gateway gave it." }) detail: string | null;
  @Field(() => Date) at: Date;
}

@ObjectType('PaymentPanel', { description: "The back office's payment panel of an order." })
export class PaymentPanelView {
  @Field(() => ID) orderId: string;
  @Field(() => String) status: string;
  @Field(() => String, { description: 'awaiting | paid | failed | review | refund_pending | refunded | partially_refunded | refund_failed | pending | not_collected' }) paymentStatus: string;
  @Field(() => [PaymentAttemptView]) attempts: PaymentAttemptView[];
  @Field(() => [PaymentRefundView]) refunds: PaymentRefundView[];
  @Field(() => [PaymentEventView]) events: PaymentEventView[];
}

export function paymentPanelView(p: PaymentPanel): PaymentPanelView {
  return {
    orderId: String(p.order.id), status: p.order.status, paymentStatus: p.order.paymentStatus,
    attempts: p.attempts.map((a) => ({ id: String(a.id), gateway: a.gateway, reference: a.reference, status: a.status, amountPaise: a.amount, gatewayOrderId: a.gatewayOrderId, gatewayPaymentId: a.gatewayPaymentId, createdAt: a.createdAt })),
    refunds: p.refunds.map((r) => ({ id: String(r.id), gateway: r.gateway, reason: r.reason, status: r.status, amountPaise: r.amount, refundKey: r.refundKey, gatewayRefundId: r.gatewayRefundId, failure: r.failure, createdAt: r.createdAt })),
    events: p.events.map((e) => ({ gateway: e.gateway, kind: e.kind, name: e.name, ok: e.ok, amountPaise: e.amount, gatewayRef: e.gatewayRef, detail: e.detail, at: e.createdAt })),
  };
}

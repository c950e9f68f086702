import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { OrderView } from '../orders/order.types';

@InputType('PaymentReturnInput', { description: 'The query /payment/callback was opened with, as the gateway signed it.' })
export class PaymentReturnInput {
  @Field(() => String, { nullable: true }) gateway?: string | null;
  @Field(() => String) reference: string;
  @Field(() => String) status: string;
  @Field(() => String) paymentId: string;
  @Field(() => String) amount: string;
  @Field(() => String) signature: string;
}

@ObjectType('PaymentResult')
export class PaymentResultView {
  @Field(() => String, { description: "'paid', 'failed', or 'late_refunded' (paid after the order had expired: refunded)." }) outcome: string;
  @Field(() => String) message: string;
  @Field(() => OrderView) order: OrderView;
  @Field(() => String) accessToken: string;
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

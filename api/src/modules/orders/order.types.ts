import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GuestCartLineInput } from '../cart/cart.types';

@ObjectType('OrderAddress', { description: 'An Indian address as the order keeps it.' })
export class OrderAddressView {
  @Field(() => String) fullName: string;
  @Field(() => String, { description: '10-digit mobile number.' }) phone: string;
  @Field(() => String) line1: string;
  @Field(() => String, { nullable: true }) line2: string | null;
  @Field(() => String, { nullable: true }) landmark: string | null;
  @Field(() => String) pincode: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String, { description: 'GST state code.' }) stateCode: string;
}

@ObjectType('OrderItem', { description: 'A snapshot of a line as it was bought (₹).' })
export class OrderItemView {
  @Field(() => ID) productId: string;
  @Field(() => String) title: string;
  @Field(() => String) slug: string;
  @Field(() => String) variantSku: string;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: 'GST-inclusive price of one piece.' }) unitPrice: number;
  @Field(() => Float, { description: 'unitPrice × quantity, whole rupees, before the coupon.' }) lineTotal: number;
  @Field(() => Float, { description: "This line's share of the coupon discount." }) discount: number;
  @Field(() => String) hsn: string;
  @Field(() => Int, { description: 'GST rate charged (by the piece value after discount for apparel and footwear).' }) gstRate: number;
  @Field(() => Float) taxableValue: number;
  @Field(() => Float) cgst: number;
  @Field(() => Float) sgst: number;
  @Field(() => Float) igst: number;
  @Field(() => String, { nullable: true }) image: string | null;
}

@ObjectType('OrderEvent', { description: 'One status change: when, to what, by whom.' })
export class OrderEventView {
  @Field(() => String, { nullable: true }) fromStatus: string | null;
  @Field(() => String) status: string;
  @Field(() => String) label: string;
  @Field(() => String, { description: "'customer', 'guest', 'admin', 'system'." }) actor: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Date) at: Date;
}

@ObjectType('Order', { description: 'An order (₹ amounts; shipping is always free).' })
export class OrderView {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'Human order number, e.g. KPD-2611-482193.' }) orderNumber: string;
  @Field(() => String, { description: 'pending_payment | confirmed | payment_failed | packed | shipped | out_for_delivery | delivered | cancelled' }) status: string;
  @Field(() => String) statusLabel: string;
  @Field(() => [OrderItemView]) items: OrderItemView[];
  @Field(() => Int) itemCount: number;
  @Field(() => Float) subtotal: number;
  @Field(() => Float) discount: number;
  @Field(() => Float) shipping: number;
  @Field(() => Float) total: number;
  @Field(() => Float, { description: "Paid from the member's store credit (₹): a payment, not a discount — the total and its GST are unchanged." }) storeCreditUsed: number;
  @Field(() => Float, { description: 'What is left to pay online or on delivery: total − storeCreditUsed (₹).' }) amountDue: number;
  @Field(() => Boolean, { description: 'The shopper asked for order updates on WhatsApp.' }) whatsappOptIn: boolean;
  @Field(() => Float, { description: 'GST contained in the total.' }) taxAmount: number;
  @Field(() => Float) cgst: number;
  @Field(() => Float) sgst: number;
  @Field(() => Float) igst: number;
  @Field(() => String, { nullable: true }) couponCode: string | null;
  @Field(() => String) email: string;
  @Field(() => OrderAddressView) shippingAddress: OrderAddressView;
  @Field(() => OrderAddressView, { nullable: true }) billingAddress: OrderAddressView | null;
  @Field(() => String, { nullable: true }) gstin: string | null;
  @Field(() => String, { description: 'cod | online | store_credit (the store credit paid all of it)' }) paymentMethod: string;
  @Field(() => String, { description: 'pending | awaiting | paid | failed | refunded | not_collected' }) paymentStatus: string;
  @Field(() => String, { nullable: true }) courier: string | null;
  @Field(() => String, { nullable: true }) trackingNumber: string | null;
  @Field(() => String, { nullable: true, description: "The courier's tracking page for this parcel (the tracking number in its address where the courier takes it); null for a courier not on the list or before shipping." }) trackingUrl: string | null;
  @Field(() => Date, { nullable: true, description: 'Online orders: when the held stock is released if unpaid.' }) holdExpiresAt: Date | null;
  @Field(() => Boolean, { description: 'Whether the customer may cancel it now.' }) canCancel: boolean;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('OrderDetail', { description: 'An order with its timeline and invoice.' })
export class OrderDetailView {
  @Field(() => OrderView) order: OrderView;
  @Field(() => [OrderEventView]) timeline: OrderEventView[];
  @Field(() => String, { nullable: true, description: 'The tax invoice number once the order has shipped.' }) invoiceSerial: string | null;
  @Field(() => String, { nullable: true, description: 'The printable invoice page (append &format=pdf for the PDF).' }) invoiceUrl: string | null;
  @Field(() => String, { description: 'Signed token that opens this order without signing in (the guest link).' }) accessToken: string;
  @Field(() => String, { nullable: true, description: "The day it should arrive (YYYY-MM-DD, India) from the PIN's delivery days: from placing until it ships, then from shipping. Null unless confirmed, packed, shipped or out for delivery." }) expectedDelivery: string | null;
  @Field(() => String, { nullable: true, description: '"Arrives by Fri, 28 Nov" for expectedDelivery.' }) expectedDeliveryText: string | null;
}

@ObjectType('OrderPage')
export class OrderPageView {
  @Field(() => [OrderView]) orders: OrderView[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) limit: number;
  @Field(() => Int) totalPages: number;
}

@ObjectType('PaymentStart', { description: "How the shopper pays online: the sandbox's page (redirectUrl), or the gateway's checkout opened in the page." })
export class PaymentStartView {
  @Field(() => String) reference: string;
  @Field(() => String, { description: 'sandbox | razorpay | cashfree' }) gateway: string;
  @Field(() => String, { nullable: true }) redirectUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Razorpay: the key id checkout.js opens with.' }) keyId?: string | null;
  @Field(() => String, { nullable: true, description: "The gateway's order id (Razorpay order_…, Cashfree order_id)." }) gatewayOrderId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Razorpay: the amount in paise.' }) amount?: number | null;
  @Field(() => String, { nullable: true }) currency?: string | null;
  @Field(() => String, { nullable: true, description: "Cashfree: the payment session id its JS checkout opens." }) paymentSessionId?: string | null;
  @Field(() => String, { nullable: true, description: 'Cashfree: sandbox | production.' }) environment?: string | null;
  @Field(() => String, { nullable: true, description: 'The gateway could not be reached: the order waits and "Pay now" tries again.' }) problem?: string | null;
}

@ObjectType('PlaceOrderResult')
export class PlaceOrderResult {
  @Field(() => String) message: string;
  @Field(() => OrderView) order: OrderView;
  @Field(() => PaymentStartView, { nullable: true }) payment: PaymentStartView | null;
  @Field(() => String, { description: 'Signed token that opens the order (the confirmation page and the guest link use it).' }) accessToken: string;
}

@InputType('AddressInput', { description: 'An Indian address: PIN code (6 digits), state from the 28 states and 8 union territories.' })
export class AddressInput {
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String) line1: string;
  @Field(() => String, { nullable: true }) line2?: string | null;
  @Field(() => String, { nullable: true }) landmark?: string | null;
  @Field(() => String) pincode: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
}

@InputType('PlaceOrderInput')
export class PlaceOrderInput {
  @Field(() => AddressInput) shippingAddress: AddressInput;
  @Field(() => AddressInput, { nullable: true, description: 'Leave out when billing is the same as shipping.' }) billingAddress?: AddressInput | null;
  @Field(() => String, { nullable: true, description: 'Business buyers: 15-character GSTIN (format and check character are validated).' }) gstin?: string | null;
  @Field(() => String, { description: "cod | online, or store_credit when useStoreCredit pays it all" }) paymentMethod: string;
  @Field(() => String, { nullable: true, description: 'Guests only.' }) email?: string | null;
  @Field(() => [GuestCartLineInput], { nullable: true, description: "Guests only: the cart lines (members' come from their server cart)." }) items?: GuestCartLineInput[] | null;
  @Field(() => String, { nullable: true, description: "Guests only (members' coupon comes from their cart)." }) couponCode?: string | null;
  @Field(() => String, { nullable: true, description: 'The same key on a retried submit answers the same order.' }) idempotencyKey?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Members only: pay from the store credit balance (all of the order when it covers it: then paymentMethod becomes store_credit)." }) useStoreCredit?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Send order updates on WhatsApp to the delivery address\'s mobile (confirmed, shipped, out for delivery, delivered, refunds). Default false.' }) whatsappOptIn?: boolean | null;
}

@InputType('OrderStatusInput')
export class OrderStatusInput {
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) courier?: string | null;
  @Field(() => String, { nullable: true }) trackingNumber?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@ObjectType('Invoice', { description: 'A tax invoice (CGST Rule 46).' })
export class InvoiceView {
  @Field(() => String) serial: string;
  @Field(() => Date) issuedAt: Date;
  @Field(() => String) placeOfSupply: string;
  @Field(() => Boolean, { description: 'CGST + SGST (true) or IGST (false).' }) intraState: boolean;
  @Field(() => Float) taxableValue: number;
  @Field(() => Float) cgst: number;
  @Field(() => Float) sgst: number;
  @Field(() => Float) igst: number;
  @Field(() => Float) total: number;
  @Field(() => String) htmlUrl: string;
  @Field(() => String) pdfUrl: string;
}

@ObjectType('CheckoutSettings', { description: 'What the checkout page needs to know before the order is priced.' })
export class CheckoutSettingsView {
  @Field(() => Int, { description: 'Cash on delivery is refused above this order value (₹).' }) codMaxOrderValue: number;
  @Field(() => Int, { description: 'Minutes an unpaid online order holds its stock.' }) paymentHoldMinutes: number;
  @Field(() => [String], { description: "The payment methods open now: 'cod', and 'online' when a gateway is configured." }) paymentMethods: string[];
  @Field(() => String, { nullable: true, description: 'The gateway online orders are paid through (sandbox | razorpay | cashfree); null when online payment is closed.' }) onlineGateway: string | null;
}

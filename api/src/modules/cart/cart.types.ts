import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

/** One cart line as the shopper sees it, priced by the server (SPEC.md §3 Cart item). */
@ObjectType('CartItem', { description: 'A cart line: one product in one size and colour, priced by the server (₹, GST-inclusive).' })
export class CartItemView {
  @Field(() => ID, { description: 'Member carts: the line id. Guest carts: "productId|size|color".' })
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: 'First product image; null → the web shows its default image.' })
  image: string | null;

  @Field(() => String)
  size: string;

  @Field(() => String)
  color: string;

  @Field(() => String)
  variantSku: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float, { description: 'GST-inclusive unit price (₹, 2 decimals).' })
  price: number;

  @Field(() => Float, { description: 'MRP (₹, tax-inclusive), never below price.' })
  mrp: number;

  @Field(() => Float)
  gstRate: number;

  @Field(() => Float, { description: 'price × quantity, whole rupees (SPEC.md §9).' })
  lineAmount: number;

  @Field(() => Int, { description: 'Units in stock for this size and colour now.' })
  stock: number;
}

@ObjectType('CartGst', {
  description: "GST contained in the cart total, after the coupon discount (₹, 2 decimals), as the order will charge it: CGST + SGST when delivered in the seller's state, IGST elsewhere.",
})
export class CartGstView {
  @Field(() => Float, { description: 'cgst + sgst: the GST of a delivery in the seller\'s state.' })
  total: number;

  @Field(() => Float, { description: 'Equal to sgst.' })
  cgst: number;

  @Field(() => Float)
  sgst: number;

  @Field(() => Float, { description: 'The GST of a delivery to any other state (each tax is rounded on its own: it may differ from total by a paisa).' })
  igst: number;

  @Field(() => String, { description: "The seller's state code: a delivery there pays CGST + SGST." })
  sellerStateCode: string;
}

@ObjectType('Cart', { description: 'A cart priced by the server. Every amount is in ₹ and GST-inclusive.' })
export class CartView {
  @Field(() => ID, { description: '"member:{userId}" for a member cart, "guest" for a priced guest cart.' })
  id: string;

  @Field(() => [CartItemView])
  items: CartItemView[];

  @Field(() => Int, { description: 'Sum of quantities (the header badge).' })
  itemCount: number;

  @Field(() => Float, { description: 'Sum of line amounts, GST-inclusive, whole rupees.' })
  subtotal: number;

  @Field(() => Float, { description: 'Always 0 (shown as Free).' })
  shipping: number;

  @Field(() => Float, { description: 'subtotal − couponDiscount, floored at 0, whole rupees.' })
  total: number;

  @Field(() => Float, {
    description: 'SPEC.md §9 "tax amount": total − subtotal. Prices are already GST-inclusive, so this is 0 or negative (minus the coupon discount); the GST inside the total is `gst`.',
  })
  taxAmount: number;

  @Field(() => CartGstView)
  gst: CartGstView;

  @Field(() => String, { nullable: true, description: 'The applied coupon, upper-cased; null when none applies.' })
  couponCode: string | null;

  @Field(() => Float, { description: 'Discount the coupon gives on this cart, whole rupees.' })
  couponDiscount: number;

  @Field(() => String, {
    nullable: true,
    description: "Why a coupon was refused or removed ('Invalid coupon', 'Add ₹X more to use this coupon', …).",
  })
  couponError: string | null;

  @Field(() => [String], { description: 'What the server changed on its own (a line dropped or reduced to stock, a coupon removed).' })
  notices: string[];
}

@InputType({ description: 'Which product to add: productId with size and colour, or variantSku.' })
export class AddToCartInput {
  @Field(() => ID, { nullable: true })
  productId?: string | null;

  @Field(() => String, { nullable: true })
  size?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;

  @Field(() => String, { nullable: true })
  variantSku?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'How many to add (1..99; default 1).' })
  quantity?: number | null;
}

@InputType({ description: 'One line of a guest cart as kept in localStorage under `cart`.' })
export class GuestCartLineInput {
  @Field(() => ID, { nullable: true })
  productId?: string | null;

  @Field(() => String, { nullable: true })
  size?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;

  @Field(() => String, { nullable: true })
  variantSku?: string | null;

  @Field(() => Float, { nullable: true, description: 'Numbers only; an invalid quantity counts as 1.' })
  quantity?: number | null;
}

@InputType({ description: 'Set a guest line quantity (0 or less removes it).' })
export class GuestLineQuantityInput {
  @Field(() => ID, { description: 'The line id priceCart returned ("productId|size|color").' })
  lineId: string;

  @Field(() => Int)
  quantity: number;
}

@InputType({
  description:
    'A guest cart to price. Stored lines are priced leniently (unknown ones dropped, quantities cut to stock, with notices); ' +
    '`add` and `update` are checked strictly like a member cart (an error changes nothing).',
})
export class PriceCartInput {
  @Field(() => [GuestCartLineInput])
  lines: GuestCartLineInput[];

  @Field(() => String, { nullable: true, description: 'localStorage cartCoupon; refused codes come back as couponError.' })
  couponCode?: string | null;

  @Field(() => AddToCartInput, { nullable: true, description: 'Add this to the lines first (same line adds up).' })
  add?: AddToCartInput | null;

  @Field(() => GuestLineQuantityInput, { nullable: true, description: 'Change one line quantity first.' })
  update?: GuestLineQuantityInput | null;
}

@InputType({ description: "A guest's localStorage cart, coupon and wishlist, sent right after login or register." })
export class MergeGuestCartInput {
  @Field(() => [GuestCartLineInput], { defaultValue: [] })
  lines: GuestCartLineInput[];

  @Field(() => String, { nullable: true })
  couponCode?: string | null;

  @Field(() => [ID], { defaultValue: [] })
  wishlistProductIds: string[];

  @Field(() => String, {
    nullable: true,
    description: 'A key the browser makes once per guest cart (up to 64 characters). Sending the same key again changes nothing, so a merge cut off by a reload is never applied twice.',
  })
  mergeKey?: string | null;
}

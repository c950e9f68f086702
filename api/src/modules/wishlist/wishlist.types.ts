import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CartView } from '../cart/cart.types';

@ObjectType('WishlistVariant', { description: 'One size/colour of a wishlisted product (for the move-to-cart picker).' })
export class WishlistVariantView {
  @Field(() => String)
  sku: string;

  @Field(() => String)
  size: string;

  @Field(() => String)
  color: string;

  @Field(() => Int)
  stock: number;

  @Field(() => Float, { description: 'GST-inclusive price (₹).' })
  price: number;

  @Field(() => Float)
  mrp: number;
}

@ObjectType('WishlistItem', { description: 'A wishlisted product (SPEC.md §3 Wishlist item).' })
export class WishlistItemView {
  @Field(() => ID, { description: 'The product id (a product is in a wishlist at most once).' })
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  title: string;

  @Field(() => Float, { description: 'Lowest GST-inclusive price over its variants (₹).' })
  price: number;

  @Field(() => Float)
  mrp: number;

  @Field(() => String, { nullable: true })
  image: string | null;

  @Field(() => Boolean, { description: 'Some size/colour is in stock.' })
  hasStock: boolean;

  @Field(() => String, { nullable: true, description: 'ISO date-time it was added (null for a guest wishlist).' })
  addedAt: string | null;

  @Field(() => [WishlistVariantView])
  variants: WishlistVariantView[];
}

@ObjectType('Wishlist')
export class WishlistView {
  @Field(() => [WishlistItemView])
  items: WishlistItemView[];

  @Field(() => Int)
  count: number;

  @Field(() => [String], { description: 'What the server skipped (products no longer available).' })
  notices: string[];
}

@InputType({ description: 'Move a wishlisted product to the cart; size and colour (or variantSku) are needed when it has several.' })
export class MoveWishlistItemInput {
  @Field(() => ID)
  productId: string;

  @Field(() => String, { nullable: true })
  size?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;

  @Field(() => String, { nullable: true })
  variantSku?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  quantity?: number | null;
}

@ObjectType({ description: 'Cart and wishlist after a move or a merge.' })
export class CartAndWishlist {
  @Field(() => CartView)
  cart: CartView;

  @Field(() => WishlistView)
  wishlist: WishlistView;

  @Field(() => [String], { description: 'What changed while merging (quantities cut to 99 or to stock, lines dropped, coupon refused).' })
  notices: string[];
}

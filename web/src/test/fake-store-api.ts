/**
 * A small in-memory stand-in for the store's cart and wishlist GraphQL API, as msw handlers: priced
 * guest carts (priceCart), a member cart and wishlist, coupons, stock refusals and the guest merge.
 * Totals come from the shared pricing module, so answers look like the real server's. Every call is
 * recorded in `calls` so tests can check what the web sent.
 */
import { HttpResponse } from 'msw';
import { priceCartLines, type CouponTerms } from '@kapda/rules/pricing';
import type { CartFieldsFragment, WishlistFieldsFragment } from '../gql/graphql';
import { api } from './msw';

type CartItem = CartFieldsFragment['items'][number];
/** A GraphQL answer body, typed so msw's GraphQL handlers accept it. */
type GraphQLAnswer = HttpResponse<{ data?: Record<string, unknown>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> }>;
type WishlistItem = WishlistFieldsFragment['items'][number];

export interface FakeProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  mrp: number;
  gstRate: number;
  image: string | null;
  /** Stock per "size|color". */
  stock: Record<string, number>;
}

export const KURTA: FakeProduct = {
  id: 'p-kurta',
  slug: 'maroon-chanderi-kurta',
  title: 'Maroon Chanderi Kurta',
  price: 1049,
  mrp: 1499,
  gstRate: 5,
  image: '/media/maroon-chanderi-kurta-640.webp',
  stock: { 'M|Maroon': 120, 'L|Maroon': 2, 'M|Navy': 10 },
};

export const DUPATTA: FakeProduct = {
  id: 'p-dupatta',
  slug: 'gold-zari-dupatta',
  title: 'Gold Zari Dupatta',
  price: 599,
  mrp: 799,
  gstRate: 5,
  image: null,
  stock: { 'Free Size|Gold': 30 },
};

export const COUPONS: Record<string, CouponTerms> = {
  WELCOME10: { kind: 'percent', value: 10, minOrderValue: 999, maxDiscount: 500 },
  FLAT200: { kind: 'flat', value: 200, minOrderValue: 2999 },
};

interface LineInput {
  productId?: string | null;
  size?: string | null;
  color?: string | null;
  variantSku?: string | null;
  quantity?: number | null;
}

const sku = (p: FakeProduct, size: string, color: string) => `${p.id}-${size}-${color}`.toUpperCase();

class Refusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function fakeStoreApi(products: FakeProduct[] = [KURTA, DUPATTA]) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const member = { lines: [] as CartItem[], coupon: null as string | null, wishlist: [] as WishlistItem[], nextLine: 1 };

  function item(p: FakeProduct, size: string, color: string, quantity: number, id: string): CartItem {
    return { __typename: 'CartItem', id, productId: p.id, slug: p.slug, name: p.title, image: p.image, size, color, variantSku: sku(p, size, color), quantity, price: p.price, mrp: p.mrp, gstRate: p.gstRate, lineAmount: 0, stock: p.stock[`${size}|${color}`] ?? 0 } as CartItem;
  }

  function checkStock(line: CartItem) {
    if (line.quantity > line.stock) throw new Refusal(400, `Only ${line.stock} left of ${line.name} (${line.size}, ${line.color})`);
  }

  /** Same product, size and colour adds up; capped at 99; never above stock. */
  function addTo(lines: CartItem[], input: LineInput, newId: () => string): CartItem[] {
    const p = input.productId ? byId.get(input.productId) : undefined;
    if (!p || !input.size || !input.color) throw new Refusal(400, 'Invalid product');
    const existing = lines.find((l) => l.productId === p.id && l.size === input.size && l.color === input.color);
    const quantity = Math.min(99, (existing?.quantity ?? 0) + (input.quantity ?? 1));
    const next = item(p, input.size, input.color, quantity, existing?.id ?? newId());
    checkStock(next);
    return existing ? lines.map((l) => (l === existing ? next : l)) : [...lines, next];
  }

  function setQuantity(lines: CartItem[], lineId: string, quantity: number): CartItem[] {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new Refusal(404, 'Cart item not found');
    if (quantity <= 0) return lines.filter((l) => l !== line);
    const next = { ...line, quantity: Math.min(99, quantity) };
    checkStock(next);
    return lines.map((l) => (l === line ? next : l));
  }

  function priced(lines: CartItem[], couponCode: string | null, id: string): CartFieldsFragment {
    const code = couponCode?.toUpperCase() ?? null;
    const terms = code ? COUPONS[code] : null;
    const price = priceCartLines(lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity, gstRate: l.gstRate })), terms);
    const refused = code && (!terms ? 'Invalid coupon' : price.couponError);
    return {
      __typename: 'Cart',
      id,
      items: lines.map((l, i) => ({ ...l, lineAmount: price.lines[i].lineAmount })),
      itemCount: price.itemCount,
      subtotal: price.subtotal,
      shipping: price.shipping,
      total: refused ? price.subtotal : price.total,
      taxAmount: refused ? 0 : price.taxAmount,
      gst: { __typename: 'CartGst', ...price.gst, sellerStateCode: '24' },
      couponCode: refused ? null : code,
      couponDiscount: refused ? 0 : price.couponDiscount,
      couponError: refused || null,
      notices: [],
    } as CartFieldsFragment;
  }

  const memberCart = () => priced(member.lines, member.coupon, 'member:7');
  const wishlistAnswer = (items: WishlistItem[]) => ({ __typename: 'Wishlist', items, count: items.length, notices: [] });

  function wishlistItem(p: FakeProduct, addedAt: string | null = '2026-11-20T10:00:00.000Z'): WishlistItem {
    return {
      __typename: 'WishlistItem', id: p.id, productId: p.id, slug: p.slug, title: p.title, price: p.price, mrp: p.mrp, image: p.image, hasStock: true, addedAt,
      variants: Object.entries(p.stock).map(([key, stock]) => {
        const [size, color] = key.split('|');
        return { __typename: 'WishlistVariant', sku: sku(p, size, color), size, color, stock, price: p.price, mrp: p.mrp };
      }),
    } as WishlistItem;
  }

  function answer(operation: string, variables: Record<string, unknown>, run: () => Record<string, unknown>): GraphQLAnswer {
    calls.push({ operation, variables });
    try {
      return HttpResponse.json({ data: run() });
    } catch (error) {
      if (error instanceof Refusal) return refusal(error.status, error.message);
      throw error;
    }
  }

  const guestLines = (lines: LineInput[]) =>
    lines.reduce<CartItem[]>((acc, l) => {
      try {
        return addTo(acc, l, () => `${l.productId}|${l.size}|${l.color}`);
      } catch {
        return acc;
      }
    }, []);

  const handlers = [
    api.query('PriceGuestCart', ({ variables }) =>
      answer('PriceGuestCart', variables, () => {
        const input = variables.input as { lines: LineInput[]; couponCode?: string | null; add?: LineInput | null; update?: { lineId: string; quantity: number } | null };
        let lines = guestLines(input.lines);
        if (input.add) lines = addTo(lines, input.add, () => `${input.add!.productId}|${input.add!.size}|${input.add!.color}`);
        if (input.update) lines = setQuantity(lines, input.update.lineId, input.update.quantity);
        return { priceCart: priced(lines, input.couponCode ?? null, 'guest') };
      }),
    ),
    api.query('MemberCart', ({ variables }) => answer('MemberCart', variables, () => ({ cart: memberCart() }))),
    api.mutation('AddToCart', ({ variables }) =>
      answer('AddToCart', variables, () => {
        member.lines = addTo(member.lines, variables.input as LineInput, () => `line-${member.nextLine++}`);
        return { addToCart: memberCart() };
      }),
    ),
    api.mutation('UpdateCartLine', ({ variables }) =>
      answer('UpdateCartLine', variables, () => {
        member.lines = setQuantity(member.lines, variables.lineId as string, variables.quantity as number);
        return { updateCartLine: memberCart() };
      }),
    ),
    api.mutation('RemoveCartLine', ({ variables }) =>
      answer('RemoveCartLine', variables, () => {
        member.lines = member.lines.filter((l) => l.id !== variables.lineId);
        return { removeCartLine: memberCart() };
      }),
    ),
    api.mutation('ClearCart', ({ variables }) =>
      answer('ClearCart', variables, () => {
        member.lines = [];
        member.coupon = null;
        return { clearCart: memberCart() };
      }),
    ),
    api.mutation('ApplyCoupon', ({ variables }) =>
      answer('ApplyCoupon', variables, () => {
        const attempt = priced(member.lines, variables.code as string, 'member:7');
        if (attempt.couponError) throw new Refusal(400, attempt.couponError);
        member.coupon = attempt.couponCode;
        return { applyCoupon: memberCart() };
      }),
    ),
    api.mutation('RemoveCoupon', ({ variables }) =>
      answer('RemoveCoupon', variables, () => {
        member.coupon = null;
        return { removeCoupon: memberCart() };
      }),
    ),
    api.mutation('MergeGuestCart', ({ variables }) =>
      answer('MergeGuestCart', variables, () => {
        const input = variables.input as { lines: LineInput[]; couponCode: string | null; wishlistProductIds: string[] };
        for (const line of input.lines) member.lines = addTo(member.lines, line, () => `line-${member.nextLine++}`);
        if (input.couponCode && !priced(member.lines, input.couponCode, 'x').couponError) member.coupon = input.couponCode.toUpperCase();
        for (const id of input.wishlistProductIds) {
          const p = byId.get(id);
          if (p && !member.wishlist.some((w) => w.productId === id)) member.wishlist.push(wishlistItem(p));
        }
        return { mergeGuestCart: { __typename: 'CartAndWishlist', cart: memberCart(), wishlist: wishlistAnswer(member.wishlist), notices: [] } };
      }),
    ),
    api.query('MemberWishlist', ({ variables }) => answer('MemberWishlist', variables, () => ({ wishlist: wishlistAnswer(member.wishlist) }))),
    api.query('GuestWishlist', ({ variables }) =>
      answer('GuestWishlist', variables, () => ({
        priceWishlist: wishlistAnswer((variables.productIds as string[]).flatMap((id) => (byId.has(id) ? [wishlistItem(byId.get(id)!, null)] : []))),
      })),
    ),
    api.mutation('AddToWishlist', ({ variables }) =>
      answer('AddToWishlist', variables, () => {
        const p = byId.get(variables.productId as string);
        if (p && !member.wishlist.some((w) => w.productId === p.id)) member.wishlist.unshift(wishlistItem(p));
        return { addToWishlist: wishlistAnswer(member.wishlist) };
      }),
    ),
    api.mutation('RemoveFromWishlist', ({ variables }) =>
      answer('RemoveFromWishlist', variables, () => {
        member.wishlist = member.wishlist.filter((w) => w.productId !== variables.productId);
        return { removeFromWishlist: wishlistAnswer(member.wishlist) };
      }),
    ),
    api.mutation('ClearWishlist', ({ variables }) =>
      answer('ClearWishlist', variables, () => {
        member.wishlist = [];
        return { clearWishlist: wishlistAnswer([]) };
      }),
    ),
    api.mutation('MoveWishlistItemToCart', ({ variables }) =>
      answer('MoveWishlistItemToCart', variables, () => {
        const input = variables.input as LineInput & { productId: string };
        member.lines = addTo(member.lines, input, () => `line-${member.nextLine++}`);
        member.wishlist = member.wishlist.filter((w) => w.productId !== input.productId);
        return { moveWishlistItemToCart: { __typename: 'CartAndWishlist', cart: memberCart(), wishlist: wishlistAnswer(member.wishlist), notices: [] } };
      }),
    ),
  ];

  return {
    handlers,
    calls,
    member,
    /** Put lines straight into the member's server cart. */
    memberHas(p: FakeProduct, size: string, color: string, quantity: number) {
      member.lines = addTo(member.lines, { productId: p.id, size, color, quantity }, () => `line-${member.nextLine++}`);
    },
    memberWishes(p: FakeProduct) {
      member.wishlist.push(wishlistItem(p));
    },
    wishlistItem,
    /** What a guest's localStorage cart line looks like after the server priced it. */
    storedLine(p: FakeProduct, size: string, color: string, quantity: number) {
      return priced([item(p, size, color, quantity, `${p.id}|${size}|${color}`)], null, 'guest').items[0];
    },
    operations: (name: string) => calls.filter((c) => c.operation === name),
  };
}

/** An answer the server refuses, shaped like the API's AppError (extensions {status, code}). */
export function refusal(status: number, message: string): GraphQLAnswer {
  return HttpResponse.json({ errors: [{ message, extensions: { status, code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT' } }] });
}

import type { ApolloClient } from '@apollo/client';
import type { CartFieldsFragment, PriceCartInput } from '../../gql/graphql';
import { withoutLine } from './cart-lines';
import { readCartLine, clearGuestCart, readGuestCart, readGuestCoupon, writeGuestCart, writeGuestCoupon, type CartLine } from '../guest';
import { CART_ERRORS, CouponRefused } from './cart-messages';

/** A cart as the server priced it: lines, totals, coupon (SPEC.md §9 — the web never re-prices). */
export type PricedCart = CartFieldsFragment;

export const EMPTY_CART: PricedCart = {
  id: 'guest',
  items: [],
  itemCount: 0,
  subtotal: 0,
  shipping: 0,
  total: 0,
  taxAmount: 0,
  gst: { total: 0, cgst: 0, sgst: 0, igst: 0, sellerStateCode: '' },
  couponCode: null,
  couponDiscount: 0,
  couponError: null,
  notices: [],
};

/** Where a cart lives: the browser for guests, the account for members. Every call answers the priced cart. */
export interface CartSource {
  readonly kind: 'guest' | 'member';
  load(): Promise<PricedCart>;
  add(line: CartLine): Promise<PricedCart>;
  setQuantity(lineId: string, quantity: number): Promise<PricedCart>;
  remove(lineId: string): Promise<PricedCart>;
  clear(): Promise<PricedCart>;
  applyCoupon(code: string): Promise<PricedCart>;
  removeCoupon(): Promise<PricedCart>;
}

/** The GraphQL calls, loaded with the first one (cart-calls.ts). */
const calls = () => import('./cart-calls');

const lineInput = ({ productId, size, color, variantSku, quantity }: CartLine) => ({ productId, size, color, variantSku, quantity });

/** A member's cart: every change is a mutation; the server checks stock and coupons. */
export function memberCartSource(client: ApolloClient): CartSource {
  const change = async <T,>(run: () => Promise<{ data?: T | null }>, pick: (data: T) => PricedCart) => pick((await run()).data!);
  return {
    kind: 'member',
    load: async () => (await (await calls()).queryMemberCart(client, { fetchPolicy: 'no-cache' })).data!.cart,
    add: (line) => change(async () => (await calls()).mutateAddToCart(client, { variables: { input: lineInput(line) }, fetchPolicy: 'no-cache' }), (d) => d.addToCart),
    setQuantity: (lineId, quantity) =>
      change(async () => (await calls()).mutateUpdateCartLine(client, { variables: { lineId, quantity }, fetchPolicy: 'no-cache' }), (d) => d.updateCartLine),
    remove: (lineId) => change(async () => (await calls()).mutateRemoveCartLine(client, { variables: { lineId }, fetchPolicy: 'no-cache' }), (d) => d.removeCartLine),
    clear: () => change(async () => (await calls()).mutateClearCart(client, { fetchPolicy: 'no-cache' }), (d) => d.clearCart),
    applyCoupon: (code) => change(async () => (await calls()).mutateApplyCoupon(client, { variables: { code }, fetchPolicy: 'no-cache' }), (d) => d.applyCoupon),
    removeCoupon: () => change(async () => (await calls()).mutateRemoveCoupon(client, { fetchPolicy: 'no-cache' }), (d) => d.removeCoupon),
  };
}

interface GuestPricing extends Partial<Omit<PriceCartInput, 'lines'>> {
  lines?: CartLine[];
}

/**
 * A guest's cart: lines and coupon in localStorage, priced by the server's priceCart. A change is
 * stored only once the server has priced it, so a refused change leaves the stored cart as it was.
 */
export function guestCartSource(client: ApolloClient): CartSource {
  async function price({ lines = readGuestCart(), couponCode = readGuestCoupon(), add, update }: GuestPricing): Promise<PricedCart> {
    if (lines.length === 0 && !couponCode && !add && !update) return EMPTY_CART;
    const { queryPriceGuestCart } = await calls();
    const { data } = await queryPriceGuestCart(client, {
      variables: { input: { lines: lines.map(lineInput), couponCode, add, update } },
      fetchPolicy: 'no-cache',
    });
    return data!.priceCart;
  }

  function store(cart: PricedCart): PricedCart {
    writeGuestCart(cart.items.map(readCartLine).filter((line): line is CartLine => line !== null));
    writeGuestCoupon(cart.couponCode);
    return cart;
  }

  return {
    kind: 'guest',
    load: async () => store(await price({})),
    add: async (line) => store(await price({ add: lineInput(line) })),
    setQuantity: async (lineId, quantity) => store(await price({ update: { lineId, quantity } })),
    remove: async (lineId) => store(await price({ lines: withoutLine(readGuestCart(), lineId) })),
    clear: async () => {
      clearGuestCart();
      return EMPTY_CART;
    },
    applyCoupon: async (code) => {
      const cart = await price({ couponCode: code });
      if (!cart.couponCode) throw new CouponRefused(cart.couponError ?? CART_ERRORS.invalidCoupon);
      return store(cart);
    },
    removeCoupon: async () => store(await price({ couponCode: null })),
  };
}

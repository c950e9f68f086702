import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useAuth } from '../auth';
import { clampQuantity } from '@kapda/rules/pricing';
import { countItems, draftLine, withLineAdded, withQuantity, withoutLine, type NewCartLine } from './cart-lines';
import { CART_ERRORS, refusalMessage } from './cart-messages';
import { EMPTY_CART, guestCartSource, memberCartSource, type CartSource, type PricedCart } from './cart-source';
import { CART_STORAGE_KEY, COUPON_STORAGE_KEY, mergeGuestIntoAccount, readGuestCart, readGuestCoupon, type CartLine } from '../guest';
import { useOptimisticChanges } from './useOptimisticChanges';
import { firstRenderMatchesServer, updateAfterServerRender } from '../../ui/hydration';

export type { CartLine } from '../guest';
export type { NewCartLine } from './cart-lines';
export type { PricedCart } from './cart-source';

export interface CartState {
  /** Lines as the shopper sees them: the server's priced lines with any unanswered change applied. */
  items: CartLine[];
  /** Sum of quantities — the header badge. */
  itemCount: number;
  /** Inclusive subtotal, whole rupees. */
  subtotal: number;
  shipping: number;
  /** Subtotal − coupon discount, floored at 0, whole rupees. */
  total: number;
  /** GST contained in the total, split CGST/SGST. */
  gst: PricedCart['gst'];
  couponCode: string | null;
  couponDiscount: number;
  /** Why the last coupon was refused, or why the server removed the applied one. */
  couponError: string | null;
  /** The first load of this cart (guest or account) has not answered yet. */
  loading: boolean;
  /** A change is waiting for the server; totals are those of the last priced cart. */
  updating: boolean;
  /** 'Failed to load cart. Please try again.' until a load succeeds. */
  loadError: string | null;
  /** false and 'Invalid product' without a product id; the server's message when it refuses (stock). */
  addItem(line: NewCartLine): Promise<boolean>;
  /** 1..99 (clamped); 0 or less removes the line. */
  updateQuantity(lineId: string, quantity: number): Promise<boolean>;
  removeItem(lineId: string): Promise<boolean>;
  clearCart(): Promise<boolean>;
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<boolean>;
  /** For checkout: a successful order empties the cart and drops the coupon. */
  clearCartAfterOrder(): Promise<boolean>;
  /** Show a cart the server answered elsewhere (moving a wishlist item to the cart). */
  replaceCart(cart: PricedCart): void;
  reload(): void;
}

const CartContext = createContext<CartState | null>(null);

/** The stored guest lines at once (the badge shows them on first paint); the server prices them next. */
function storedGuestCart(): PricedCart {
  const items = readGuestCart().map((line) => ({ ...line, stock: 0 }));
  return { ...EMPTY_CART, items, itemCount: countItems(items), couponCode: readGuestCoupon() };
}

/**
 * Cart state for the whole app (SPEC.md §4). Guests keep their cart in localStorage and the server
 * prices it; members' carts live on the server. On login the guest cart, coupon and wishlist are
 * merged into the account; on logout the (empty) guest cart shows again. Changes show at once and
 * roll back with the SPEC.md §8 message (or the server's own, e.g. stock) when the server refuses.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { user, loading: authLoading } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const memberId = user?.id ?? null;
  const source = useMemo(() => (memberId ? memberCartSource(client) : guestCartSource(client)), [client, memberId]);
  // Server-rendered pages show an empty cart; the stored one is read by the load below, right after hydration.
  const cart = useOptimisticChanges<PricedCart>(() => (firstRenderMatchesServer() ? EMPTY_CART : storedGuestCart()));
  const { change, enqueue, restart, isCurrent, accept } = cart;
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  const announce = useCallback((notices: string[]) => notices.forEach((notice) => enqueueSnackbar(notice, { variant: 'warning' })), [enqueueSnackbar]);

  useEffect(() => {
    if (authLoading) return;
    const era = restart(source.kind === 'guest' ? storedGuestCart() : undefined);
    // Right after hydration this restores the stored cart: transitions then, like restart's (useOptimisticChanges).
    updateAfterServerRender(() => {
      setCouponRefusal(null);
      setLoadError(null);
      setLoading(true);
    });
    void enqueue(async () => {
      if (!isCurrent(era)) return;
      try {
        const merged = memberId ? await mergeGuestIntoAccount(client, memberId).catch(() => null) : null;
        if (merged) merged.notices.forEach((notice) => enqueueSnackbar(notice, { variant: 'info' }));
        const loaded = merged?.cart ?? (await source.load());
        if (!isCurrent(era)) return;
        accept(loaded, era);
        announce(loaded.notices);
      } catch {
        if (!isCurrent(era)) return;
        setLoadError(CART_ERRORS.loadFailed);
        enqueueSnackbar(CART_ERRORS.loadFailed, { variant: 'error' });
      } finally {
        if (isCurrent(era)) updateAfterServerRender(() => setLoading(false));
      }
    });
  }, [source, authLoading, memberId, client, reloads, restart, enqueue, isCurrent, accept, announce, enqueueSnackbar]);

  // Another tab changed the guest cart: show the same cart here.
  useEffect(() => {
    if (memberId) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === COUPON_STORAGE_KEY) setReloads((n) => n + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [memberId]);

  /** Show `edit` at once and ask the server; keep its priced cart, or drop the edit and say why. */
  const send = useCallback(
    async (edit: ((lines: CartLine[]) => CartLine[]) | null, call: (from: CartSource) => Promise<PricedCart>, fallback: string, onRefused?: (message: string) => void) => {
      const outcome = await change(edit && ((priced) => ({ ...priced, items: edit(priced.items) as PricedCart['items'] })), () => call(source));
      if (outcome.status === 'saved') {
        setLoadError(null);
        announce(outcome.value.notices);
      } else if (outcome.status === 'refused') {
        const message = refusalMessage(outcome.error, fallback);
        if (onRefused) onRefused(message);
        else enqueueSnackbar(message, { variant: 'error' });
      }
      return outcome.status === 'saved';
    },
    [change, source, announce, enqueueSnackbar],
  );

  const { shown, updating } = cart;
  const value = useMemo<CartState>(() => {
    const items: CartLine[] = shown.items;
    return {
      items,
      itemCount: countItems(items),
      subtotal: shown.subtotal,
      shipping: shown.shipping,
      total: shown.total,
      gst: shown.gst,
      couponCode: shown.couponCode,
      couponDiscount: shown.couponDiscount,
      couponError: couponRefusal ?? shown.couponError,
      loading,
      updating,
      loadError,
      addItem: async (input) => {
        if (!input.productId) {
          enqueueSnackbar(CART_ERRORS.invalidProduct, { variant: 'error' });
          return false;
        }
        const line = draftLine({ ...input, productId: input.productId });
        return send((lines) => withLineAdded(lines, line), (from) => from.add(line), CART_ERRORS.addFailed);
      },
      updateQuantity: async (lineId, quantity) => {
        const line = items.find((candidate) => candidate.id === lineId);
        if (!line) return false;
        if (quantity <= 0) return send((lines) => withoutLine(lines, lineId), (from) => from.setQuantity(lineId, 0), CART_ERRORS.updateFailed);
        const wanted = clampQuantity(quantity);
        if (wanted === line.quantity) return true;
        return send((lines) => withQuantity(lines, lineId, wanted), (from) => from.setQuantity(lineId, wanted), CART_ERRORS.updateFailed);
      },
      removeItem: (lineId) => send((lines) => withoutLine(lines, lineId), (from) => from.remove(lineId), CART_ERRORS.removeFailed),
      clearCart: () => send(() => [], (from) => from.clear(), CART_ERRORS.clearFailed),
      applyCoupon: async (code) => {
        const trimmed = code.trim();
        setCouponRefusal(null);
        if (!trimmed) {
          setCouponRefusal(CART_ERRORS.invalidCoupon);
          return false;
        }
        return send(null, (from) => from.applyCoupon(trimmed), CART_ERRORS.applyCouponFailed, setCouponRefusal);
      },
      removeCoupon: async () => {
        setCouponRefusal(null);
        return send(null, (from) => from.removeCoupon(), CART_ERRORS.removeCouponFailed);
      },
      clearCartAfterOrder: async () => {
        setCouponRefusal(null);
        return send(() => [], (from) => from.clear(), CART_ERRORS.clearFailed);
      },
      replaceCart: (priced) => accept(priced),
      reload: () => setReloads((n) => n + 1),
    };
  }, [shown, updating, couponRefusal, loading, loadError, send, accept, enqueueSnackbar]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used within a CartProvider');
  return state;
}

/** SPEC.md §2: a custom document event named openCart opens the drawer. */
export function openCartDrawer() {
  document.dispatchEvent(new CustomEvent('openCart'));
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useAuth } from '../auth';
import { useCart, CART_ERRORS, refusalMessage, useOptimisticChanges } from '../cart';
import { mergeGuestIntoAccount, readGuestWishlist, type WishlistItem, type WishlistVariant } from '../guest';
import { guestWishlistSource, memberWishlistSource, wishlistCalls, withItemAdded, withoutItem, type WishlistSource } from './wishlist-source';
import { firstRenderMatchesServer, updateAfterServerRender } from '../../ui/hydration';

export type { WishlistItem, WishlistVariant } from '../guest';

/** SPEC.md §8, the wishlist's messages word for word. */
export const WISHLIST_MESSAGES = {
  loadFailed: 'Failed to load wishlist. Please try again.',
  addFailed: 'Failed to add to wishlist. Please try again.',
  removeFailed: 'Failed to remove from wishlist. Please try again.',
  clearFailed: 'Failed to clear wishlist. Please try again.',
} as const;

/** SPEC.md §9: a failed load retries up to 3 times, after 2 s, 4 s, then 6 s. */
export const WISHLIST_MAX_RETRIES = 3;
export const wishlistRetryDelay = (attempt: number) => 2000 * (attempt + 1);
/** SPEC.md §4: the retry button's spinner lasts 800 ms. */
export const RETRY_SPINNER_MS = 800;

/** What a product card or page hands to the heart. */
export interface WishlistProduct {
  id: string;
  slug: string;
  title: string;
  /** GST-inclusive price (₹). */
  price: number;
  mrp: number;
  image: string | null;
  variants?: ReadonlyArray<{ sku: string; size: string; color: string; stock: number; price: number; mrp: number }>;
}

export interface WishlistState {
  items: WishlistItem[];
  count: number;
  /** A load (with its automatic retries) is running. */
  loading: boolean;
  /** 'Failed to load wishlist. Please try again.' once the retries are spent, until a load succeeds. */
  error: string | null;
  /** The retry button's spinner (800 ms). */
  retrying: boolean;
  isWishlisted(productId: string): boolean;
  add(product: WishlistProduct): Promise<boolean>;
  remove(productId: string): Promise<boolean>;
  clear(): Promise<boolean>;
  /** Adds the chosen size and colour to the cart and takes the product off the wishlist. */
  moveToCart(item: WishlistItem, variant: WishlistVariant): Promise<boolean>;
  retry(): void;
}

const WishlistContext = createContext<WishlistState | null>(null);

export function wishlistEntry(product: WishlistProduct): WishlistItem {
  return {
    id: product.id,
    productId: product.id,
    slug: product.slug,
    title: product.title,
    price: product.price,
    mrp: product.mrp,
    image: product.image,
    hasStock: true,
    addedAt: new Date().toISOString(),
    variants: (product.variants ?? []).map(({ sku, size, color, stock, price, mrp }) => ({ sku, size, color, stock, price, mrp })),
  };
}

/**
 * The wishlist for the whole app (SPEC.md §4): localStorage for guests, the account for members,
 * merged into the account on login together with the cart. Sits inside CartProvider (moving an item
 * to the cart changes both).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { user, loading: authLoading } = useAuth();
  const cart = useCart();
  const { enqueueSnackbar } = useSnackbar();
  const memberId = user?.id ?? null;
  const source = useMemo<WishlistSource>(() => (memberId ? memberWishlistSource(client) : guestWishlistSource(client)), [client, memberId]);
  // Server-rendered pages show an empty wishlist; the stored one is read by the load below, right after hydration.
  const list = useOptimisticChanges<WishlistItem[]>(() => (firstRenderMatchesServer() ? [] : readGuestWishlist()));
  const { change, enqueue, restart, accept } = list;
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [loadRound, setLoadRound] = useState(0);
  const loadedSource = useRef<WishlistSource | null>(null);

  useEffect(() => {
    if (authLoading) return;
    if (loadedSource.current !== source) {
      loadedSource.current = source;
      restart(source.kind === 'guest' ? readGuestWishlist() : []);
      updateAfterServerRender(() => setError(null));
    }
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (retriesDone: number) =>
      void enqueue(async () => {
        if (!active) return;
        try {
          const merged = memberId ? await mergeGuestIntoAccount(client, memberId).catch(() => null) : null;
          const items = merged?.wishlist.items ?? (await source.load());
          if (!active) return;
          accept(items);
          updateAfterServerRender(() => {
            setError(null);
            setLoading(false);
          });
        } catch {
          if (!active) return;
          if (retriesDone < WISHLIST_MAX_RETRIES) {
            timer = setTimeout(() => attempt(retriesDone + 1), wishlistRetryDelay(retriesDone));
          } else {
            setError(WISHLIST_MESSAGES.loadFailed);
            setLoading(false);
          }
        }
      });
    // Right after hydration: a transition then, like restart's (useOptimisticChanges).
    updateAfterServerRender(() => setLoading(true));
    attempt(0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [source, authLoading, memberId, client, loadRound, restart, enqueue, accept]);

  const spinnerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(spinnerTimer.current), []);

  const send = useCallback(
    async (edit: ((items: WishlistItem[]) => WishlistItem[]) | null, call: () => Promise<WishlistItem[]>, failure: string) => {
      const outcome = await change(edit, call);
      if (outcome.status === 'refused') enqueueSnackbar(refusalMessage(outcome.error, failure), { variant: 'error' });
      return outcome.status === 'saved';
    },
    [change, enqueueSnackbar],
  );

  const { shown } = list;
  const { addItem, replaceCart } = cart;
  const value = useMemo<WishlistState>(() => {
    const isWishlisted = (productId: string) => shown.some((item) => item.productId === productId);
    return {
      items: shown,
      count: shown.length,
      loading,
      error,
      retrying,
      isWishlisted,
      add: async (product) => {
        if (isWishlisted(product.id)) return true;
        const entry = wishlistEntry(product);
        return send((items) => withItemAdded(items, entry), () => source.add(entry), WISHLIST_MESSAGES.addFailed);
      },
      remove: (productId) => send((items) => withoutItem(items, productId), () => source.remove(productId), WISHLIST_MESSAGES.removeFailed),
      clear: () => send(() => [], () => source.clear(), WISHLIST_MESSAGES.clearFailed),
      moveToCart: async (item, variant) => {
        if (source.kind === 'guest') {
          const added = await addItem({
            productId: item.productId,
            slug: item.slug,
            name: item.title,
            image: item.image,
            size: variant.size,
            color: variant.color,
            variantSku: variant.sku,
            price: variant.price,
            mrp: variant.mrp,
            gstRate: 0,
          });
          return added && send((items) => withoutItem(items, item.productId), () => source.remove(item.productId), WISHLIST_MESSAGES.removeFailed);
        }
        const outcome = await change(
          (items) => withoutItem(items, item.productId),
          async () => {
            const { mutateMoveWishlistItemToCart } = await wishlistCalls();
            const { data } = await mutateMoveWishlistItemToCart(client, {
              variables: { input: { productId: item.productId, size: variant.size, color: variant.color, variantSku: variant.sku } },
              fetchPolicy: 'no-cache',
            });
            replaceCart(data!.moveWishlistItemToCart.cart);
            return data!.moveWishlistItemToCart.wishlist.items;
          },
        );
        if (outcome.status === 'refused') enqueueSnackbar(refusalMessage(outcome.error, CART_ERRORS.addFailed), { variant: 'error' });
        return outcome.status === 'saved';
      },
      retry: () => {
        setRetrying(true);
        clearTimeout(spinnerTimer.current);
        spinnerTimer.current = setTimeout(() => setRetrying(false), RETRY_SPINNER_MS);
        setLoadRound((round) => round + 1);
      },
    };
  }, [shown, loading, error, retrying, send, source, change, client, addItem, replaceCart, enqueueSnackbar]);

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistState {
  const state = useContext(WishlistContext);
  if (!state) throw new Error('useWishlist must be used within a WishlistProvider');
  return state;
}

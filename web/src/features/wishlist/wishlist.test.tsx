import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WishlistPage from '../../pages/account/WishlistPage';
import { api, useMockApi } from '../../test/msw';
import { customer, findToast, meIs, signedInAs } from '../../test/auth';
import { DUPATTA, KURTA, fakeStoreApi, refusal, type FakeProduct } from '../../test/fake-store-api';
import { renderStore } from '../../test/render-store';
import { WishlistHeart } from './WishlistHeart';
import { useWishlist } from './WishlistContext';

const server = useMockApi();

afterEach(() => {
  vi.useRealTimers();
});

const heartProduct = (p: FakeProduct) => ({ id: p.id, slug: p.slug, title: p.title, price: p.price, mrp: p.mrp, image: p.image });

function ProductHearts() {
  const { add } = useWishlist();
  return (
    <div>
      <WishlistHeart product={heartProduct(KURTA)} />
      <button type="button" onClick={() => void add(heartProduct(KURTA))}>Save kurta again</button>
    </div>
  );
}

const pages = [
  { index: true, element: <ProductHearts /> },
  { path: 'wishlist', element: <WishlistPage /> },
];

function signedInMember() {
  signedInAs(customer());
  server.use(meIs(customer()));
}

const badge = (count: number) => screen.findByRole('button', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items` });
const storedWishlist = () => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as Array<{ productId: string }>;
const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('wishlist loading', () => {
  /** Let the mocked network answer (and the lazily loaded GraphQL calls arrive) while the clock stands still. */
  async function settle() {
    for (let i = 0; i < 10; i += 1) {
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
  }
  const advance = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms));
    await settle();
  };

  it('retries after 2 s, 4 s, then 6 s; then shows the error with a Retry button whose spinner lasts 800 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signedInMember();
    const store = fakeStoreApi();
    store.memberWishes(KURTA);
    server.use(...store.handlers);
    let attempts = 0;
    let failing = true;
    server.use(
      api.query('MemberWishlist', () => {
        attempts += 1;
        return failing ? refusal(500, 'boom') : undefined;
      }),
    );
    renderStore(pages, '/wishlist');
    await settle();
    expect(attempts).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('Loading your wishlist…');

    await advance(1999);
    expect(attempts).toBe(1);
    await advance(1);
    expect(attempts).toBe(2);
    await advance(3999);
    expect(attempts).toBe(2);
    await advance(1);
    expect(attempts).toBe(3);
    await advance(5999);
    expect(attempts).toBe(3);
    expect(screen.queryByText('Failed to load wishlist. Please try again.')).toBeNull();
    await advance(1);
    expect(attempts).toBe(4);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load wishlist. Please try again.');
    await advance(20_000);
    expect(attempts).toBe(4);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const spinning = screen.getByRole('button', { name: 'Retrying…' }) as HTMLButtonElement;
    expect(spinning.disabled).toBe(true);
    await settle();
    expect(attempts).toBe(5);
    await advance(798);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeTruthy();
    await advance(2);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    failing = false;
    await advance(2000);
    expect(attempts).toBe(6);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: KURTA.title })).toBeTruthy();
  });
});

describe('wishlist changes', () => {
  it('a guest hearts a product into localStorage `wishlist` and hearts it out again', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    const user = userEvent.setup();
    renderStore(pages);
    await user.click(screen.getByRole('button', { name: `Add ${KURTA.title} to wishlist` }));
    await findToast(`${KURTA.title} added to your wishlist`);
    expect(storedWishlist()).toMatchObject([{ productId: KURTA.id }]);

    await user.click(screen.getByRole('button', { name: `Remove ${KURTA.title} from wishlist` }));
    await findToast(`${KURTA.title} removed from your wishlist`);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('adding a product already in the wishlist is skipped', async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberWishes(KURTA);
    server.use(...store.handlers);
    const user = userEvent.setup();
    renderStore(pages);
    await screen.findByRole('button', { name: `Remove ${KURTA.title} from wishlist` });
    await user.click(screen.getByRole('button', { name: 'Save kurta again' }));
    expect(store.operations('AddToWishlist')).toHaveLength(0);
    expect(store.member.wishlist).toHaveLength(1);
  });

  it("rolls back with the SPEC.md §8 messages when the server refuses an add, a remove or a clear", async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberWishes(DUPATTA);
    server.use(...store.handlers);
    const user = userEvent.setup();
    const { router } = renderStore(pages);
    const heart = await screen.findByRole('button', { name: `Add ${KURTA.title} to wishlist` });

    server.use(api.mutation('AddToWishlist', () => refusal(500, 'boom'), { once: true }));
    await user.click(heart);
    await findToast('Failed to add to wishlist. Please try again.');
    expect(screen.getByRole('button', { name: `Add ${KURTA.title} to wishlist` })).toBeTruthy();

    await act(() => router.navigate('/wishlist'));
    await screen.findByRole('link', { name: DUPATTA.title });
    server.use(api.mutation('RemoveFromWishlist', () => refusal(500, 'boom'), { once: true }));
    await user.click(screen.getByRole('button', { name: `Remove ${DUPATTA.title} from wishlist` }));
    await findToast('Failed to remove from wishlist. Please try again.');
    expect(screen.getByRole('link', { name: DUPATTA.title })).toBeTruthy();

    server.use(api.mutation('ClearWishlist', () => refusal(500, 'boom'), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Clear wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    await findToast('Failed to clear wishlist. Please try again.');
    expect(screen.getByRole('link', { name: DUPATTA.title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(store.member.wishlist).toEqual([]);
  });

  it('moving to the cart asks for size and colour when the product has several, and not when it has one', async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberWishes(KURTA);
    store.memberWishes(DUPATTA);
    server.use(...store.handlers);
    const user = userEvent.setup();
    renderStore(pages, '/wishlist');
    await screen.findByRole('link', { name: KURTA.title });

    await user.click(within(card(KURTA.title)).getByRole('button', { name: 'Move to Cart' }));
    const dialog = screen.getByRole('dialog', { name: KURTA.title });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Cart' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a size and colour');
    await user.click(within(dialog).getByRole('radio', { name: 'M' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Maroon' }));
    await user.click(within(dialog).getByRole('button', { name: /Move to Cart/ }));
    await findToast(`${KURTA.title} (M, Maroon) moved to your cart`);
    expect(store.operations('MoveWishlistItemToCart')[0].variables.input).toEqual({ productId: KURTA.id, size: 'M', color: 'Maroon', variantSku: expect.any(String) });
    await badge(1);
    expect(screen.queryByRole('dialog', { name: KURTA.title })).toBeNull();
    expect(screen.queryByRole('link', { name: KURTA.title })).toBeNull();

    await user.click(within(card(DUPATTA.title)).getByRole('button', { name: 'Move to Cart' }));
    await findToast(`${DUPATTA.title} (Free Size, Gold) moved to your cart`);
    expect(screen.queryByRole('dialog')).toBeNull();
    await badge(2);
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
  });

  it("a guest's move puts the line in localStorage `cart` and takes it out of `wishlist`", async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    localStorage.setItem('wishlist', JSON.stringify([store.wishlistItem(DUPATTA)]));
    const user = userEvent.setup();
    renderStore(pages, '/wishlist');
    await screen.findByRole('link', { name: DUPATTA.title });
    await user.click(screen.getByRole('button', { name: 'Move to Cart' }));
    await badge(1);
    await waitFor(() => expect(localStorage.getItem('wishlist')).toBeNull());
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject([{ productId: DUPATTA.id, size: 'Free Size', color: 'Gold', quantity: 1 }]);
  });
});

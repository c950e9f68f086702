import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CartPage from '../../pages/CartPage';
import VerifyEmailPage from '../../pages/auth/VerifyEmailPage';
import { api, useMockApi } from '../../test/msw';
import { LOGIN_EVENT, useAuth } from '../auth';
import { customer, findToast, meIs, signedInAs, toasts } from '../../test/auth';
import { useCart } from './CartContext';
import { DUPATTA, KURTA, fakeStoreApi, refusal, type FakeProduct } from '../../test/fake-store-api';
import { renderStore } from '../../test/render-store';
import { useAddToCart } from './useAddToCart';
import { QuickAddButton } from './QuickAddButton';

const server = useMockApi();

const sellable = (p: FakeProduct) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  gstRate: p.gstRate,
  image: p.image,
  variants: Object.entries(p.stock).map(([key, stock]) => {
    const [size, color] = key.split('|');
    return { sku: `${p.id}-${size}-${color}`, size, color, stock, price: p.price, mrp: p.mrp };
  }),
});

/** A bare page with the actions a product page, a card and checkout take on the cart. */
function CartActions() {
  const addToCart = useAddToCart();
  const { items, updateQuantity, clearCartAfterOrder } = useCart();
  const { login, logout } = useAuth();
  const kurta = sellable(KURTA);
  const mMaroon = kurta.variants.find((v) => v.size === 'M' && v.color === 'Maroon')!;
  return (
    <div>
      <button type="button" onClick={() => void addToCart(kurta, mMaroon)}>Add kurta M Maroon</button>
      <button type="button" onClick={() => void addToCart({ ...kurta, id: '' }, mMaroon)}>Add without id</button>
      <button type="button" onClick={() => void updateQuantity(items[0].id, 0)}>Set first to 0</button>
      <button type="button" onClick={() => void clearCartAfterOrder()}>Order placed</button>
      <button type="button" onClick={() => void login('asha@example.in', 'Chikankari#7')}>Log in</button>
      <button type="button" onClick={() => void logout()}>Log out</button>
    </div>
  );
}

const pages = [
  { index: true, element: <CartActions /> },
  { path: 'card', element: <QuickAddButton product={{ slug: KURTA.slug, title: KURTA.title, inStock: true, images: [{ url: KURTA.image! }] }} compact /> },
  { path: 'cart', element: <CartPage /> },
];

const badge = (count: number) => screen.findByRole('button', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items` });
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ productId: string; size: string; color: string; quantity: number }>;
const quantityGroup = (name: string) => screen.getByRole('group', { name: `Quantity of ${name}` });
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

function guestHas(store: ReturnType<typeof fakeStoreApi>, p: FakeProduct, size: string, color: string, quantity: number) {
  localStorage.setItem('cart', JSON.stringify([...storedCart(), store.storedLine(p, size, color, quantity)]));
}

function signedInMember() {
  signedInAs(customer());
  server.use(meIs(customer()));
}

describe('guest cart', () => {
  it('adding the same product, size and colour twice keeps one line of 2 in localStorage `cart`; the badge counts 2', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    const user = userEvent.setup();
    renderStore(pages);
    await badge(0);

    await user.click(screen.getByRole('button', { name: 'Add kurta M Maroon' }));
    await findToast('Maroon Chanderi Kurta (M, Maroon) added to your cart');
    expect(screen.getByRole('dialog', { name: 'Your Cart (1)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add kurta M Maroon' }));
    await badge(2);
    await waitFor(() => expect(storedCart()).toMatchObject([{ productId: KURTA.id, size: 'M', color: 'Maroon', quantity: 2 }]));
    expect(within(quantityGroup(KURTA.title)).getByText('2')).toBeTruthy();
    // Each add was priced by the server from the stored lines plus the new one.
    expect(store.operations('PriceGuestCart').at(-1)!.variables.input).toMatchObject({
      lines: [{ productId: KURTA.id, size: 'M', color: 'Maroon', quantity: 1 }],
      add: { productId: KURTA.id, size: 'M', color: 'Maroon', quantity: 1 },
    });
  });

  it("says 'Invalid product' for a product without an id and asks nothing", async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    const user = userEvent.setup();
    renderStore(pages);
    await user.click(screen.getByRole('button', { name: 'Add without id' }));
    await findToast('Invalid product');
    expect(store.calls).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('prices the stored lines on load and shows the footer totals', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 2);
    guestHas(store, DUPATTA, 'Free Size', 'Gold', 1);
    renderStore(pages, '/cart');
    await badge(3);
    expect(await within(screen.getByRole('main')).findByText((_, el) => el?.tagName === 'P' && el.textContent === '2 × ₹1,049.00 = ₹2,098.00')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal (incl. taxes)').nextSibling!.textContent).toBe('₹2,697.00');
    expect(within(summary).getByText('Shipping').nextSibling!.textContent).toBe('Free');
    expect(within(summary).getByText('Total').nextSibling!.textContent).toBe('₹2,697.00');
    expect(within(summary).getByText('Price inclusive of taxes.')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('steps quantities by 1 within 1..99: minus disabled at 1, plus disabled at 99', async () => {
    const store = fakeStoreApi([{ ...KURTA, stock: { 'M|Maroon': 500 } }, DUPATTA]);
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 99);
    guestHas(store, DUPATTA, 'Free Size', 'Gold', 1);
    const user = userEvent.setup();
    renderStore(pages, '/cart');
    await badge(100);

    const kurta = quantityGroup(KURTA.title);
    expect((within(kurta).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(kurta).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(false);
    const dupatta = quantityGroup(DUPATTA.title);
    expect((within(dupatta).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dupatta).getByRole('button', { name: 'Increase quantity' }));
    await badge(101);
    expect((within(dupatta).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(kurta).getByRole('button', { name: 'Decrease quantity' }));
    await badge(100);
    await waitFor(() => expect(storedCart().map((l) => l.quantity)).toEqual([98, 2]));
  });

  it('a stored quantity above 99 reads as 99', async () => {
    const store = fakeStoreApi([{ ...KURTA, stock: { 'M|Maroon': 500 } }]);
    server.use(...store.handlers);
    localStorage.setItem('cart', JSON.stringify([{ ...store.storedLine(KURTA, 'M', 'Maroon', 1), quantity: 250 }]));
    renderStore(pages);
    await badge(99);
  });

  it('setting a quantity to 0 removes the line', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 3);
    const user = userEvent.setup();
    renderStore(pages);
    await badge(3);
    await user.click(screen.getByRole('button', { name: 'Set first to 0' }));
    await badge(0);
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
  });

  it('shows the default image when a line has none or its picture fails to load', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 1);
    guestHas(store, DUPATTA, 'Free Size', 'Gold', 1);
    renderStore(pages, '/cart');
    await badge(2);
    const [kurtaImage] = await screen.findAllByRole('img', { name: KURTA.title });
    const [dupattaImage] = screen.getAllByRole('img', { name: DUPATTA.title });
    expect(dupattaImage.getAttribute('src')).toBe('/default-product.svg');
    expect(kurtaImage.getAttribute('src')).toBe(KURTA.image);
    fireEvent.error(kurtaImage);
    expect(kurtaImage.getAttribute('src')).toMatch(/\/default-product\.svg$/);
  });

  it('a stock refusal names the item and what is left, and changes nothing', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'L', 'Maroon', 2);
    const user = userEvent.setup();
    renderStore(pages, '/cart');
    await badge(2);
    await user.click(within(quantityGroup(KURTA.title)).getByRole('button', { name: 'Increase quantity' }));
    await findToast('Only 2 left of Maroon Chanderi Kurta (L, Maroon)');
    await badge(2);
    expect(storedCart()[0].quantity).toBe(2);
  });

  it('clearCartAfterOrder empties `cart` and `cartCoupon`', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 1);
    localStorage.setItem('cartCoupon', 'WELCOME10');
    const user = userEvent.setup();
    renderStore(pages);
    await badge(1);
    await user.click(screen.getByRole('button', { name: 'Order placed' }));
    await badge(0);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cartCoupon')).toBeNull();
  });
});

describe('coupons', () => {
  async function openCartWith(store: ReturnType<typeof fakeStoreApi>) {
    const user = userEvent.setup();
    renderStore(pages, '/cart');
    await screen.findByRole('complementary', { name: 'Order summary' });
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    const apply = async (code: string) => {
      await user.clear(box);
      await user.type(box, code);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    };
    return { user, apply, store };
  }

  it('a guest applies a coupon (stored in `cartCoupon`), sees the discount in the totals, then removes it', async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 2);
    const { user, apply } = await openCartWith(store);

    await apply('welcome10');
    await findToast('Coupon WELCOME10 applied');
    expect(screen.getByText(/you save/).textContent).toBe('WELCOME10 applied — you save ₹210.00');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Coupon (WELCOME10)').nextSibling!.textContent).toBe('−₹210.00');
    expect(within(summary).getByText('Total').nextSibling!.textContent).toBe('₹1,888.00');
    expect(localStorage.getItem('cartCoupon')).toBe('WELCOME10');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await findToast('Coupon removed');
    expect(localStorage.getItem('cartCoupon')).toBeNull();
    expect(within(summary).getByText('Total').nextSibling!.textContent).toBe('₹2,098.00');
  });

  it("a guest's unknown code says 'Invalid coupon' and an unmet minimum says how much to add; neither is stored", async () => {
    const store = fakeStoreApi();
    server.use(...store.handlers);
    guestHas(store, KURTA, 'M', 'Maroon', 1);
    const { apply } = await openCartWith(store);

    await apply('BOGUS');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid coupon');
    await apply('FLAT200');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Add ₹1,950.00 more to use this coupon'));
    expect(localStorage.getItem('cartCoupon')).toBeNull();
  });

  it("a member's refused code shows the server's message; a failed call 'Failed to apply coupon' / 'Failed to remove coupon'", async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberHas(KURTA, 'M', 'Maroon', 2);
    server.use(...store.handlers);
    const { user, apply } = await openCartWith(store);

    await apply('BOGUS');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid coupon');

    server.use(api.mutation('ApplyCoupon', () => refusal(500, 'database on fire'), { once: true }));
    await apply('WELCOME10');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to apply coupon'));

    await apply('WELCOME10');
    await findToast('Coupon WELCOME10 applied');
    server.use(api.mutation('RemoveCoupon', () => refusal(500, 'boom'), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await findToast('Failed to remove coupon');
    expect(screen.getByText(/you save/).textContent).toContain('WELCOME10');
  });
});

describe('member cart: optimistic changes', () => {
  it('shows a quantity change at once and rolls it back with the server message when stock runs out', async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberHas(KURTA, 'L', 'Maroon', 2);
    server.use(...store.handlers);
    const held = gate();
    server.use(
      api.mutation('UpdateCartLine', async () => {
        await held.opened;
        return refusal(400, 'Only 2 left of Maroon Chanderi Kurta (L, Maroon)');
      }, { once: true }),
    );
    const user = userEvent.setup();
    renderStore(pages, '/cart');
    await badge(2);

    await user.click(within(quantityGroup(KURTA.title)).getByRole('button', { name: 'Increase quantity' }));
    expect(within(quantityGroup(KURTA.title)).getByText('3')).toBeTruthy();
    await badge(3);
    act(() => held.open());
    await findToast('Only 2 left of Maroon Chanderi Kurta (L, Maroon)');
    await badge(2);
    expect(within(quantityGroup(KURTA.title)).getByText('2')).toBeTruthy();
  });

  it("rolls back with 'Failed to update quantity', 'Failed to remove item from cart', 'Failed to clear cart' and 'Failed to add item to cart'", async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberHas(KURTA, 'M', 'Maroon', 1);
    store.memberHas(DUPATTA, 'Free Size', 'Gold', 1);
    server.use(...store.handlers);
    const user = userEvent.setup();
    const { router } = renderStore(pages, '/cart');
    await badge(2);

    server.use(api.mutation('UpdateCartLine', () => refusal(500, 'boom'), { once: true }));
    await user.click(within(quantityGroup(KURTA.title)).getByRole('button', { name: 'Increase quantity' }));
    await findToast('Failed to update quantity');
    await badge(2);

    server.use(api.mutation('RemoveCartLine', () => refusal(500, 'boom'), { once: true }));
    await user.click(screen.getByRole('button', { name: `Remove ${DUPATTA.title}` }));
    await findToast('Failed to remove item from cart');
    expect(screen.getByRole('group', { name: `Quantity of ${DUPATTA.title}` })).toBeTruthy();

    server.use(api.mutation('ClearCart', () => refusal(503, 'busy'), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    await findToast('Failed to clear cart');
    await badge(2);

    server.use(api.mutation('AddToCart', () => refusal(500, 'boom'), { once: true }));
    await act(() => router.navigate('/'));
    await user.click(await screen.findByRole('button', { name: 'Add kurta M Maroon' }));
    await findToast('Failed to add item to cart');
    await badge(2);
    expect(store.member.lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it("shows 'Failed to load cart. Please try again.' and loads again on Try again", async () => {
    signedInMember();
    const store = fakeStoreApi();
    store.memberHas(DUPATTA, 'Free Size', 'Gold', 1);
    server.use(...store.handlers);
    server.use(api.query('MemberCart', () => refusal(500, 'boom'), { once: true }));
    const user = userEvent.setup();
    renderStore(pages, '/cart');
    await findToast('Failed to load cart. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await badge(1);
    expect(screen.getByRole('group', { name: `Quantity of ${DUPATTA.title}` })).toBeTruthy();
  });
});

describe('login and logout', () => {
  it('merges the guest cart, coupon and wishlist into the account on login, clears the local copies, and shows an empty guest cart after logout', async () => {
    const store = fakeStoreApi();
    store.memberHas(KURTA, 'M', 'Maroon', 1);
    server.use(
      ...store.handlers,
      api.mutation('Login', () => HttpResponse.json({ data: { login: { message: 'Login successful', token: 'jwt.new', user: customer() } } })),
      api.mutation('Logout', () => HttpResponse.json({ data: { logout: { success: true, message: 'Logged out successfully' } } })),
    );
    guestHas(store, KURTA, 'M', 'Maroon', 2);
    guestHas(store, DUPATTA, 'Free Size', 'Gold', 1);
    localStorage.setItem('cartCoupon', 'WELCOME10');
    localStorage.setItem('wishlist', JSON.stringify([store.wishlistItem(DUPATTA)]));
    const logins: Event[] = [];
    document.addEventListener(LOGIN_EVENT, (event) => logins.push(event));
    const user = userEvent.setup();
    renderStore(pages);
    await badge(3);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await badge(4);
    expect(store.operations('MergeGuestCart')).toHaveLength(1);
    expect(store.operations('MergeGuestCart')[0].variables.input).toEqual({
      lines: [
        { productId: KURTA.id, size: 'M', color: 'Maroon', variantSku: expect.any(String), quantity: 2 },
        { productId: DUPATTA.id, size: 'Free Size', color: 'Gold', variantSku: expect.any(String), quantity: 1 },
      ],
      couponCode: 'WELCOME10',
      wishlistProductIds: [DUPATTA.id],
      mergeKey: expect.any(String),
    });
    for (const key of ['cart', 'cartCoupon', 'wishlist', 'cartMergeKey']) expect(localStorage.getItem(key)).toBeNull();
    expect(store.member.coupon).toBe('WELCOME10');
    expect(logins).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await badge(0);
    expect(toasts()).not.toContain('Failed to load cart. Please try again.');
  });
});

describe('verifying the sign-up code', () => {
  it('signs the shopper in and merges the guest cart into the new account as a login does, then goes on to checkout', async () => {
    const store = fakeStoreApi();
    let verifyVariables: Record<string, unknown> = {};
    server.use(
      ...store.handlers,
      api.mutation('VerifyEmail', ({ variables }) => {
        verifyVariables = variables;
        return HttpResponse.json({ data: { verifyEmail: { message: 'Email verified successfully. You are now signed in.', email: 'asha@example.in', token: 'jwt.verified', user: customer() } } });
      }),
    );
    guestHas(store, KURTA, 'M', 'Maroon', 2);
    const guestId = localStorage.getItem('guestSessionId') ?? 'guest-before-sign-up';
    localStorage.setItem('guestSessionId', guestId);
    const user = userEvent.setup();
    const { router } = renderStore([...pages, { path: 'verify-email', element: <VerifyEmailPage /> }, { path: 'checkout', element: <h1>Checkout</h1> }], {
      pathname: '/verify-email',
      search: '?email=asha%40example.in',
      state: { from: { pathname: '/checkout', search: '', hash: '' } },
    });
    await badge(2);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/checkout');
    expect(verifyVariables.guestSessionId).toBe(guestId);
    await waitFor(() => expect(store.operations('MergeGuestCart')).toHaveLength(1));
    await badge(2);
    expect(store.member.lines).toHaveLength(1);
    for (const key of ['cart', 'guestSessionId']) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('add to cart from a product card', () => {
  it('asks for size and colour in a sheet (reading them when it opens), then adds, toasts and opens the cart', async () => {
    const store = fakeStoreApi();
    const kurta = sellable(KURTA);
    const sizesRead = gate();
    server.use(
      ...store.handlers,
      api.query('QuickAddProduct', async () => {
        await sizesRead.opened;
        return HttpResponse.json({ data: { product: { __typename: 'Product', ...kurta, images: [{ __typename: 'ProductImage', url: KURTA.image }], variants: kurta.variants.map((v) => ({ __typename: 'ProductVariant', colorHex: '#7a1f3d', ...v })) } } });
      }),
    );
    const user = userEvent.setup();
    renderStore(pages, '/card');
    await user.click(screen.getByRole('button', { name: `Add ${KURTA.title} to cart` }));
    const sheet = await screen.findByRole('dialog', { name: KURTA.title }); // its own chunk: there a moment after the tap
    expect(within(sheet).getByRole('status').textContent).toBe('Loading sizes…');
    act(() => sizesRead.open());

    await user.click(await within(sheet).findByRole('button', { name: 'Add to Cart' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('Please select a size and colour');
    await user.click(within(sheet).getByRole('radio', { name: 'L' }));
    expect(within(sheet).queryByRole('alert')).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Add to Cart' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('Please select a colour');
    // Navy has no L in stock: it cannot be picked.
    const navy = within(sheet).getByRole('radio', { name: /^Navy/ }) as HTMLInputElement;
    expect(navy.disabled).toBe(true);
    expect(navy.closest('label')!.textContent).toBe('Navy (sold out)');
    await user.click(within(sheet).getByRole('radio', { name: 'Maroon' }));
    await user.click(within(sheet).getByRole('button', { name: /Add to Cart/ }));

    await findToast('Maroon Chanderi Kurta (L, Maroon) added to your cart');
    expect(screen.queryByRole('dialog', { name: KURTA.title })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Your Cart (1)' })).toBeTruthy();
    await badge(1);
  });
});

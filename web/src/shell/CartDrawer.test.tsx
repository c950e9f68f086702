import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openCartDrawer } from '../features/cart';
import { customer, meIs, signedInAs } from '../test/auth';
import { HttpResponse } from 'msw';
import { emptyMemberCartAnswer, emptyMemberWishlist, emptyShop } from '../test/handlers';
import { api, useMockApi } from '../test/msw';
import { currentUrl, renderApp } from '../test/render';

const server = useMockApi(...emptyShop);

const cartDialog = () => screen.queryByRole('dialog', { name: /Your Cart/ });

describe('cart drawer', () => {
  it('opens on the document event openCart and shows the empty state', async () => {
    renderApp('/about');
    expect(cartDialog()).toBeNull();
    act(() => openCartDrawer());

    const drawer = cartDialog()!;
    expect(within(drawer).getByRole('heading', { name: 'Your Cart (0)' })).toBeTruthy();
    expect(await within(drawer).findByText('Your cart is empty')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens from the header cart button and closes on Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 items' });
    await user.click(cartButton);
    expect(cartDialog()).not.toBeNull();
    expect(cartDialog()!.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(cartDialog()).toBeNull();
    expect(document.activeElement).toBe(cartButton);
    expect(document.body.style.overflow).toBe('');
  });

  it('Continue Shopping goes to /shop and closes the drawer', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    act(() => openCartDrawer());
    await user.click(await screen.findByRole('link', { name: 'Continue Shopping' }));
    expect(currentUrl(router)).toBe('/shop');
    expect(cartDialog()).toBeNull();
  });

  it("shows a spinner, not 'Your cart is empty', while a member's cart is still loading", async () => {
    signedInAs(customer());
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(meIs(customer()), emptyMemberWishlist, api.query('MemberCart', async () => {
      await answered;
      return HttpResponse.json(emptyMemberCartAnswer);
    }));
    renderApp('/about');
    act(() => openCartDrawer());
    const drawer = cartDialog()!;
    await within(drawer).findByRole('status');
    expect(within(drawer).queryByText('Your cart is empty')).toBeNull();

    answer();
    expect(await within(drawer).findByText('Your cart is empty')).toBeTruthy();
  });
});

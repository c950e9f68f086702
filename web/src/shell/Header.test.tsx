import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyShop } from '../test/handlers';
import { useMockApi } from '../test/msw';
import { currentUrl, renderApp } from '../test/render';

const server = useMockApi();

async function openSearch() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return { user, box: screen.getByPlaceholderText('Search for products...') };
}

describe('header', () => {
  it('has the menu button, the logo home, search, the cart with no badge when empty, and a login link', async () => {
    renderApp('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Kapda — home' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Cart, 0 items' }).textContent).toBe('');
    expect(within(header).getByRole('link', { name: 'Login or register' }).getAttribute('href')).toBe('/login');
  });
});

describe('search overlay', () => {
  it('goes to /shop?search={encoded, trimmed term}, then closes and clears', async () => {
    server.use(...emptyShop);
    const { router } = renderApp('/about');
    const { user, box } = await openSearch();
    expect(document.activeElement).toBe(box);
    await user.type(box, '  silk & zari kurta  {Enter}');

    expect(currentUrl(router)).toBe(`/shop?search=${encodeURIComponent('silk & zari kurta')}`);
    expect(screen.queryByPlaceholderText('Search for products...')).toBeNull();
    // The shop page loads lazily and its listing is a large tree: under load it takes more than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “silk & zari kurta”' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Reopened on /shop?search=… it shows the address's term, not the typed text.
    expect((screen.getByPlaceholderText('Search for products...') as HTMLInputElement).value).toBe('silk & zari kurta');
  }, 30_000);

  it('does nothing for a blank term', async () => {
    const { router } = renderApp('/about');
    const { user, box } = await openSearch();
    await user.type(box, '    {Enter}');
    expect(currentUrl(router)).toBe('/about');
    expect(screen.getByPlaceholderText('Search for products...')).toBeTruthy();
  });

  it('closes on Escape and with its close button, handing focus back to the search button', async () => {
    renderApp('/about');
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Search for products...')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));

    await openSearch();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByPlaceholderText('Search for products...')).toBeNull();
  });

  it('is pre-filled from the search parameter in the address', async () => {
    renderApp('/about?search=banarasi%20saree');
    const { box } = await openSearch();
    expect((box as HTMLInputElement).value).toBe('banarasi saree');
  });

  it('keeps the page from scrolling while open', async () => {
    renderApp('/about');
    const { user } = await openSearch();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(document.body.style.overflow).toBe('');
  });
});

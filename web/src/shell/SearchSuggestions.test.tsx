import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { returnPolicy } from '../test/catalog-fixtures';
import { emptyShop } from '../test/handlers';
import { api, useMockApi } from '../test/msw';
import { currentUrl, renderApp } from '../test/render';

const server = useMockApi();

/** What the API suggests for anything typed here; the text asked for is kept. */
function suggesting(asked: string[] = []) {
  return api.query('SearchSuggestions', ({ variables }) => {
    asked.push(variables.q as string);
    return HttpResponse.json({
      data: {
        searchSuggestions: {
          __typename: 'SearchSuggestions',
          products: [
            { __typename: 'SuggestedProduct', name: 'Bandhani Velvet Lehenga Choli', slug: 'bandhani-velvet-lehenga-choli', price: 8999, mrp: 12999, image: '/media/p/1-320.webp' },
            { __typename: 'SuggestedProduct', name: 'Leheriya Georgette Lehenga Choli', slug: 'leheriya-georgette-lehenga-choli', price: 6499, mrp: 6499, image: null },
          ],
          categories: [{ __typename: 'SuggestedCategory', slug: 'women-lehengas', name: 'Lehengas' }],
        },
      },
    });
  });
}

async function typeInSearch(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const box = screen.getByRole('combobox', { name: 'Search for products' });
  await user.type(box, text);
  return { user, box };
}

describe('search suggestions', () => {
  it('suggest products and categories as you type (after a pause), as a listbox the box controls', async () => {
    const asked: string[] = [];
    server.use(suggesting(asked));
    renderApp('/about');
    const { box } = await typeInSearch('lehn');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bandhani Velvet Lehenga Choli₹8,999.00', 'Leheriya Georgette Lehenga Choli₹6,499.00', 'in Lehengas']);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeTruthy();
    // Debounced: one request for the whole word, none for every letter.
    expect(asked).toEqual(['lehn']);
  });

  it('arrows move through the options, Enter opens the product; Escape closes the list first, then the overlay', async () => {
    server.use(suggesting());
    const { router } = renderApp('/about');
    const { user, box } = await typeInSearch('lehn');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Bandhani Velvet/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Lehengas/ }).id);
    // Past the last option, back to the box; up from the box, the last option again.
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Leheriya/ }).id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Search products' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search products' })).toBeNull();
    expect(currentUrl(router)).toBe('/about');
  });

  it('Enter on a product opens its page; a category opens its listing; Enter with none chosen searches', async () => {
    server.use(suggesting(), ...emptyShop, api.query('ProductDetail', () => HttpResponse.json({ data: { returnPolicy, product: null } })));
    const { router } = renderApp('/about');
    const { user } = await typeInSearch('lehn');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(currentUrl(router)).toBe('/product/bandhani-velvet-lehenga-choli');
    expect(screen.queryByRole('dialog', { name: 'Search products' })).toBeNull();

    await typeInSearch('lehn');
    await user.click(await screen.findByRole('option', { name: /Lehengas/ }));
    expect(currentUrl(router)).toBe('/shop?category=women-lehengas');

    const again = await typeInSearch('lehnga');
    await screen.findByRole('listbox');
    await again.user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/shop?search=lehnga');
  });

  it('a highlighted option is let go when the text changes or the list closes: Enter then searches what was typed', async () => {
    server.use(suggesting(), ...emptyShop);
    const { router } = renderApp('/about');
    const user = userEvent.setup();
    /** Open the overlay (it starts from the address's search), empty the box, type. */
    const openAndType = async (text: string) => {
      await user.click(screen.getByRole('button', { name: 'Search' }));
      const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search for products' });
      const fromAddress = new URL(currentUrl(router), 'http://shop.test').searchParams.get('search') ?? '';
      await waitFor(() => expect(box.value).toBe(fromAddress));
      await user.clear(box);
      await user.type(box, text);
      await screen.findByRole('listbox');
      return box;
    };

    const box = await openAndType('lehn');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Leheriya/ }).id);
    // Typing on (the old suggestions still showing while the new ones load): nothing is chosen any more.
    await user.type(box, 'ga');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBeNull());
    expect(screen.queryAllByRole('option', { selected: true })).toEqual([]);
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/shop?search=lehnga');

    // Escape closes the list with an option highlighted; Enter searches the text, not the option.
    const again = await openAndType('lehn');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(again.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/shop?search=lehn');

    // The whole text replaced by one letter at once: the list goes (too short to suggest) and Enter searches that letter.
    const third = await openAndType('lehn');
    await user.keyboard('{ArrowDown}');
    await user.tripleClick(third);
    await user.keyboard('k');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/shop?search=k');

    // The overlay closed with an option highlighted and opened again: Enter searches the box's text (the address's).
    await openAndType('lehn');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const reopened = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search for products' });
    await waitFor(() => expect(reopened.value).toBe('k'));
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/shop?search=k');
    expect(screen.queryByRole('dialog', { name: 'Search products' })).toBeNull();
  });

  it('says so when nothing is suggested, and asks nothing for one letter', async () => {
    const asked: string[] = [];
    server.use(
      api.query('SearchSuggestions', ({ variables }) => {
        asked.push(variables.q as string);
        return HttpResponse.json({ data: { searchSuggestions: { __typename: 'SearchSuggestions', products: [], categories: [] } } });
      }),
    );
    renderApp('/about');
    const { user, box } = await typeInSearch('z');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await user.type(box, 'zq');
    expect(await screen.findByText('No suggestions for “zzq”. Press Enter to search anyway.')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_REFRESH_MS } from '@kapda/rules/banners';
import { api, useMockApi } from '../../test/msw';
import { renderApp } from '../../test/render';
import { DISMISSED_BANNER_KEY } from './dismissed-banner';

const server = useMockApi();

const banner = (id: string, text: string) => ({ __typename: 'PromoBanner', id, text, link: '/shop?sale=true', backgroundColor: '#7a1f3d', textColor: '#ffffff' });
const answering = (...answers: Array<ReturnType<typeof banner> | null | 'error'>) => {
  let call = 0;
  const asked = vi.fn();
  server.use(
    api.query('ActivePromoBanner', () => {
      asked();
      const answer = answers[Math.min(call++, answers.length - 1)];
      return answer === 'error' ? HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 }) : HttpResponse.json({ data: { activePromoBanner: answer } });
    }),
  );
  return asked;
};
const strip = () => screen.queryByRole('region', { name: 'Announcement' });

describe('promo banner', () => {
  it('shows the live banner above the header; dismissing hides it and remembers its id', async () => {
    answering(banner('7', 'Diwali sale: 20% off silk'));
    const user = userEvent.setup();
    const view = renderApp('/shipping');
    expect(await screen.findByRole('link', { name: 'Diwali sale: 20% off silk' })).toBeTruthy();
    expect(strip()!.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(strip()).toBeNull();
    expect(localStorage.getItem(DISMISSED_BANNER_KEY)).toBe('7');

    // On the next visit the same banner stays hidden.
    view.unmount();
    renderApp('/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Information' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(strip()).toBeNull();
  });

  it('shows a banner with a new id even after another was dismissed', async () => {
    localStorage.setItem(DISMISSED_BANNER_KEY, '7');
    answering(banner('8', 'Free shipping this weekend'));
    renderApp('/shipping');
    expect(await screen.findByText('Free shipping this weekend')).toBeTruthy();
  });

  it('is hidden on any path containing /admin', async () => {
    const asked = answering(banner('9', 'Wedding season edit'));
    // A path no guard redirects away from (the not-found page), so the layout stays in back-office mode.
    renderApp('/shop/admin-picks');
    await screen.findByRole('heading', { name: 'Page not found' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Wedding season edit')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  describe('every 5 minutes', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('asks again: a new banner replaces the old, none or a failure hides it silently', async () => {
      const asked = answering(banner('1', 'Navratri edit'), banner('2', 'Diwali edit'), 'error', null);
      renderApp('/shipping');
      expect(await screen.findByText('Navratri edit')).toBeTruthy();
      expect(asked).toHaveBeenCalledTimes(1);

      await act(() => vi.advanceTimersByTimeAsync(BANNER_REFRESH_MS - 1000));
      expect(asked).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByText('Diwali edit')).toBeTruthy();
      expect(asked).toHaveBeenCalledTimes(2);

      await act(() => vi.advanceTimersByTimeAsync(BANNER_REFRESH_MS));
      await vi.waitFor(() => expect(screen.queryByText('Diwali edit')).toBeNull());
      expect(asked).toHaveBeenCalledTimes(3);
      // No message about it: the shopper just sees no banner.
      expect(screen.queryByRole('alert')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(BANNER_REFRESH_MS));
      await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(4));
      expect(strip()).toBeNull();
    });
  });
});

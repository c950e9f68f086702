import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '../features/auth';
import { api, customer, meIs, signedInAs, useMockApi } from '../test/auth';
import { signedInBasics } from '../test/handlers';
import { renderApp } from '../test/render';
import { ACCOUNT_MENU_CLOSE_DELAY_MS } from './AccountMenu';

const server = useMockApi(...signedInBasics);
afterEach(() => vi.useRealTimers());

async function openAccountMenu(path = '/about') {
  const user = customer();
  signedInAs(user);
  server.use(meIs(user));
  const view = renderApp(path);
  const header = screen.getByRole('banner');
  const button = await within(header).findByRole('button', { name: /Asha/ });
  fireEvent.click(button);
  return { ...view, header, button };
}

const profileLink = (header: HTMLElement) => within(header).queryByRole('link', { name: 'My Profile' });

describe('header account dropdown timing (SPEC.md §2)', () => {
  it('closes exactly 200 ms after the button loses focus', async () => {
    const { header, button } = await openAccountMenu();
    expect(ACCOUNT_MENU_CLOSE_DELAY_MS).toBe(200);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.focusOut(button, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(199));
    expect(profileLink(header)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(profileLink(header)).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open while focus moves onto one of its items', async () => {
    const { header, button } = await openAccountMenu();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const profile = profileLink(header)!;
    fireEvent.focusOut(button, { relatedTarget: profile });
    fireEvent.focusIn(profile);
    act(() => vi.advanceTimersByTime(500));
    expect(profileLink(header)).not.toBeNull();
  });
});

describe('logging out from the header', () => {
  it('on a members-only page goes straight home (not via /login) and ends the session', async () => {
    server.use(api.mutation('Logout', () => HttpResponse.json({ data: { logout: { __typename: 'MessagePayload', success: true, message: 'Logged out successfully' } } })));
    const { router, header } = await openAccountMenu('/account/orders');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(await within(header).findByRole('link', { name: 'Login or register' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(visited).not.toContain('/login');
    expect(readAccessToken()).toBeNull();
  });
});

import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_EVENT, LOGOUT_EVENT, useAuth, type LoginEventDetail } from './AuthContext';
import { GUEST_SESSION_KEY } from './guest-session';
import { api, apiError, customer, meIs, renderRoutes, signedInAs, useMockApi } from '../../test/auth';
import { readAccessToken, readStoredUser } from './token-cookie';

const server = useMockApi();

function WhoAmI() {
  const { user, loading, login, logout, updateProfile } = useAuth();
  const [saved, setSaved] = useState('');
  if (loading) return <p>restoring</p>;
  return (
    <div>
      <p>{user ? `Signed in: ${user.firstName}` : 'Guest'}</p>
      <button type="button" onClick={() => void login('asha@example.in', 'Chikankari#7')}>login</button>
      <button type="button" onClick={() => void logout()}>logout</button>
      <button type="button" onClick={() => void updateProfile({ firstName: 'Asha' }).then((outcome) => setSaved(outcome.message))}>save</button>
      <output>{saved}</output>
    </div>
  );
}

const routes = [{ path: '/', element: <WhoAmI /> }];

describe('AuthProvider / useAuth', () => {
  it('useAuth outside its provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });

  it('restores the session from the cookie through `me`', async () => {
    signedInAs(customer({ firstName: 'Old name' }));
    server.use(meIs(customer({ firstName: 'Asha' })));
    renderRoutes(routes);
    expect(screen.getByText('restoring')).toBeTruthy();
    expect(await screen.findByText('Signed in: Asha')).toBeTruthy();
    expect((readStoredUser() as { firstName: string }).firstName).toBe('Asha');
  });

  it('without a token it is a guest at once and asks nothing', () => {
    renderRoutes(routes);
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it('announces login (with the guest id it came from) and logout to other features', async () => {
    localStorage.setItem(GUEST_SESSION_KEY, 'guest-42');
    const logins: LoginEventDetail[] = [];
    let logouts = 0;
    const onLogin = (event: Event) => logins.push((event as CustomEvent<LoginEventDetail>).detail);
    const onLogout = () => (logouts += 1);
    document.addEventListener(LOGIN_EVENT, onLogin);
    document.addEventListener(LOGOUT_EVENT, onLogout);
    let revokedWith: string | null = null;
    server.use(
      api.mutation('Login', () => HttpResponse.json({ data: { login: { message: 'Login successful', token: 'jwt.new', user: customer() } } })),
      api.mutation('Logout', ({ request }) => {
        revokedWith = request.headers.get('authorization');
        return HttpResponse.json({ data: { logout: { success: true, message: 'Logged out successfully' } } });
      }),
    );
    renderRoutes(routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('Signed in: Asha')).toBeTruthy();
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0].guestSessionId).toBe('guest-42');
    expect(logins[0].user.email).toBe('asha@example.in');

    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('Guest')).toBeTruthy();
    expect(revokedWith).toBe('Bearer jwt.new');
    expect(readAccessToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    await waitFor(() => expect(logouts).toBe(1));
    document.removeEventListener(LOGIN_EVENT, onLogin);
    document.removeEventListener(LOGOUT_EVENT, onLogout);
  });

  it('logout ends the session here even when the server cannot be reached', async () => {
    signedInAs(customer());
    server.use(meIs(customer()), api.mutation('Logout', () => HttpResponse.error()));
    renderRoutes(routes);
    await screen.findByText('Signed in: Asha');
    await userEvent.setup().click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('Guest')).toBeTruthy();
    expect(readAccessToken()).toBeNull();
  });

  it('a 401 on profile update forces logout (SPEC.md §4)', async () => {
    signedInAs(customer());
    server.use(meIs(customer()), api.mutation('UpdateProfile', () => apiError(401, 'Session expired. Please login again.')), api.mutation('Logout', () => apiError(401, 'x')));
    renderRoutes(routes);
    await screen.findByText('Signed in: Asha');
    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Guest')).toBeTruthy();
    expect(readAccessToken()).toBeNull();
  });

  it("a profile update without a session answers 'User not authenticated' and asks nothing", async () => {
    renderRoutes(routes);
    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByRole('status')).textContent).toBe('User not authenticated');
  });

  it('keeps the stored user when the server cannot be reached on load', async () => {
    signedInAs(customer());
    server.use(api.query('Me', () => HttpResponse.error()));
    renderRoutes(routes);
    expect(await screen.findByText('Signed in: Asha', {}, { timeout: 3000 })).toBeTruthy();
  });
});

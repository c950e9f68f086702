import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_KEY, readAccessToken } from '../../features/auth';
import { admin, api, apiError, customer, findToast, renderRoutes, subAdmin, useMockApi } from '../../test/auth';
import LoginPage from './LoginPage';

const server = useMockApi();

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/account', element: <h1>Account home</h1> },
  { path: '/checkout', element: <h1>Checkout</h1> },
  { path: '/verify-email', element: <h1>Verify page</h1> },
  { path: '/admin/dashboard', element: <h1>Admin dashboard</h1> },
  { path: '/admin/orders', element: <h1>Order desk</h1> },
  { path: '/subadmin/dashboard', element: <h1>SubAdmin dashboard</h1> },
];

async function submitLogin(email = 'asha@example.in', password = 'Chikankari#7') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

function failWith(response: () => Response) {
  server.use(api.mutation('Login', response));
}

describe('/login', () => {
  it('logs in, stores the token, sends and then forgets the guest session id, and goes to /account', async () => {
    localStorage.setItem(GUEST_SESSION_KEY, 'guest-42');
    let sent: Record<string, unknown> = {};
    server.use(
      api.mutation('Login', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { login: { __typename: 'AuthPayload', message: 'Login successful', token: 'jwt.new', user: customer() } } });
      }),
    );
    const { router } = renderRoutes(routes, '/login');
    await submitLogin();

    expect(await screen.findByRole('heading', { name: 'Account home' })).toBeTruthy();
    expect(sent).toEqual({ email: 'asha@example.in', password: 'Chikankari#7', guestSessionId: 'guest-42' });
    expect(readAccessToken()).toBe('jwt.new');
    expect(localStorage.getItem(GUEST_SESSION_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/account');
    await findToast('Login successful');
  });

  it('returns to the page the shopper came from', async () => {
    server.use(api.mutation('Login', () => HttpResponse.json({ data: { login: { message: 'Login successful', token: 't', user: customer() } } })));
    renderRoutes(routes, { pathname: '/login', state: { from: { pathname: '/checkout', search: '', hash: '' } } });
    await submitLogin();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });

  describe('the back office lands on its own dashboard', () => {
    const loginAs = (who: ReturnType<typeof customer>) => server.use(api.mutation('Login', () => HttpResponse.json({ data: { login: { message: 'Login successful', token: 't', user: who } } })));
    const orders = subAdmin({ permissions: ['view_orders'], department: 'Orders' });

    it('an admin goes to /admin/dashboard, a sub-admin to /subadmin/dashboard, a shopper to /account', async () => {
      for (const [who, heading] of [[admin(), 'Admin dashboard'], [orders, 'SubAdmin dashboard'], [customer(), 'Account home']] as const) {
        loginAs(who);
        const view = renderRoutes(routes, '/login');
        await submitLogin();
        expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
        view.unmount();
        document.cookie = 'tokens=; max-age=0; path=/';
      }
    });

    it('goes back to the page they came from (the guard, or ?redirect=) when they may open it', async () => {
      loginAs(orders);
      const view = renderRoutes(routes, { pathname: '/login', state: { from: { pathname: '/admin/orders', search: '', hash: '' } } });
      await submitLogin();
      expect(await screen.findByRole('heading', { name: 'Order desk' })).toBeTruthy();
      view.unmount();
      document.cookie = 'tokens=; max-age=0; path=/';
      loginAs(admin());
      const { router } = renderRoutes(routes, '/login?redirect=%2Fcheckout%3Fstep%3D2');
      await submitLogin();
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
      expect(router.state.location.search).toBe('?step=2');
    });

    it('a page they may not open, or another site in ?redirect=, sends them to their dashboard instead', async () => {
      loginAs(orders);
      const view = renderRoutes(routes, { pathname: '/login', state: { from: { pathname: '/admin/dashboard', search: '', hash: '' } } });
      await submitLogin();
      expect(await screen.findByRole('heading', { name: 'SubAdmin dashboard' })).toBeTruthy();
      view.unmount();
      document.cookie = 'tokens=; max-age=0; path=/';
      loginAs(admin());
      renderRoutes(routes, '/login?redirect=%2F%2Fevil.example%2Fadmin');
      await submitLogin();
      expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    });
  });

  it('403 not verified: "Email not verified" and a way to verify', async () => {
    failWith(() => apiError(403, 'Email not verified'));
    renderRoutes(routes, '/login');
    await submitLogin();
    await findToast('Email not verified');
    const verify = await screen.findByRole('link', { name: 'Verify email' });
    expect(verify.getAttribute('href')).toBe('/verify-email?email=asha%40example.in');
    expect(readAccessToken()).toBeNull();
  });

  it('401: "Invalid email or password"', async () => {
    failWith(() => apiError(401, 'nope'));
    renderRoutes(routes, '/login');
    await submitLogin();
    await findToast('Invalid email or password');
    expect(document.querySelector('.form-alert')!.textContent).toContain('Invalid email or password');
  });

  it('other errors: the server message, or "Failed to login"', async () => {
    failWith(() => apiError(429, 'Too many attempts. Please wait a minute and try again.'));
    const first = renderRoutes(routes, '/login');
    await submitLogin();
    await findToast('Too many attempts. Please wait a minute and try again.');
    first.unmount();

    failWith(() => apiError(500, ''));
    renderRoutes(routes, '/login');
    await submitLogin();
    await findToast('Failed to login');
  });

  it('no response: "Failed to connect to server. Please check your internet connection."', async () => {
    failWith(() => HttpResponse.error());
    renderRoutes(routes, '/login');
    await submitLogin();
    await findToast('Failed to connect to server. Please check your internet connection.');
  });

  it('checks the fields before calling the server, and disables the form while it waits', async () => {
    let release: () => void = () => {};
    server.use(
      api.mutation('Login', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return apiError(401, 'x');
      }),
    );
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();

    await submitLogin('asha@example.in', 'x');
    const busy = await screen.findByRole('button', { name: /Signing in/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
    release();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false));
  });
});

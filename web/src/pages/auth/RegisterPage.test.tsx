import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_KEY } from '../../features/auth';
import { api, apiError, findToast, renderRoutes, useMockApi } from '../../test/auth';
import RegisterPage from './RegisterPage';

const server = useMockApi();
const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/verify-email', element: <h1>Verify page</h1> },
];

async function fillForm({ phone = '9876543210', password = 'Bandhani@Surat' } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Patel');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), password);
  if (phone) await user.type(screen.getByLabelText(/Mobile number/), phone);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/register', () => {
  it('creates the account with the guest session id, says to check email, and goes to /verify-email', async () => {
    localStorage.setItem(GUEST_SESSION_KEY, 'guest-42');
    let input: Record<string, unknown> = {};
    server.use(
      api.mutation('Register', ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { register: { message: 'Registration successful. Please check your email for the verification code.', email: 'asha@example.in', resendAfterSeconds: 60 } } });
      }),
    );
    const { router } = renderRoutes(routes, '/register');
    await fillForm();

    await findToast('Registration successful. Please check your email for the verification code.');
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeTruthy();
    expect(router.state.location.search).toBe('?email=asha%40example.in');
    expect(router.state.location.state).toEqual({ resendAfterSeconds: 60 });
    expect(input).toEqual({ firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', password: 'Bandhani@Surat', phone: '9876543210', guestSessionId: 'guest-42' });
    // The guest id stays until a successful login.
    expect(localStorage.getItem(GUEST_SESSION_KEY)).toBe('guest-42');
  });

  it('carries the page the shopper was going to (from the login page) on to /verify-email', async () => {
    server.use(
      api.mutation('Register', () => HttpResponse.json({ data: { register: { message: 'Registration successful. Please check your email for the verification code.', email: 'asha@example.in', resendAfterSeconds: 60 } } })),
    );
    const from = { pathname: '/checkout', search: '', hash: '' };
    const { router } = renderRoutes(routes, { pathname: '/register', state: { from } });
    await fillForm();
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ resendAfterSeconds: 60, from });
  });

  it('409: "Email already exists", beside the email', async () => {
    server.use(api.mutation('Register', () => apiError(409, 'Conflict')));
    renderRoutes(routes, '/register');
    await fillForm({ phone: '' });
    await findToast('Email already exists');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('otherwise the server message, or "Failed to register"', async () => {
    server.use(api.mutation('Register', () => apiError(400, 'This password is too common. Please choose one that is harder to guess.')));
    const first = renderRoutes(routes, '/register');
    await fillForm();
    await findToast('This password is too common. Please choose one that is harder to guess.');
    first.unmount();

    server.use(api.mutation('Register', () => apiError(500, '')));
    renderRoutes(routes, '/register');
    await fillForm();
    await findToast('Failed to register');
  });

  it('shows the password rules and checks fields inline before calling the server', async () => {
    renderRoutes(routes, '/register');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByText('Not your email address')).toBeTruthy();
    await fillForm({ phone: '12345', password: 'short' });
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it("refuses a common password or one containing the email, in the server's words", async () => {
    // The common-password list stays on the server (it kept the storefront's bundle heavy): the
    // server's refusal is shown. A password containing the email is refused before sending.
    server.use(api.mutation('Register', () => apiError(400, 'This password is too common. Please choose one that is harder to guess.')));
    const first = renderRoutes(routes, '/register');
    await fillForm({ password: 'Password@123' });
    expect((await screen.findAllByText('This password is too common. Please choose one that is harder to guess.')).length).toBeGreaterThan(0);
    first.unmount();

    renderRoutes(routes, '/register');
    await fillForm({ password: 'Asha@example-2025' });
    expect(screen.getByText('Password must not contain your email address.')).toBeTruthy();
  });
});

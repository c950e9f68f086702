import type { ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../features/auth';
import { api, apiError, customer, findToast, renderRoutes, useMockApi } from '../../test/auth';
import VerifyEmailPage from './VerifyEmailPage';

const server = useMockApi();
/** Who the session says is signed in, beside every page. */
function SignedInAs() {
  const { user } = useAuth();
  return <p data-testid="signed-in-as">{user?.email ?? 'nobody'}</p>;
}
const withSession = (page: ReactElement) => <>{page}<SignedInAs /></>;
const routes = [
  { path: '/verify-email', element: withSession(<VerifyEmailPage />) },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/account', element: withSession(<h1>Your account</h1>) },
  { path: '/checkout', element: <h1>Checkout page</h1> },
];

afterEach(() => vi.useRealTimers());

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify email' }));
}

describe('/verify-email', () => {
  it('a right code signs the new account in (the session cookie is written) and goes to /account', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      api.mutation('VerifyEmail', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { verifyEmail: { message: 'Email verified successfully. You are now signed in.', email: 'asha@example.in', token: 'jwt.verified', user: customer() } } });
      }),
    );
    const { router } = renderRoutes(routes, '/verify-email?email=asha%40example.in');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.in');
    await enterCode('123456');
    await findToast('Email verified successfully. You are now signed in.');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(sent).toEqual({ email: 'asha@example.in', otp: '123456', guestSessionId: expect.any(String) });
    expect(document.cookie).toContain('jwt.verified');
    expect(screen.getByTestId('signed-in-as').textContent).toBe('asha@example.in');
  });

  it('goes on to the page the shopper was going to before registering (e.g. checkout)', async () => {
    server.use(
      api.mutation('VerifyEmail', () => HttpResponse.json({ data: { verifyEmail: { message: 'Email verified successfully. You are now signed in.', email: 'asha@example.in', token: 'jwt.verified', user: customer() } } })),
    );
    const { router } = renderRoutes(routes, { pathname: '/verify-email', search: '?email=asha%40example.in', state: { from: { pathname: '/checkout', search: '', hash: '' } } });
    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('a code that signs nobody in (already verified) goes to /login with the email filled in', async () => {
    server.use(
      api.mutation('VerifyEmail', () => HttpResponse.json({ data: { verifyEmail: { message: 'Your email is already verified. You can log in.', email: 'asha@example.in', token: null, user: null } } })),
    );
    const { router } = renderRoutes(routes, '/verify-email?email=asha%40example.in');
    await enterCode('123456');
    await findToast('Your email is already verified. You can log in.');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ email: 'asha@example.in' });
  });

  it('400: "Invalid OTP. Please check and try again."', async () => {
    server.use(api.mutation('VerifyEmail', () => apiError(400, 'bad code')));
    renderRoutes(routes, '/verify-email?email=asha%40example.in');
    await enterCode('111111');
    await findToast('Invalid OTP. Please check and try again.');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
  });

  it('404: "Email not found or verification request expired."', async () => {
    server.use(api.mutation('VerifyEmail', () => apiError(404, 'gone')));
    renderRoutes(routes, '/verify-email?email=asha%40example.in');
    await enterCode('111111');
    await findToast('Email not found or verification request expired.');
  });

  it('accepts only a 6-digit code', async () => {
    renderRoutes(routes, '/verify-email?email=asha%40example.in');
    await enterCode('12ab3');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123');
    expect(screen.getByText('Enter the 6-digit code from your email')).toBeTruthy();
  });

  it('the resend button waits out a visible 60 s cooldown, and starts it again after a resend', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(api.mutation('ResendVerification', () => HttpResponse.json({ data: { resendVerification: { message: 'A new verification code has been sent to your email.', resendAfterSeconds: 60 } } })));
    renderRoutes(routes, { pathname: '/verify-email', search: '?email=asha%40example.in', state: { resendAfterSeconds: 60 } });

    const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend code in 60 s');
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resend().textContent).toBe('Resend code in 59 s');
    for (let i = 0; i < 59; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(resend().textContent).toBe('Resend code');
    expect(resend().disabled).toBe(false);

    vi.useRealTimers();
    fireEvent.click(resend());
    await findToast('A new verification code has been sent to your email.');
    expect(resend().textContent).toBe('Resend code in 60 s');
  });
});

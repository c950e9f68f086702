import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, findToast, renderRoutes, useMockApi } from '../../test/auth';
import VerifyEmailPage from './VerifyEmailPage';

const server = useMockApi();
const routes = [
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

afterEach(() => vi.useRealTimers());

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify email' }));
}

describe('/verify-email', () => {
  it('verifies the code for the email in the link, then goes to /login with the email filled in', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      api.mutation('VerifyEmail', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { verifyEmail: { message: 'Email verified successfully. You can now log in.', email: 'asha@example.in' } } });
      }),
    );
    const { router } = renderRoutes(routes, '/verify-email?email=asha%40example.in');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.in');
    await enterCode('123456');
    await findToast('Email verified successfully. You can now log in.');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(sent).toEqual({ email: 'asha@example.in', otp: '123456' });
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

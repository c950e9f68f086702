import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError, findToast, renderRoutes, useMockApi } from '../../test/auth';
import ForgotPasswordPage from './ForgotPasswordPage';

const server = useMockApi();
const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];
const SENT = 'If your email exists in our system, you will receive a password reset link in your email.';

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('/forgot-password', () => {
  it('always gives the same answer (no account enumeration)', async () => {
    server.use(api.mutation('ForgotPassword', () => HttpResponse.json({ data: { forgotPassword: { success: true, message: SENT } } })));
    renderRoutes(routes, '/forgot-password');
    await ask('someone@example.in');
    await findToast(SENT);
    expect(screen.getByRole('status').textContent).toContain(SENT);
  });

  it('400: "Please provide a valid email address."', async () => {
    server.use(api.mutation('ForgotPassword', () => apiError(400, 'bad')));
    renderRoutes(routes, '/forgot-password');
    await ask('asha@localhost.x');
    await findToast('Please provide a valid email address.');
  });

  it('refuses a malformed address before asking the server, with the same words', async () => {
    renderRoutes(routes, '/forgot-password');
    await ask('asha@');
    expect(screen.getByRole('alert').textContent).toBe('Please provide a valid email address.');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError, findToast, renderRoutes, useMockApi } from '../../test/auth';
import ResetPasswordPage from './ResetPasswordPage';

const server = useMockApi();
const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }];

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('/reset-password', () => {
  it('sets the new password with the token and says the user can now log in', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      api.mutation('ResetPassword', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { resetPassword: { success: true, message: 'Your password has been reset. You can now log in with your new password.' } } });
      }),
    );
    renderRoutes(routes, '/reset-password?token=abc123');
    await choose('Kalamkari#2026');
    await findToast('Your password has been reset. You can now log in with your new password.');
    expect(sent).toEqual({ token: 'abc123', newPassword: 'Kalamkari#2026' });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('400 or 404: "Invalid or expired reset token."', async () => {
    for (const status of [400, 404]) {
      server.use(api.mutation('ResetPassword', () => apiError(status, 'Invalid or expired reset token.')));
      const view = renderRoutes(routes, '/reset-password?token=old');
      await choose('Kalamkari#2026');
      await findToast('Invalid or expired reset token.');
      expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
      view.unmount();
    }
  });

  it('a 400 about the password shows the server message beside the field', async () => {
    server.use(api.mutation('ResetPassword', () => apiError(400, 'This password is too common. Please choose one that is harder to guess.')));
    renderRoutes(routes, '/reset-password?token=abc123');
    await choose('Kalamkari#2026');
    await findToast('This password is too common. Please choose one that is harder to guess.');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('without a token there is nothing to reset', () => {
    renderRoutes(routes, '/reset-password');
    expect(screen.getByRole('alert').textContent).toContain('Invalid or expired reset token.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('the two passwords must match', async () => {
    renderRoutes(routes, '/reset-password?token=abc123');
    await choose('Kalamkari#2026', 'Kalamkari#2025');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });
});

describe('/reset-password from a sub-admin invitation', () => {
  it('welcomes the invited sub-admin to set their first password with the same token flow', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      api.mutation('ResetPassword', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { resetPassword: { success: true, message: 'Your password has been reset. You can now log in with your new password.' } } });
      }),
    );
    renderRoutes(routes, '/reset-password?token=invite-token&invite=1');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeTruthy();
    await choose('Kalamkari#2026');
    await findToast('Your password has been reset. You can now log in with your new password.');
    expect(sent).toEqual({ token: 'invite-token', newPassword: 'Kalamkari#2026' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RouteGuard, readAccessToken } from '../../features/auth';
import { api, apiError, customer, findToast, meIs, renderRoutes, signedInAs, useMockApi } from '../../test/auth';
import ProfilePage from './ProfilePage';

const SESSIONS = [
  { __typename: 'SignedInSession', id: 'a1', device: 'Chrome on Android', ipAddress: '49.36.10.2', signedInAt: '2026-11-20T09:00:00.000Z', lastSeenAt: '2026-11-23T10:00:00.000Z', current: true },
  { __typename: 'SignedInSession', id: 'b2', device: 'Safari on Mac', ipAddress: '103.21.4.9', signedInAt: '2026-11-18T06:30:00.000Z', lastSeenAt: '2026-11-21T14:15:00.000Z', current: false },
];
const sessionsAre = (sessions: typeof SESSIONS) => api.query('MySessions', () => HttpResponse.json({ data: { mySessions: sessions } }));

const server = useMockApi(sessionsAre(SESSIONS));
const routes = [
  { path: '/account/profile', element: <RouteGuard><ProfilePage /></RouteGuard> },
  { path: '/login', element: <h1>Login page</h1> },
];

async function openProfile(user = customer()) {
  signedInAs(user);
  server.use(meIs(user));
  const view = renderRoutes(routes, '/account/profile');
  await screen.findByRole('heading', { name: 'My Profile' });
  return view;
}

const details = () => screen.getByRole('form', { name: 'Personal details' });

async function saveDetails(changes: { firstName?: string } = {}) {
  const user = userEvent.setup();
  const firstName = within(details()).getByLabelText('First name');
  if (changes.firstName) {
    await user.clear(firstName);
    await user.type(firstName, changes.firstName);
  }
  await user.click(within(details()).getByRole('button', { name: 'Save details' }));
}

function profileAnswer(response: () => Response) {
  server.use(api.mutation('UpdateProfile', response));
}

describe('/account/profile — details', () => {
  it('saves the details and toasts the outcome', async () => {
    let input: Record<string, unknown> = {};
    server.use(
      api.mutation('UpdateProfile', ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { updateProfile: { message: 'Profile updated successfully', emailVerificationSent: false, user: customer({ firstName: 'Ashaben' }) } } });
      }),
    );
    await openProfile();
    await saveDetails({ firstName: 'Ashaben' });
    await findToast('Profile updated successfully');
    expect(input).toEqual({ firstName: 'Ashaben', lastName: 'Patel', phone: '9876543210', gender: '', dateOfBirth: '', whatsappOptIn: false });
  });

  it('keeps the WhatsApp order-updates default: shown as saved, ticked and sent', async () => {
    let input: Record<string, unknown> = {};
    server.use(
      api.mutation('UpdateProfile', ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { updateProfile: { message: 'Profile updated successfully', emailVerificationSent: false, user: customer({ whatsappOptIn: true }) } } });
      }),
    );
    await openProfile();
    const box = within(details()).getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.setup().click(box);
    await saveDetails();
    await findToast('Profile updated successfully');
    expect(input).toMatchObject({ whatsappOptIn: true });
    expect((within(details()).getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }) as HTMLInputElement).checked).toBe(true);
  });

  it('400: the server message, or "Invalid profile data"', async () => {
    profileAnswer(() => apiError(400, 'Please enter a valid 10-digit Indian mobile number.'));
    let view = await openProfile();
    await saveDetails();
    await findToast('Please enter a valid 10-digit Indian mobile number.');
    view.unmount();

    profileAnswer(() => apiError(400, ''));
    view = await openProfile();
    await saveDetails();
    await findToast('Invalid profile data');
  });

  it('other failures: "Failed to update profile"', async () => {
    profileAnswer(() => apiError(500, 'Something went wrong on our side. Please try again.'));
    await openProfile();
    await saveDetails();
    await findToast('Failed to update profile');
  });

  it('401: "Session expired. Please login again." and the user is logged out', async () => {
    profileAnswer(() => apiError(401, 'Session expired. Please login again.'));
    server.use(api.mutation('Logout', () => apiError(401, 'x')));
    const { router } = await openProfile();
    await saveDetails();
    await findToast('Session expired. Please login again.');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(readAccessToken()).toBeNull();
    expect(router.state.location.state).toEqual({ from: { pathname: '/account/profile', search: '', hash: '' } });
  });

  it('checks the fields inline first', async () => {
    await openProfile(customer({ phone: null }));
    const user = userEvent.setup();
    await user.clear(within(details()).getByLabelText('First name'));
    await user.type(within(details()).getByLabelText(/Mobile number/), '12345');
    await user.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(within(details()).getByText('Enter your first name')).toBeTruthy();
    expect(within(details()).getByText('Enter a 10-digit mobile number')).toBeTruthy();
  });
});

const emailSection = () => screen.getByRole('region', { name: 'Email address' });

describe('/account/profile — email', () => {
  it('a new email waits for its code; entering it switches the account to the new address', async () => {
    const withPending = customer({ pendingEmail: 'asha.new@example.in' });
    const switched = customer({ email: 'asha.new@example.in' });
    let verified: Record<string, unknown> = {};
    let sent: Record<string, unknown> = {};
    server.use(
      api.mutation('UpdateProfile', ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return (
          HttpResponse.json({ data: { updateProfile: { message: 'Profile updated. We sent a verification code to your new email address; it replaces the old one once verified.', emailVerificationSent: true, user: withPending } } })
        );
      }),
      api.mutation('VerifyEmail', ({ variables }) => {
        verified = variables;
        server.use(meIs(switched));
        return HttpResponse.json({ data: { verifyEmail: { message: 'Email verified successfully.', email: 'asha.new@example.in', token: null, user: null } } });
      }),
    );
    await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'asha.new@example.in');
    await user.type(within(emailSection()).getByLabelText('Current password'), 'Chikankari#7');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(/Waiting for verification/)).toBeTruthy();
    expect(sent).toEqual({ email: 'asha.new@example.in', currentPassword: 'Chikankari#7' });
    expect((screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement).textContent).toBe('Resend code in 60 s');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    // The mutation goes out once its lazily loaded hook arrives (AuthContext's verifyEmail), not within the click.
    await waitFor(() => expect(verified).toEqual({ email: 'asha.new@example.in', otp: '654321' }));
    await waitFor(() => expect(screen.queryByText(/Waiting for verification/)).toBeNull());
    expect(screen.getByText('asha.new@example.in')).toBeTruthy();
  });
});

describe('/account/profile — email needs the current password', () => {
  it('asks for it before sending anything', async () => {
    let calls = 0;
    server.use(api.mutation('UpdateProfile', () => {
      calls++;
      return apiError(400, 'x');
    }));
    await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'asha.new@example.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(within(emailSection()).getByText('Enter your current password')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('a wrong password is shown beside the password field, and the session stays', async () => {
    server.use(api.mutation('UpdateProfile', () => HttpResponse.json({ errors: [{ message: 'Current password is incorrect', extensions: { status: 400, code: 'BAD_USER_INPUT', field: 'currentPassword' } }] })));
    await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'asha.new@example.in');
    await user.type(within(emailSection()).getByLabelText('Current password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await findToast('Current password is incorrect');
    expect(within(emailSection()).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(readAccessToken()).toBe('token-123');
  });
});

describe('/account/profile — signed-in devices', () => {
  const devices = () => screen.getByRole('list', { name: 'Signed-in devices' });

  it('lists each device with when it was last active, this one first', async () => {
    await openProfile();
    const items = await within(await screen.findByRole('list', { name: 'Signed-in devices' })).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Chrome on AndroidThis device.*Active now · IP 49\.36\.10\.2/),
      expect.stringMatching(/^Safari on Mac.*Last active 21 Nov 2026.*IP 103\.21\.4\.9/),
    ]);
  });

  it('signs out of every other device and shows the list again', async () => {
    let signedOut = false;
    server.use(
      api.mutation('SignOutOtherSessions', () => {
        signedOut = true;
        server.use(sessionsAre(SESSIONS.slice(0, 1)));
        return HttpResponse.json({ data: { signOutOtherSessions: { success: true, message: 'Signed out of 1 other device.', signedOut: 1 } } });
      }),
    );
    await openProfile();
    await screen.findByRole('list', { name: 'Signed-in devices' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out of all other devices (1)' }));
    await findToast('Signed out of 1 other device.');
    expect(signedOut).toBe(true);
    await waitFor(() => expect(within(devices()).getAllByRole('listitem')).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'No other devices signed in' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    server.use(api.query('MySessions', () => apiError(500, 'Something went wrong on our side. Please try again.'), { once: true }));
    await openProfile();
    expect(await screen.findByText('We could not load your devices.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeTruthy();
  });
});

describe('/account/profile — password', () => {
  async function changePassword(current = 'Chikankari#7', next = 'Kalamkari#2026') {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('changes the password', async () => {
    server.use(api.mutation('ChangePassword', () => HttpResponse.json({ data: { changePassword: { success: true, message: 'Password changed successfully' } } })));
    await openProfile();
    await changePassword();
    await findToast('Password changed successfully');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('401: "Current password is incorrect"', async () => {
    server.use(api.mutation('ChangePassword', () => apiError(401, 'Current password is incorrect')));
    await openProfile();
    await changePassword();
    await findToast('Current password is incorrect');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('otherwise: "Failed to change password"', async () => {
    server.use(api.mutation('ChangePassword', () => apiError(400, 'This password is too common. Please choose one that is harder to guess.')));
    await openProfile();
    await changePassword();
    await findToast('Failed to change password');
  });
});

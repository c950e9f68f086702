import type { RestRoute } from '../../kernel/rest';
import { toRestUser } from '../users/user.types';
import { AUTH_ACCESS } from './auth.access';
import { withGuestSession } from './guards';
import { AUTH_MESSAGES } from './auth.messages';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** SPEC.md §7 /api/auth/*: the same services as GraphQL, answered as {success, message?, data}. */
export const authRoutes: RestRoute[] = [
  { method: 'post', path: '/register', access: AUTH_ACCESS.register, handle: async (ctx, { body: b }) => {
    const result = await ctx.services.accounts.register(withGuestSession(ctx, b.guestSessionId), {
      firstName: str(b.firstName),
      lastName: str(b.lastName),
      email: str(b.email),
      password: str(b.password),
      phone: typeof b.phone === 'string' ? b.phone : typeof b.phone === 'number' ? String(b.phone) : null,
    });
    return { message: AUTH_MESSAGES.registered, data: result };
  } },

  { method: 'post', path: '/verify-email', access: AUTH_ACCESS.verifyEmail, handle: async (ctx, { body: b }) => {
    const otp = typeof b.otp === 'number' ? String(b.otp).padStart(6, '0') : str(b.otp ?? b.code);
    const { email, alreadyVerified, session } = await ctx.services.accounts.verifyEmail(withGuestSession(ctx, b.guestSessionId), str(b.email), otp);
    // A new account is signed in by its code: token and user as /auth/login answers them.
    const signedIn = session ? { token: session.token, user: toRestUser(session.user) } : {};
    return { message: alreadyVerified ? AUTH_MESSAGES.alreadyVerified : session ? AUTH_MESSAGES.verified : AUTH_MESSAGES.emailChangeVerified, data: { email, ...signedIn } };
  } },

  { method: 'post', path: '/resend-verification', access: AUTH_ACCESS.resendVerification, handle: async (ctx, { body }) => {
    const result = await ctx.services.accounts.resendVerification(ctx, str(body.email));
    return { message: AUTH_MESSAGES.codeResent, data: result };
  } },

  { method: 'post', path: '/login', access: AUTH_ACCESS.login, handle: async (ctx, { body: b }) => {
    const { token, user } = await ctx.services.auth.login(withGuestSession(ctx, b.guestSessionId), str(b.email), str(b.password));
    return { message: AUTH_MESSAGES.loggedIn, data: { token, user: toRestUser(user) } };
  } },

  { method: 'post', path: '/logout', access: AUTH_ACCESS.logout, handle: async (ctx) => {
    await ctx.services.auth.logout(ctx);
    return { message: AUTH_MESSAGES.loggedOut, data: null };
  } },

  { method: 'post', path: '/forgot-password', access: AUTH_ACCESS.forgotPassword, handle: async (ctx, { body }) => {
    await ctx.services.auth.forgotPassword(ctx, str(body.email));
    return { message: AUTH_MESSAGES.resetLinkSent, data: null };
  } },

  { method: 'post', path: '/reset-password', access: AUTH_ACCESS.resetPassword, handle: async (ctx, { body: b }) => {
    await ctx.services.auth.resetPassword(ctx, str(b.token), str(b.newPassword ?? b.password));
    return { message: AUTH_MESSAGES.passwordReset, data: null };
  } },

  { method: 'post', path: '/change-password', access: AUTH_ACCESS.changePassword, handle: async (ctx, { body: b }) => {
    await ctx.services.auth.changePassword(ctx, str(b.currentPassword), str(b.newPassword));
    return { message: AUTH_MESSAGES.passwordChanged, data: null };
  } },

  { method: 'get', path: '/profile', access: AUTH_ACCESS.profile, handle: async (ctx) =>
    ({ message: AUTH_MESSAGES.profileLoaded, data: { user: toRestUser(await ctx.services.accounts.profile(ctx)) } }) },

  { method: 'put', path: '/profile', access: AUTH_ACCESS.updateProfile, handle: async (ctx, { body }) => {
    const { user, emailVerificationSent } = await ctx.services.accounts.updateProfile(ctx, body);
    return { message: emailVerificationSent ? AUTH_MESSAGES.profileUpdatedVerifyEmail : AUTH_MESSAGES.profileUpdated, data: { user: toRestUser(user), emailVerificationSent } };
  } },

  { method: 'get', path: '/sessions', access: AUTH_ACCESS.sessions, handle: async (ctx) =>
    ({ message: AUTH_MESSAGES.sessionsLoaded, data: { sessions: await ctx.services.auth.signedInSessions(ctx) } }) },

  { method: 'post', path: '/sessions/sign-out-others', access: AUTH_ACCESS.signOutOtherSessions, handle: async (ctx) => {
    const signedOut = await ctx.services.auth.signOutOtherSessions(ctx);
    return { message: AUTH_MESSAGES.signedOutOthers(signedOut), data: { signedOut } };
  } },
];

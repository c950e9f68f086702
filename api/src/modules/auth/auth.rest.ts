import express, { type Request, type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { toRestUser } from '../users/user.types';
import { requireUser, withGuestSession } from './guards';
import { MESSAGES } from './messages';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const body = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/** SPEC.md §7 /api/auth/*: the same services as GraphQL, answered as {success, message?, data}. */
export function authRestRouter(_services: Services): Router {
  const router = express.Router();

  router.post('/register', handle(async (ctx, req) => {
    const b = body(req);
    const result = await ctx.services.accounts.register(withGuestSession(ctx, body(req).guestSessionId), {
      firstName: str(b.firstName),
      lastName: str(b.lastName),
      email: str(b.email),
      password: str(b.password),
      phone: typeof b.phone === 'string' ? b.phone : typeof b.phone === 'number' ? String(b.phone) : null,
    });
    return { message: MESSAGES.registered, data: result };
  }));

  router.post('/verify-email', handle(async (ctx, req) => {
    const b = body(req);
    const otp = typeof b.otp === 'number' ? String(b.otp).padStart(6, '0') : str(b.otp ?? b.code);
    const result = await ctx.services.accounts.verifyEmail(ctx, str(b.email), otp);
    return { message: result.alreadyVerified ? MESSAGES.alreadyVerified : MESSAGES.verified, data: { email: result.email } };
  }));

  router.post('/resend-verification', handle(async (ctx, req) => {
    const result = await ctx.services.accounts.resendVerification(ctx, str(body(req).email));
    return { message: MESSAGES.codeResent, data: result };
  }));

  router.post('/login', handle(async (ctx, req) => {
    const b = body(req);
    const { token, user } = await ctx.services.auth.login(withGuestSession(ctx, body(req).guestSessionId), str(b.email), str(b.password));
    return { message: MESSAGES.loggedIn, data: { token, user: toRestUser(user) } };
  }));

  router.post('/logout', handle(async (ctx) => {
    await ctx.services.auth.logout(ctx);
    return { message: MESSAGES.loggedOut, data: null };
  }));

  router.post('/forgot-password', handle(async (ctx, req) => {
    await ctx.services.auth.forgotPassword(ctx, str(body(req).email));
    return { message: MESSAGES.resetLinkSent, data: null };
  }));

  router.post('/reset-password', handle(async (ctx, req) => {
    const b = body(req);
    await ctx.services.auth.resetPassword(ctx, str(b.token), str(b.newPassword ?? b.password));
    return { message: MESSAGES.passwordReset, data: null };
  }));

  router.post('/change-password', handle(async (ctx, req) => {
    requireUser(ctx);
    const b = body(req);
    await ctx.services.auth.changePassword(ctx, str(b.currentPassword), str(b.newPassword));
    return { message: MESSAGES.passwordChanged, data: null };
  }));

  router.get('/profile', handle(async (ctx) => {
    requireUser(ctx);
    return { message: 'Profile loaded', data: { user: toRestUser(await ctx.services.accounts.profile(ctx)) } };
  }));

  router.put('/profile', handle(async (ctx, req) => {
    requireUser(ctx);
    const { user, emailVerificationSent } = await ctx.services.accounts.updateProfile(ctx, body(req));
    return { message: emailVerificationSent ? MESSAGES.profileUpdatedVerifyEmail : MESSAGES.profileUpdated, data: { user: toRestUser(user), emailVerificationSent } };
  }));

  router.get('/sessions', handle(async (ctx) => {
    requireUser(ctx);
    return { message: 'Sessions loaded', data: { sessions: await ctx.services.auth.signedInSessions(ctx) } };
  }));

  router.post('/sessions/sign-out-others', handle(async (ctx) => {
    requireUser(ctx);
    const signedOut = await ctx.services.auth.signOutOtherSessions(ctx);
    return { message: MESSAGES.signedOutOthers(signedOut), data: { signedOut } };
  }));

  return router;
}

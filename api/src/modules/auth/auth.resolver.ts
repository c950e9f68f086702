import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { toUserView, UserView } from '../users/user.types';
import { AuthPayload, MessagePayload, ProfilePayload, RegisterInput, RegisterPayload, ResendVerificationPayload, SignedInSessionView, SignOutOthersPayload, UpdateProfileInput, VerifyEmailPayload } from './auth.types';
import { AUTH_ACCESS } from './auth.access';
import { withGuestSession } from './guards';
import { AUTH_MESSAGES } from './auth.messages';

/** Accounts over GraphQL: thin — parse, call the auth/accounts services, shape the answer. */
@Resolver()
export class AuthResolver {
  @Query(() => UserView, { nullable: true, description: 'The signed-in user, or null for a guest.' })
  async me(@Ctx() ctx: ApiContext): Promise<UserView | null> {
    if (!ctx.user) return null;
    return toUserView(await ctx.services.accounts.profile(ctx));
  }

  @Mutation(() => RegisterPayload, { description: 'Create a customer account; a 6-digit code is emailed for verification.' })
  async register(@Ctx() ctx: ApiContext, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<RegisterPayload> {
    const result = await ctx.services.accounts.register(withGuestSession(ctx, input.guestSessionId), input);
    return { message: AUTH_MESSAGES.registered, ...result };
  }

  @Mutation(() => VerifyEmailPayload, { description: 'Verify an email address (a new account, or a changed address) with its emailed code; a new account is signed in.' })
  async verifyEmail(
    @Ctx() ctx: ApiContext,
    @Arg('email', () => String) email: string,
    @Arg('otp', () => String) otp: string,
    @Arg('guestSessionId', () => String, { nullable: true }) guestSessionId?: string | null,
  ): Promise<VerifyEmailPayload> {
    const { alreadyVerified, session, ...result } = await ctx.services.accounts.verifyEmail(withGuestSession(ctx, guestSessionId), email, otp);
    return { message: alreadyVerified ? AUTH_MESSAGES.alreadyVerified : session ? AUTH_MESSAGES.verified : AUTH_MESSAGES.emailChangeVerified, email: result.email, token: session?.token ?? null, user: session ? toUserView(session.user) : null };
  }

  @Mutation(() => ResendVerificationPayload, { description: 'Send a fresh verification code (at most one a minute).' })
  async resendVerification(@Ctx() ctx: ApiContext, @Arg('email', () => String) email: string): Promise<ResendVerificationPayload> {
    const result = await ctx.services.accounts.resendVerification(ctx, email);
    return { message: AUTH_MESSAGES.codeResent, ...result };
  }

  @Mutation(() => AuthPayload)
  async login(
    @Ctx() ctx: ApiContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Arg('guestSessionId', () => String, { nullable: true }) guestSessionId?: string | null,
  ): Promise<AuthPayload> {
    const { token, user } = await ctx.services.auth.login(withGuestSession(ctx, guestSessionId), email, password);
    return { message: AUTH_MESSAGES.loggedIn, token, user: toUserView(user) };
  }

  @Mutation(() => MessagePayload, { description: "Revoke this session's token." })
  async logout(@Ctx() ctx: ApiContext): Promise<MessagePayload> {
    await ctx.services.auth.logout(ctx);
    return { success: true, message: AUTH_MESSAGES.loggedOut };
  }

  @Mutation(() => MessagePayload)
  async forgotPassword(@Ctx() ctx: ApiContext, @Arg('email', () => String) email: string): Promise<MessagePayload> {
    await ctx.services.auth.forgotPassword(ctx, email);
    return { success: true, message: AUTH_MESSAGES.resetLinkSent };
  }

  @Mutation(() => MessagePayload, { description: 'Set a new password with the token from a reset or invitation email.' })
  async resetPassword(@Ctx() ctx: ApiContext, @Arg('token', () => String) token: string, @Arg('newPassword', () => String) newPassword: string): Promise<MessagePayload> {
    await ctx.services.auth.resetPassword(ctx, token, newPassword);
    return { success: true, message: AUTH_MESSAGES.passwordReset };
  }

  @Authorized(...AUTH_ACCESS.changePassword)
  @Mutation(() => MessagePayload, { description: 'Change the password; other sessions are signed out.' })
  async changePassword(
    @Ctx() ctx: ApiContext,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
  ): Promise<MessagePayload> {
    await ctx.services.auth.changePassword(ctx, currentPassword, newPassword);
    return { success: true, message: AUTH_MESSAGES.passwordChanged };
  }

  @Authorized(...AUTH_ACCESS.updateProfile)
  @Mutation(() => ProfilePayload)
  async updateProfile(@Ctx() ctx: ApiContext, @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput): Promise<ProfilePayload> {
    const { user, emailVerificationSent } = await ctx.services.accounts.updateProfile(ctx, input);
    return { message: emailVerificationSent ? AUTH_MESSAGES.profileUpdatedVerifyEmail : AUTH_MESSAGES.profileUpdated, user: toUserView(user), emailVerificationSent };
  }

  @Authorized(...AUTH_ACCESS.sessions)
  @Query(() => [SignedInSessionView], { description: "The devices signed in to the asker's account, this one first, then the most recently used." })
  mySessions(@Ctx() ctx: ApiContext): Promise<SignedInSessionView[]> {
    return ctx.services.auth.signedInSessions(ctx);
  }

  @Authorized(...AUTH_ACCESS.signOutOtherSessions)
  @Mutation(() => SignOutOthersPayload, { description: 'Sign out every other device signed in to the account (this one stays).' })
  async signOutOtherSessions(@Ctx() ctx: ApiContext): Promise<SignOutOthersPayload> {
    const signedOut = await ctx.services.auth.signOutOtherSessions(ctx);
    return { success: true, message: AUTH_MESSAGES.signedOutOthers(signedOut), signedOut };
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { AuthUser, RequestContext } from '../../kernel/context';
import { AppError, badRequest, unauthenticated } from '../../kernel/errors';
import { logger } from '../../logger';
import type { MailService } from '../mail/mail.service';
import { passwordChangedMail, passwordResetMail, type ChangeOrigin } from '../mail/templates';
import { describeDevice, indianTime } from './device.rules';
import { User } from '../users/user.entity';
import { rolesOf } from '../users/user.types';
import { isValidEmail, normalizeEmail } from '@kapda/rules/accounts';
import { AccountTokens, RESET_LIFETIME_MS } from './account-tokens';
import type { AuthLimits } from './auth-limits';
import { requireUser } from './guards';
import { AUTH_MESSAGES } from './auth.messages';
import { newPasswordProblem } from './password-policy';
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { departmentOf, isSubAdmin } from '@kapda/rules/permissions';
import { Session } from './session.entity';
import { signAccessToken, TOKEN_LIFETIME_SECONDS, verifyAccessToken } from './tokens';

/** What a login listener learns: who logged in, and the guest session they came from (if any). */
export interface LoginEvent {
  user: User;
  sessionId: string;
  guestSessionId: string | null;
}
/** One signed-in session as its owner sees it. The id is a digest: the session's own id never leaves the token. */
export interface SignedInSession {
  id: string;
  device: string;
  ipAddress: string;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

const LAST_SEEN_EVERY_MS = 5 * 60_000;

export type LoginListener = (ctx: RequestContext, event: LoginEvent) => Promise<void> | void;

/**
 * Sessions and passwords: who a bearer token belongs to, logging in and out, and changing,
 * forgetting and resetting passwords. Other modules hook into logins with onLogin (e.g. the cart
 * merging a guest's cart and wishlist into the account).
 */
export class AuthService {
  private readonly loginListeners: LoginListener[] = [];
  private readonly resetsInFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly limits: AuthLimits,
    readonly tokens: AccountTokens = new AccountTokens(config.keys.accountTokens),
  ) {}

  /** Run `listener` after every successful login (errors are logged; they never fail the login). */
  onLogin(listener: LoginListener): void {
    this.loginListeners.push(listener);
  }

  /** Verify a bearer token and return who it belongs to; null for no, bad, expired or revoked tokens. */
  async authenticate(token: string | null): Promise<AuthUser | null> {
    if (!token) return null;
    const claims = await verifyAccessToken(token, this.config.keys.session);
    if (!claims) return null;
    const session = await this.dataSource.getRepository(Session).findOneBy({ id: claims.sessionId, userId: claims.userId, revokedAt: IsNull() });
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    const user = await this.dataSource.getRepository(User).findOneBy({ id: claims.userId, isActive: true });
    if (!user) return null;
    await this.markSeen(session);
    return toAuthUser(user, session.id);
  }

  /** Note when a session was last used, at most every few minutes (a write per request would be waste). */
  private async markSeen(session: Session, now = new Date()): Promise<void> {
    if (session.lastSeenAt && now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
    await this.dataSource.getRepository(Session).update({ id: session.id }, { lastSeenAt: now });
  }

  /** The asker's signed-in sessions (live, not revoked), most recently used first. */
  async signedInSessions(ctx: RequestContext): Promise<SignedInSession[]> {
    const me = requireUser(ctx);
    const sessions = await this.dataSource.getRepository(Session).find({ where: { userId: me.id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
    return sessions
      .map((s) => ({
        id: createHash('sha256').update(s.id).digest('base64url').slice(0, 16),
        device: describeDevice(s.userAgent),
        ipAddress: s.ip,
        signedInAt: s.createdAt,
        lastSeenAt: s.lastSeenAt ?? s.createdAt,
        current: s.id === me.sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  }

  /** Sign out every session of the asker but this one; answers how many ended. */
  async signOutOtherSessions(ctx: RequestContext): Promise<number> {
    const me = requireUser(ctx);
    const ended = await this.dataSource.getRepository(Session).update({ userId: me.id, revokedAt: IsNull(), id: Not(me.sessionId) }, { revokedAt: new Date() });
    return ended.affected ?? 0;
  }

  /** Start a session for a user and sign its token (7 days). */
  async startSession(ctx: Pick<RequestContext, 'ip' | 'userAgent' | 'guestSessionId'>, user: User): Promise<{ token: string; session: Session }> {
    const session = this.dataSource.getRepository(Session).create({
      id: randomBytes(32).toString('base64url'),
      userId: user.id,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
      revokedAt: null,
      guestSessionId: ctx.guestSessionId,
      ip: ctx.ip.slice(0, 64),
      userAgent: ctx.userAgent.slice(0, 255),
    });
    await this.dataSource.getRepository(Session).save(session);
    return { token: await signAccessToken({ userId: user.id, sessionId: session.id }, this.config.keys.session), session };
  }

  /**
   * Email + password → a session token. The same 401 for an unknown email and a wrong password, with
   * the same argon2 work for both; 403 'Email not verified' only after the right password.
   */
  async login(ctx: RequestContext, email: string, password: string): Promise<{ token: string; user: User }> {
    const address = normalizeEmail(typeof email === 'string' ? email : '');
    if (!address || typeof password !== 'string' || password === '') throw badRequest('Please enter your email and password.');
    // Counted before the password is checked (given back below when it is right): parallel guesses all count.
    await this.limits.consume('login', ctx.ip, address);
    const repo = this.dataSource.getRepository(User);
    const user = sameAddress(await repo.findOneBy({ email: address }), address);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) throw unauthenticated(AUTH_MESSAGES.invalidCredentials);
    await this.limits.succeeded('login', ctx.ip, address);
    if (!user.isActive) throw new AppError(403, AUTH_MESSAGES.accountDeactivated, 'ACCOUNT_DEACTIVATED');
    if (!user.emailVerified) throw new AppError(403, AUTH_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED', { email: user.email });
    if (passwordNeedsRehash(user.passwordHash!)) {
      user.passwordHash = await hashPassword(password);
      await repo.update({ id: user.id }, { passwordHash: user.passwordHash });
    }
    return { token: await this.signIn(ctx, user), user };
  }

  /**
   * Start a session for a user who has just proved who they are (their password, or the code mailed
   * to them at registration) and tell the login listeners; answers the session's token.
   */
  async signIn(ctx: RequestContext, user: User): Promise<string> {
    const { token, session } = await this.startSession(ctx, user);
    for (const listener of this.loginListeners) {
      try {
        await listener(ctx, { user, sessionId: session.id, guestSessionId: session.guestSessionId });
      } catch (error) {
        logger.error({ err: error, userId: user.id }, 'a login listener failed');
      }
    }
    return token;
  }

  /** Revoke the session behind the request's token. Logging out twice (or with no session) is fine. */
  async logout(ctx: RequestContext): Promise<void> {
    if (!ctx.user) return;
    await this.dataSource.getRepository(Session).update({ id: ctx.user.sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** End sessions of a user: all of them, or all but one (the one changing the password). */
  async revokeSessions(manager: EntityManager, userId: number, exceptSessionId?: string): Promise<void> {
    const where = exceptSessionId ? { userId, revokedAt: IsNull(), id: Not(exceptSessionId) } : { userId, revokedAt: IsNull() };
    await manager.getRepository(Session).update(where, { revokedAt: new Date() });
  }

  /** 401 'Current password is incorrect'; 400 with the rule's message; other sessions end. */
  async changePassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<void> {
    const me = requireUser(ctx);
    if (typeof currentPassword !== 'string' || typeof newPassword !== 'string') throw badRequest('Please provide your current and new password.');
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: me.id });
    await this.checkCurrentPassword(ctx, user, currentPassword, () => unauthenticated(AUTH_MESSAGES.wrongCurrentPassword));
    const problem = newPasswordProblem(newPassword, user.email);
    if (problem) throw badRequest(problem);
    if (newPassword === currentPassword) throw badRequest('Your new password must be different from the current one.');
    const hash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash: hash });
      await this.revokeSessions(manager, user.id, me.sessionId);
      await this.mail.queue(manager, user.email, passwordChangedMail({ firstName: user.firstName, how: 'changed', origin: changeOrigin(ctx), forgotUrl: `${this.config.publicUrl}/forgot-password` }));
    });
    this.mail.kick();
  }

  /**
   * The asker proves they know the account's password (changing the password or the email). Counted
   * with the login attempts before argon2 runs, so a stolen token cannot be used to guess it faster.
   */
  async checkCurrentPassword(ctx: RequestContext, user: User, password: string, wrong: () => Error): Promise<void> {
    await this.limits.consume('login', ctx.ip, user.email);
    if (!user.passwordHash || typeof password !== 'string' || password === '' || !(await verifyPassword(user.passwordHash, password))) throw wrong();
    await this.limits.succeeded('login', ctx.ip, user.email);
  }

  /**
   * Mail a reset link when the address has an active account. The answer is the same either way
   * (SPEC.md §8), and so is its timing: it is given before the account is even looked up, and the
   * link is issued afterwards (see sendResetLink). Padding the unknown path with dummy work instead
   * would have to imitate a transaction with three writes on every database, and would still drift.
   */
  async forgotPassword(ctx: RequestContext, email: string): Promise<void> {
    const address = normalizeEmail(typeof email === 'string' ? email : '');
    if (!isValidEmail(address)) throw badRequest(AUTH_MESSAGES.invalidEmail);
    await this.limits.consume('forgot', ctx.ip, address);
    const sending = this.sendResetLink(address)
      .catch((error) => logger.error({ err: error }, 'password reset link could not be issued'))
      .finally(() => this.resetsInFlight.delete(sending));
    this.resetsInFlight.add(sending);
  }

  /** Wait for reset links still being issued after their answer (shutdown, tests). */
  async settled(): Promise<void> {
    await Promise.all(this.resetsInFlight);
  }

  /** Runs after the answer: a failure (logged) looks to the shopper like an address without an account. */
  private async sendResetLink(address: string): Promise<void> {
    const user = sameAddress(await this.dataSource.getRepository(User).findOneBy({ email: address, isActive: true }), address);
    if (!user) return;
    await this.dataSource.transaction(async (manager) => {
      const token = await this.tokens.issueLink(manager, user.id, 'reset_password', user.email, RESET_LIFETIME_MS);
      const url = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.mail.queue(manager, user.email, passwordResetMail({ firstName: user.firstName, url, minutes: RESET_LIFETIME_MS / 60_000 }));
    });
    this.mail.kick();
  }

  /**
   * Set a new password with a reset (or sub-admin invitation) token: single use; 400 'Invalid or
   * expired reset token.'; 400 with the rule's message for a weak password (the token stays usable).
   * The link came to the account's address, so that address counts as verified; every session ends.
   */
  async resetPassword(ctx: RequestContext, token: string, newPassword: string): Promise<User> {
    if (typeof token !== 'string' || token === '') throw badRequest(AUTH_MESSAGES.invalidResetToken);
    if (typeof newPassword !== 'string') throw badRequest('Please provide a new password.');
    const found = await this.tokens.findLink(this.dataSource.manager, token);
    const user = found ? await this.dataSource.getRepository(User).findOneBy({ id: found.userId, isActive: true }) : null;
    if (!found || !user || found.email !== user.email) throw badRequest(AUTH_MESSAGES.invalidResetToken);
    const problem = newPasswordProblem(newPassword, user.email);
    if (problem) throw badRequest(problem);
    const hash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.tokens.consume(manager, found.id))) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      await manager.getRepository(User).update({ id: user.id }, { passwordHash: hash, emailVerified: true });
      await this.tokens.revoke(manager, user.id, ['reset_password', 'invitation']);
      await this.revokeSessions(manager, user.id);
      // An invitation sets a new sub-admin's first password: nothing to warn about.
      if (found.purpose === 'reset_password') {
        await this.mail.queue(manager, user.email, passwordChangedMail({ firstName: user.firstName, how: 'reset', origin: changeOrigin(ctx), forgotUrl: `${this.config.publicUrl}/forgot-password` }));
      }
    });
    this.mail.kick();
    return user;
  }
}

/**
 * The account only when its stored address is exactly the one asked for (and so the one the limits
 * counted). The email columns compare bytes (EMAIL_COLLATION); this keeps a look-alike address off
 * the account even on a database whose collation was left at a case/accent-insensitive default.
 */
export function sameAddress<T extends { email: string }>(user: T | null, address: string): T | null {
  return user && user.email === address ? user : null;
}

/** Where a request came from, in the words of a "was this you?" mail. */
export function changeOrigin(ctx: Pick<RequestContext, 'ip' | 'userAgent'>, now = new Date()): ChangeOrigin {
  return { when: indianTime(now), device: describeDevice(ctx.userAgent), ip: ctx.ip };
}

export function toAuthUser(user: User, sessionId: string): AuthUser {
  const roles = rolesOf(user);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    roles,
    permissions: user.permissions,
    department: isSubAdmin({ role: user.role, roles }) ? departmentOf(user) : user.department,
    sessionId,
  };
}

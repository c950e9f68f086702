import { type DataSource, type EntityManager, Not } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../kernel/errors';
import type { MailService } from '../mail/mail.service';
import { emailChangeCodeMail, emailChangedMail, verificationCodeMail } from '../mail/templates';
import { User } from '../users/user.entity';
import { ACCOUNT_MESSAGES, checkName, GENDERS, isValidDateOfBirth, isValidEmail, normalizeEmail, normalizeIndianMobile } from '@kapda/rules/accounts';
import { CODE_LIFETIME_MS, RESEND_COOLDOWN_SECONDS, type AccountTokens, type CodePurpose } from './account-tokens';
import type { AuthLimits } from './auth-limits';
import { requireUser } from './guards';
import { AUTH_MESSAGES } from './auth.messages';
import { newPasswordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { isDuplicateKey } from '../../kernel/dialect';
import type { Config } from '../../config';
import type { MessagingService } from '../messaging/messaging.service';
import { changeOrigin, sameAddress, type AuthService } from './auth.service';

export interface RegisterFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string | null;
}

/** A checked code: the verified address, and a session when it verified a new account. */
export interface VerifiedEmail {
  email: string;
  alreadyVerified: boolean;
  session: { token: string; user: User } | null;
}

export interface ProfileFields {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  gender?: unknown;
  dateOfBirth?: unknown;
  /** The default for "Send me order updates on WhatsApp" at checkout. */
  whatsappOptIn?: unknown;
  /** Required to change the email. */
  currentPassword?: unknown;
}

/**
 * A shopper's own account: registration with an emailed code, verifying and re-sending codes, and
 * the profile (an email change needs the current password, waits for a code sent to the new
 * address, and is then told to the old one).
 */
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly limits: AuthLimits,
    private readonly tokens: AccountTokens,
    private readonly auth: Pick<AuthService, 'checkCurrentPassword' | 'signIn'>,
    private readonly config: Pick<Config, 'publicUrl'>,
    /** WhatsApp order updates: turning them off in the account withdraws consent on the member's orders too. */
    private readonly whatsapp: Pick<MessagingService, 'withdrawConsent'> | null = null,
  ) {}

  async register(ctx: RequestContext, fields: RegisterFields): Promise<{ email: string; resendAfterSeconds: number }> {
    const first = checkName(fields.firstName, 'first');
    if ('problem' in first) throw badRequest(first.problem);
    const last = checkName(fields.lastName, 'last');
    if ('problem' in last) throw badRequest(last.problem);
    const email = normalizeEmail(typeof fields.email === 'string' ? fields.email : '');
    if (!isValidEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail);
    let phone: string | null = null;
    if (fields.phone !== undefined && fields.phone !== null && fields.phone !== '') {
      phone = typeof fields.phone === 'string' ? normalizeIndianMobile(fields.phone) : null;
      if (!phone) throw badRequest(ACCOUNT_MESSAGES.invalidPhone);
    }
    if (typeof fields.password !== 'string') throw badRequest('Please choose a password.');
    const problem = newPasswordProblem(fields.password, email);
    if (problem) throw badRequest(problem);
    await this.limits.consume('register', ctx.ip, email);
    const repo = this.dataSource.getRepository(User);
    if (await repo.existsBy({ email })) throw conflict(AUTH_MESSAGES.emailExists);
    const passwordHash = await hashPassword(fields.password);
    try {
      await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            firstName: first.value,
            lastName: last.value,
            email,
            phone,
            passwordHash,
            role: 'customer',
            roles: ['customer'],
            permissions: [],
            department: '',
            emailVerified: false,
            pendingEmail: null,
            isActive: true,
            gender: null,
            dateOfBirth: null,
          }),
        );
        await this.sendCode(manager, user, 'verify_email', email);
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(AUTH_MESSAGES.emailExists);
      throw error;
    }
    this.mail.kick();
    return { email, resendAfterSeconds: RESEND_COOLDOWN_SECONDS };
  }

  private async sendCode(manager: EntityManager, user: User, purpose: CodePurpose, email: string): Promise<void> {
    const code = await this.tokens.issueCode(manager, user.id, purpose, email);
    const minutes = CODE_LIFETIME_MS / 60_000;
    const mail = purpose === 'verify_email' ? verificationCodeMail({ firstName: user.firstName, code, minutes }) : emailChangeCodeMail({ firstName: user.firstName, code, minutes });
    await this.mail.queue(manager, email, mail);
  }

  /** Which account and purpose an address is awaiting verification for (new account, or an email change). */
  private async awaiting(email: string): Promise<{ user: User; purpose: CodePurpose } | { verified: User } | null> {
    const repo = this.dataSource.getRepository(User);
    // Exactly the address asked for (and counted by the limits), never a look-alike (see sameAddress).
    const owner = sameAddress(await repo.findOneBy({ email }), email);
    if (owner && !owner.emailVerified) return { user: owner, purpose: 'verify_email' };
    const changing = await repo.findOne({ where: { pendingEmail: email }, order: { updatedAt: 'DESC' } });
    if (changing && changing.pendingEmail === email) return { user: changing, purpose: 'change_email' };
    return owner ? { verified: owner } : null;
  }

  /**
   * Check an emailed code. 404 'Email not found or verification request expired.' when no live code
   * exists for the address (unknown, expired, used, or killed by 5 wrong tries); 400 'Invalid OTP…'
   * for a wrong code. A right code verifies the account, or switches it to its new address. Verifying
   * a new account signs it in (the code proves the mailbox, as the password would): the answer has a
   * session, so the shopper need not log in again. An email change (already signed in) and an address
   * that was verified before start none.
   */
  async verifyEmail(ctx: RequestContext, emailInput: string, otp: string): Promise<VerifiedEmail> {
    const email = normalizeEmail(typeof emailInput === 'string' ? emailInput : '');
    if (!isValidEmail(email)) throw notFound(AUTH_MESSAGES.verificationNotFound);
    await this.limits.consume('verify', ctx.ip, email);
    const target = await this.awaiting(email);
    if (!target) throw notFound(AUTH_MESSAGES.verificationNotFound);
    if ('verified' in target) return { email, alreadyVerified: true, session: null };
    const { user, purpose } = target;
    const code = typeof otp === 'string' ? otp.trim() : '';
    if (!/^\d{6}$/.test(code)) {
      if (!(await this.tokens.hasLiveCode(this.dataSource.manager, user.id, purpose, email))) throw notFound(AUTH_MESSAGES.verificationNotFound);
      throw badRequest(AUTH_MESSAGES.invalidOtp);
    }
    if (!(await this.tokens.hasLiveCode(this.dataSource.manager, user.id, purpose, email))) throw notFound(AUTH_MESSAGES.verificationNotFound);
    await this.limits.consumeCodeGuess('verify', email);
    // Commit the counted wrong try even though the request fails, so answer after the transaction.
    const check = await this.dataSource
      .transaction(async (manager) => {
        const result = await this.tokens.checkCode(manager, user.id, purpose, email, code);
        if (result.result !== 'ok') return result;
        const users = manager.getRepository(User);
        if (purpose === 'verify_email') {
          await users.update({ id: user.id }, { emailVerified: true });
        } else {
          if (await users.existsBy({ email, id: Not(user.id) })) throw conflict(AUTH_MESSAGES.emailExists);
          await users.update({ id: user.id }, { email, pendingEmail: null, emailVerified: true });
          await this.tokens.revoke(manager, user.id, ['reset_password']);
          // The old address hears of it: if this was a thief, the owner learns while it can still be undone.
          await this.mail.queue(manager, user.email, emailChangedMail({ firstName: user.firstName, newEmail: email, origin: changeOrigin(ctx), contactUrl: `${this.config.publicUrl}/contact` }));
        }
        return result;
      })
      .catch((error: unknown) => {
        if (isDuplicateKey(error)) throw conflict(AUTH_MESSAGES.emailExists);
        throw error;
      });
    if (check.result === 'none') throw notFound(AUTH_MESSAGES.verificationNotFound);
    if (check.result === 'wrong') throw new AppError(400, AUTH_MESSAGES.invalidOtp, 'BAD_USER_INPUT', { attemptsLeft: check.attemptsLeft });
    await this.limits.succeeded('verify', ctx.ip, email);
    if (purpose === 'change_email') {
      this.mail.kick();
      return { email, alreadyVerified: false, session: null };
    }
    const verified = await this.dataSource.getRepository(User).findOneBy({ id: user.id, isActive: true });
    if (!verified) return { email, alreadyVerified: false, session: null };
    return { email, alreadyVerified: false, session: { token: await this.auth.signIn(ctx, verified), user: verified } };
  }

  /** A fresh code (the old one stops working), at most one a minute per address. */
  async resendVerification(ctx: RequestContext, emailInput: string): Promise<{ resendAfterSeconds: number }> {
    const email = normalizeEmail(typeof emailInput === 'string' ? emailInput : '');
    if (!isValidEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail);
    await this.limits.consume('resend', ctx.ip, email);
    const target = await this.awaiting(email);
    if (!target) throw notFound(AUTH_MESSAGES.verificationNotFound);
    if ('verified' in target) throw badRequest(AUTH_MESSAGES.alreadyVerified);
    const { user, purpose } = target;
    const last = await this.tokens.lastIssuedAt(this.dataSource.manager, user.id, purpose);
    const wait = last ? Math.ceil(RESEND_COOLDOWN_SECONDS - (Date.now() - last.getTime()) / 1000) : 0;
    if (wait > 0) throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait);
    await this.dataSource.transaction((manager) => this.sendCode(manager, user, purpose, email));
    this.mail.kick();
    return { resendAfterSeconds: RESEND_COOLDOWN_SECONDS };
  }

  /** The asker's own account (never anyone else's: the id comes from the verified token). */
  async profile(ctx: RequestContext): Promise<User> {
    const me = requireUser(ctx);
    return this.dataSource.getRepository(User).findOneByOrFail({ id: me.id });
  }

  /**
   * Update the asker's profile. Only profile fields are read (role, permissions and the like are
   * ignored). A new email is kept as pendingEmail and a code goes to it; the address changes on
   * verification.
   */
  async updateProfile(ctx: RequestContext, fields: ProfileFields): Promise<{ user: User; emailVerificationSent: boolean }> {
    const me = requireUser(ctx);
    if (typeof fields !== 'object' || fields === null) throw badRequest(AUTH_MESSAGES.invalidProfile);
    const repo = this.dataSource.getRepository(User);
    const user = await repo.findOneByOrFail({ id: me.id });
    const changes: Partial<User> = {};
    const given = (v: unknown) => v !== undefined && v !== null;
    const text = (v: unknown) => {
      if (typeof v !== 'string') throw badRequest(AUTH_MESSAGES.invalidProfile);
      return v.trim();
    };
    if (given(fields.firstName)) {
      const r = checkName(text(fields.firstName), 'first');
      if ('problem' in r) throw badRequest(r.problem);
      changes.firstName = r.value;
    }
    if (given(fields.lastName)) {
      const r = checkName(text(fields.lastName), 'last');
      if ('problem' in r) throw badRequest(r.problem);
      changes.lastName = r.value;
    }
    if (given(fields.phone)) {
      const raw = text(fields.phone);
      if (raw === '') changes.phone = null;
      else {
        const phone = normalizeIndianMobile(raw);
        if (!phone) throw badRequest(ACCOUNT_MESSAGES.invalidPhone);
        changes.phone = phone;
      }
    }
    if (given(fields.gender)) {
      const gender = text(fields.gender).toLowerCase();
      if (gender !== '' && !(GENDERS as readonly string[]).includes(gender)) throw badRequest(ACCOUNT_MESSAGES.invalidGender);
      changes.gender = gender || null;
    }
    if (given(fields.dateOfBirth)) {
      const dob = text(fields.dateOfBirth);
      if (dob !== '' && !isValidDateOfBirth(dob)) throw badRequest(ACCOUNT_MESSAGES.invalidDateOfBirth);
      changes.dateOfBirth = dob || null;
    }
    if (given(fields.whatsappOptIn)) {
      if (typeof fields.whatsappOptIn !== 'boolean') throw badRequest('whatsappOptIn must be true or false');
      changes.whatsappOptIn = fields.whatsappOptIn;
    }
    let newEmail: string | null = null;
    if (given(fields.email)) {
      const email = normalizeEmail(text(fields.email));
      if (!isValidEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail);
      if (email !== user.email) {
        newEmail = email;
      } else if (user.pendingEmail) {
        changes.pendingEmail = null; // back to the current address: drop the pending change
      }
    }
    if (newEmail) {
      // A stolen token alone must not be enough to move the account to another address.
      if (typeof fields.currentPassword !== 'string' || fields.currentPassword === '') throw badRequest(AUTH_MESSAGES.currentPasswordForEmail, { field: 'currentPassword' });
      // 400, not 401: a wrong password here is not an expired session.
      await this.auth.checkCurrentPassword(ctx, user, fields.currentPassword, () => badRequest(AUTH_MESSAGES.wrongCurrentPassword, { field: 'currentPassword' }));
      await this.limits.consume('resend', ctx.ip, newEmail);
      // Only now, after the password (counted) and the limit: "is this address taken?" is not a free oracle.
      if (await repo.existsBy({ email: newEmail })) throw conflict(AUTH_MESSAGES.emailExists);
    }
    await this.dataSource.transaction(async (manager) => {
      if (newEmail) changes.pendingEmail = newEmail;
      if (Object.keys(changes).length) await manager.getRepository(User).update({ id: user.id }, changes);
      // Turned off in the account (on before) means off: no more updates for the orders already placed with the box ticked.
      if (user.whatsappOptIn && changes.whatsappOptIn === false) await this.whatsapp?.withdrawConsent(manager, { userId: user.id });
      if (newEmail) await this.sendCode(manager, { ...user, ...changes } as User, 'change_email', newEmail);
      else if (changes.pendingEmail === null) await this.tokens.revoke(manager, user.id, ['change_email']);
    });
    if (newEmail) this.mail.kick();
    return { user: await repo.findOneByOrFail({ id: user.id }), emailVerificationSent: newEmail !== null };
  }
}

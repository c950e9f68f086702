import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity';

/** Verification codes: 6 digits, 10 minutes, 5 wrong tries, a new one at most once a minute. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Password-reset links: single use, 1 hour. Invitation links: single use, 7 days. */
export const RESET_LIFETIME_MS = 60 * 60_000;
export const INVITATION_LIFETIME_DAYS = 7;

export type CodePurpose = Extract<AccountTokenPurpose, 'verify_email' | 'change_email'>;
export type LinkPurpose = Extract<AccountTokenPurpose, 'reset_password' | 'invitation'>;

export type CodeCheck = { result: 'ok'; token: AccountToken } | { result: 'wrong'; attemptsLeft: number } | { result: 'none' };

/**
 * One-time codes and link tokens. Only an HMAC-SHA256 under their own key (config.keys.accountTokens,
 * derived from the server secret) is stored; codes are bound to their user and purpose inside the MAC.
 */
export class AccountTokens {
  constructor(private readonly key: Uint8Array) {}

  private mac(message: string): string {
    return createHmac('sha256', this.key).update(message).digest('hex');
  }

  private codeHash(purpose: CodePurpose, userId: number, code: string): string {
    return this.mac(`code:${purpose}:${userId}:${code}`);
  }

  private linkHash(token: string): string {
    return this.mac(`link:${token}`);
  }

  /** Void the user's live tokens of a purpose (a new code replaces the old one). */
  async revoke(manager: EntityManager, userId: number, purposes: AccountTokenPurpose[], now = new Date()): Promise<void> {
    for (const purpose of purposes) {
      await manager.getRepository(AccountToken).update({ userId, purpose, consumedAt: IsNull() }, { consumedAt: now });
    }
  }

  /** Issue a fresh 6-digit code (voiding earlier ones of the purpose); answers the plain code for the mail. */
  async issueCode(manager: EntityManager, userId: number, purpose: CodePurpose, email: string, now = new Date()): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.revoke(manager, userId, [purpose], now);
    await manager.getRepository(AccountToken).insert({
      userId,
      purpose,
      email,
      secretHash: this.codeHash(purpose, userId, code),
      attempts: 0,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      consumedAt: null,
    });
    return code;
  }

  /** When the user's latest code of a purpose was sent (for the resend cooldown). */
  async lastIssuedAt(manager: EntityManager, userId: number, purpose: CodePurpose): Promise<Date | null> {
    const latest = await manager.getRepository(AccountToken).findOne({ where: { userId, purpose }, order: { id: 'DESC' } });
    return latest?.issuedAt ?? null;
  }

  /** The live code for user+purpose+email, if any: unused, unexpired, fewer than 5 wrong tries. */
  private liveCode(manager: EntityManager, userId: number, purpose: CodePurpose, email: string, now: Date): Promise<AccountToken | null> {
    return manager.getRepository(AccountToken).findOne({
      where: { userId, purpose, email, consumedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { id: 'DESC' },
    });
  }

  /** Whether a live code exists (else the request is "not found or expired"). */
  async hasLiveCode(manager: EntityManager, userId: number, purpose: CodePurpose, email: string, now = new Date()): Promise<boolean> {
    const token = await this.liveCode(manager, userId, purpose, email, now);
    return token !== null && token.attempts < CODE_MAX_ATTEMPTS;
  }

  /**
   * Check a code. Right: the code is consumed. Wrong: one attempt is counted atomically, and the fifth
   * wrong try kills the code. No live code: 'none'.
   */
  async checkCode(manager: EntityManager, userId: number, purpose: CodePurpose, email: string, code: string, now = new Date()): Promise<CodeCheck> {
    const repo = manager.getRepository(AccountToken);
    const token = await this.liveCode(manager, userId, purpose, email, now);
    if (!token || token.attempts >= CODE_MAX_ATTEMPTS) return { result: 'none' };
    const expected = Buffer.from(token.secretHash, 'hex');
    const given = Buffer.from(this.codeHash(purpose, userId, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      const used = await repo.update({ id: token.id, consumedAt: IsNull() }, { consumedAt: now });
      return used.affected === 1 ? { result: 'ok', token } : { result: 'none' };
    }
    // Count the wrong try atomically, and only while the code is alive (parallel guesses cannot exceed 5).
    const bumped = await repo
      .createQueryBuilder()
      .update(AccountToken)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max', { id: token.id, max: CODE_MAX_ATTEMPTS })
      .execute();
    if (bumped.affected !== 1) return { result: 'none' };
    const attempts = (await repo.findOneByOrFail({ id: token.id })).attempts;
    if (attempts >= CODE_MAX_ATTEMPTS) await repo.update({ id: token.id }, { consumedAt: now });
    return { result: 'wrong', attemptsLeft: Math.max(0, CODE_MAX_ATTEMPTS - attempts) };
  }

  /** Issue a link token (voiding earlier ones of the purpose); answers the plain token for the link. */
  async issueLink(manager: EntityManager, userId: number, purpose: LinkPurpose, email: string, lifetimeMs: number, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.revoke(manager, userId, [purpose], now);
    await manager.getRepository(AccountToken).insert({
      userId,
      purpose,
      email,
      secretHash: this.linkHash(token),
      attempts: 0,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      consumedAt: null,
    });
    return token;
  }

  /** The live link token behind a plain token (any link purpose), or null. */
  async findLink(manager: EntityManager, token: string, now = new Date()): Promise<AccountToken | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const found = await manager.getRepository(AccountToken).findOneBy({ secretHash: this.linkHash(token), consumedAt: IsNull(), expiresAt: MoreThan(now) });
    return found && (found.purpose === 'reset_password' || found.purpose === 'invitation') ? found : null;
  }

  /** Use up a link token; false when someone else used it first. */
  async consume(manager: EntityManager, tokenId: number, now = new Date()): Promise<boolean> {
    const used = await manager.getRepository(AccountToken).update({ id: tokenId, consumedAt: IsNull() }, { consumedAt: now });
    return used.affected === 1;
  }
}

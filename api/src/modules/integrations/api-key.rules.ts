import { SCOPES } from '../../kernel/access';

/** Every key starts so: secret scanners (GitHub's, gitleaks) can be taught to find leaked ones. */
export const KEY_START = 'kpd_live_';
/** 'kpd_live_' and the next 8 characters: what finds the key's row and names it in lists. */
export const PREFIX_LENGTH = KEY_START.length + 8;
const BODY = /^kpd_live_[A-Za-z0-9]{40}$/;

/** Whether a bearer token is meant as an API key (anything else is a person's session token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('kpd_');
}

/** The prefix of a well-formed key, or null (a malformed one is refused without a database read). */
export function prefixOf(key: string): string | null {
  return BODY.test(key) ? key.slice(0, PREFIX_LENGTH) : null;
}

/** A new key from random bytes (64 given): 'kpd_live_' + 40 letters and digits (~238 bits). */
export function newKey(random: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let body = '';
  // Rejection sampling keeps every character equally likely (248 = 4 × 62).
  for (const byte of random) if (byte < 248 && body.length < 40) body += alphabet[byte % 62];
  if (body.length < 40) throw new Error('newKey needs more random bytes');
  return KEY_START + body;
}

export interface KeyInput {
  name: string;
  scopes: string[];
  expiresAt: Date | null;
}

/** A create request checked: a name, known scopes (at least one), an expiry in the future if any. */
export function checkKeyInput(raw: { name?: unknown; scopes?: unknown; expiresAt?: unknown }, now: Date): { input: KeyInput } | { problem: 'name' | 'scopes' | 'expiresAt' } {
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (name.length < 1 || name.length > 80) return { problem: 'name' };
  const known = new Set<string>(SCOPES);
  if (!Array.isArray(raw.scopes) || raw.scopes.length === 0 || raw.scopes.length > SCOPES.length * 2 || !raw.scopes.every((s) => typeof s === 'string' && known.has(s))) return { problem: 'scopes' };
  const scopes = SCOPES.filter((s) => (raw.scopes as string[]).includes(s));
  let expiresAt: Date | null = null;
  if (raw.expiresAt !== undefined && raw.expiresAt !== null && raw.expiresAt !== '') {
    expiresAt = typeof raw.expiresAt === 'string' || raw.expiresAt instanceof Date ? new Date(raw.expiresAt) : new Date(NaN);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return { problem: 'expiresAt' };
  }
  return { input: { name, scopes, expiresAt } };
}

/** Whether a stored key may be used now. */
export function keyIsLive(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}

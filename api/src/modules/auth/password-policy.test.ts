import { describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { PASSWORD_MESSAGES } from '@kapda/rules/passwords';
import { commonPasswords, isCommonPassword, newPasswordProblem } from './password-policy';
import { ARGON2_OPTIONS, hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password policy (the shared rules plus the server-only common-password list)', () => {
  it('ships a list of common passwords of reasonable size', () => {
    expect(commonPasswords().size).toBeGreaterThan(1500);
    expect(commonPasswords().has('password')).toBe(true);
    expect(commonPasswords().has('#india')).toBe(false);
  });

  it('refuses common passwords, also capitalised or with digits/symbols around them', () => {
    for (const p of ['password', 'Password1', 'qwerty123', 'iloveyou', 'Sunshine@2024', '12345678', 'Krishna@123', '!!dragon99', 'india@123']) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(newPasswordProblem(p), p).toBe(PASSWORD_MESSAGES.tooCommon);
    }
    for (const p of ['Banarasi-Weave-77', 'dragonfly-kite', 'Chikankari 2024']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('checks the shared rules first, then the list', () => {
    expect(newPasswordProblem('pass')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblem('asha.patel@example.in', 'asha.patel@example.in')).toBe(PASSWORD_MESSAGES.containsEmail);
    expect(newPasswordProblem('Banarasi-Weave-77', 'asha.patel@example.in')).toBeNull();
  });
});

describe('argon2id hashing', () => {
  it('uses the OWASP parameters and verifies', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword('Banarasi-Weave-77');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Banarasi-Weave-77')).toBe(true);
    expect(await verifyPassword(hash, 'banarasi-weave-77')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
  });

  it('asks for a rehash when parameters or the variant differ', async () => {
    expect(passwordNeedsRehash(await argon2.hash('x-long-enough', { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(passwordNeedsRehash(await argon2.hash('x-long-enough', { type: argon2.argon2i, memoryCost: 19456, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(passwordNeedsRehash('garbage')).toBe(true);
  });

  it('spends real argon2 work on a dummy hash for unknown accounts', async () => {
    await verifyAgainstDummy('warm-up');
    const started = performance.now();
    expect(await verifyAgainstDummy('anything')).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});

import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword, PASSWORD_MESSAGES, passwordProblem } from './password.rules';
import { ARGON2_OPTIONS, hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import argon2 from 'argon2';

describe('password rules', () => {
  it('needs at least 8 characters (counting characters, not bytes) and at most 128', () => {
    expect(passwordProblem('Ab1-xyz')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('Zari-Work')).toBeNull();
    expect(passwordProblem('कपड़ा')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('x'.repeat(129) + 'Q')).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('ships a list of common passwords of reasonable size', () => {
    expect(commonPasswords().size).toBeGreaterThan(1500);
    expect(commonPasswords().has('password')).toBe(true);
    expect(commonPasswords().has('#india')).toBe(false);
  });

  it('refuses common passwords, also capitalised or with digits/symbols around them', () => {
    for (const p of ['password', 'Password1', 'qwerty123', 'iloveyou', 'Sunshine@2024', '12345678', 'Krishna@123', '!!dragon99', 'india@123']) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(passwordProblem(p), p).toBe(PASSWORD_MESSAGES.tooCommon);
    }
    for (const p of ['Banarasi-Weave-77', 'dragonfly-kite', 'Chikankari 2024']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses the email, or a password containing its local part', () => {
    expect(passwordProblem('asha.patel@example.in', 'asha.patel@example.in')).toBe(PASSWORD_MESSAGES.containsEmail);
    expect(passwordProblem('ASHA.PATEL-2024', 'Asha.Patel@example.in')).toBe(PASSWORD_MESSAGES.containsEmail);
    expect(passwordProblem('Banarasi-Weave-77', 'asha.patel@example.in')).toBeNull();
    // A 1–2 character local part is too short to forbid.
    expect(passwordProblem('Banarasi-Weave-77', 'ba@example.in')).toBeNull();
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

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { deriveKeys, estimateSecretBits, KEY_PURPOSES, MIN_SECRET_BITS, secretProblem } from './secrets';

const GUESSABLE = [
  'x'.repeat(32),
  'passwordpasswordpasswordpassword',
  'test-secret-test-secret-test-secret-0123456789',
  'Kapda-production-secret-2026-Kapda-production',
  'abcdefghijklmnopqrstuvwxyz0123456789',
  'qwertyuiopasdfghjklzxcvbnm1234567890',
  'correcthorsebatterystaplecorrecthorsebattery',
  'kapdakapdakapdakapdakapdakapdakapda!',
];

describe('how guessable a server secret is', () => {
  it.each(GUESSABLE)('refuses %s', (secret) => {
    expect(estimateSecretBits(secret)).toBeLessThan(MIN_SECRET_BITS);
    expect(secretProblem('JWT_SECRET', secret)).toMatch(/^JWT_SECRET is guessable \(about \d+ bits; at least 128 are needed\)/);
  });

  it('accepts random secrets: openssl rand -base64 48, -hex 32, and 24 random bytes', () => {
    for (let i = 0; i < 200; i++) {
      expect(secretProblem('JWT_SECRET', randomBytes(48).toString('base64'))).toBeNull();
      expect(secretProblem('JWT_SECRET', randomBytes(32).toString('hex'))).toBeNull();
      expect(secretProblem('JWT_SECRET', randomBytes(24).toString('base64url'))).toBeNull();
    }
  });
});

describe('one key per purpose', () => {
  it('derives a different 32-byte key for each purpose, none of them the secret, the same every start', () => {
    const secret = randomBytes(48).toString('base64');
    const keys = deriveKeys(secret);
    const hex = KEY_PURPOSES.map((purpose) => keys[purpose].toString('hex'));
    expect(new Set(hex).size).toBe(KEY_PURPOSES.length);
    for (const purpose of KEY_PURPOSES) {
      expect(keys[purpose]).toHaveLength(32);
      expect(keys[purpose].equals(Buffer.from(secret))).toBe(false);
      expect(keys[purpose].equals(deriveKeys(secret)[purpose])).toBe(true);
    }
    expect(deriveKeys(`${secret}!`).session.equals(keys.session)).toBe(false);
  });
});

describe('JWT_SECRET in the configuration', () => {
  const production = (secret: string) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SQLITE_PATH: '/tmp/kapda-config-test/kapda.sqlite', PUBLIC_URL: 'https://shop.kapda.example' });

  it('refuses a guessable secret in production, naming the variable', () => {
    for (const secret of GUESSABLE) expect(() => production(secret)).toThrow(/Invalid configuration:\n {2}JWT_SECRET: JWT_SECRET is guessable/);
  });

  it('still refuses a missing or short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(() => production(randomBytes(12).toString('base64'))).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('accepts a random one in production and derives the keys from it', () => {
    const secret = randomBytes(48).toString('base64');
    const config = production(secret);
    expect(config.keys.session.equals(deriveKeys(secret).session)).toBe(true);
    expect(config.keys.mailedBeforeSplit.toString()).toBe(secret);
  });

  it('lets development and tests use any secret of 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });
});

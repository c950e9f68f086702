import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkKeyInput, keyIsLive, looksLikeApiKey, newKey, prefixOf } from './api-key.rules';

const now = new Date('2026-11-25T06:00:00Z');

describe('API keys', () => {
  it('are kpd_live_ and 40 letters or digits, recognisable by scanners, and found by their 17-character prefix', () => {
    const key = newKey(randomBytes(64));
    expect(key).toMatch(/^kpd_live_[A-Za-z0-9]{40}$/);
    expect(prefixOf(key)).toBe(key.slice(0, 17));
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOi')).toBe(false);
    expect(prefixOf('kpd_live_short')).toBeNull();
    expect(prefixOf(`${key}x`)).toBeNull();
    expect(newKey(randomBytes(64))).not.toBe(key);
  });

  it('use every character alike (bytes 248..255 are skipped, not folded onto the first letters)', () => {
    expect(newKey(Buffer.from([...Array(8).fill(250), ...Array.from({ length: 56 }, (_, i) => i)]))).toBe(`kpd_live_${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn'}`);
    expect(() => newKey(Buffer.alloc(64, 255))).toThrow();
  });

  it('take a name, known scopes (in a fixed order) and an expiry in the future', () => {
    expect(checkKeyInput({ name: ' Tally ', scopes: ['orders:read', 'catalog:write'] }, now)).toEqual({ input: { name: 'Tally', scopes: ['catalog:write', 'orders:read'], expiresAt: null } });
    expect(checkKeyInput({ name: '', scopes: ['orders:read'] }, now)).toEqual({ problem: 'name' });
    expect(checkKeyInput({ name: 'x', scopes: ['orders:read', 'admin'] }, now)).toEqual({ problem: 'scopes' });
    expect(checkKeyInput({ name: 'x', scopes: [] }, now)).toEqual({ problem: 'scopes' });
    expect(checkKeyInput({ name: 'x', scopes: ['orders:read'], expiresAt: '2026-11-25T05:59:59Z' }, now)).toEqual({ problem: 'expiresAt' });
    expect(checkKeyInput({ name: 'x', scopes: ['orders:read'], expiresAt: 42 }, now)).toEqual({ problem: 'expiresAt' });
    expect(checkKeyInput({ name: 'x', scopes: ['orders:read'], expiresAt: '2027-01-01T00:00:00+05:30' }, now)).toMatchObject({ input: { expiresAt: new Date('2026-12-31T18:30:00Z') } });
  });

  it('work until revoked or expired', () => {
    expect(keyIsLive({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(keyIsLive({ revokedAt: now, expiresAt: null }, now)).toBe(false);
    expect(keyIsLive({ revokedAt: null, expiresAt: now }, now)).toBe(false);
    expect(keyIsLive({ revokedAt: null, expiresAt: new Date(now.getTime() + 1000) }, now)).toBe(true);
  });
});

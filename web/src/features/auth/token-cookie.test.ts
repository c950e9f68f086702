import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readAccessToken, readStoredUser, storeSession } from './token-cookie';

/** Every cookie string the code writes, attributes included (document.cookie hides them on read). */
function recordCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('the session cookies (SPEC.md §7)', () => {
  it('keeps the token as JSON {accessToken} and the user beside it, for 7 days, SameSite=Strict, not Secure over http', () => {
    const writes = recordCookieWrites();
    storeSession('jwt.abc', { id: '7', email: 'asha@example.in' });

    expect(readAccessToken()).toBe('jwt.abc');
    expect(readStoredUser()).toEqual({ id: '7', email: 'asha@example.in' });
    const tokens = writes.find((w) => w.startsWith('tokens='))!;
    const user = writes.find((w) => w.startsWith('user='))!;
    for (const cookie of [tokens, user]) {
      expect(cookie).toContain('Max-Age=604800');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
    }
  });

  it('clears both on logout', () => {
    storeSession('jwt.abc', { id: '7' });
    clearSession();
    expect(readAccessToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('ignores a cookie that is not the JSON it wrote', () => {
    document.cookie = 'tokens=not-json; Path=/';
    expect(readAccessToken()).toBeNull();
  });
});

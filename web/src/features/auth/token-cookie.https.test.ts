// @vitest-environment-options {"url": "https://kapda.test/"}
import { afterEach, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from './token-cookie';

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

it('marks the session cookies Secure on https (SPEC.md §7)', () => {
  expect(window.location.protocol).toBe('https:');
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
  storeSession('jwt.abc', { id: '7' });
  expect(writes).toHaveLength(2);
  for (const cookie of writes) expect(cookie).toMatch(/; Max-Age=604800; Path=\/; SameSite=Strict; Secure$/);
});

import { describe, expect, it } from 'vitest';
import { isUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './newsletter.rules';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('newsletter unsubscribe links', () => {
  it('accept the token made for the address, and only that one', () => {
    const token = unsubscribeToken(SECRET, 'asha@example.in');
    expect(isUnsubscribeToken(SECRET, 'asha@example.in', token)).toBe(true);
    expect(isUnsubscribeToken(SECRET, 'ravi@example.in', token)).toBe(false);
    expect(isUnsubscribeToken('another-secret-of-thirty-two-characters!', 'asha@example.in', token)).toBe(false);
  });

  it.each([[''], ['x'], [null], [42], ['a'.repeat(101)]])('refuse a malformed token %#', (token) => {
    expect(isUnsubscribeToken(SECRET, 'asha@example.in', token)).toBe(false);
  });

  it('put the address and its token in a storefront link', () => {
    const url = new URL(unsubscribeUrl('https://kapda.in', SECRET, 'asha+offers@example.in'));
    expect(url.pathname).toBe('/newsletter/unsubscribe');
    expect(url.searchParams.get('email')).toBe('asha+offers@example.in');
    expect(isUnsubscribeToken(SECRET, 'asha+offers@example.in', url.searchParams.get('token'))).toBe(true);
  });
});

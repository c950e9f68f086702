/**
 * The anonymous shopper's id (SPEC.md §4): random, kept in localStorage, sent on login and register
 * so the server can tie the guest's cart and wishlist to the new session, and dropped after login.
 */
export const GUEST_SESSION_KEY = 'guestSessionId';

/** The current guest id, created on first use. */
export function guestSessionId(): string {
  const existing = localStorage.getItem(GUEST_SESSION_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  localStorage.setItem(GUEST_SESSION_KEY, created);
  return created;
}

/** The guest id if one exists, without creating one (for request headers). */
export function existingGuestSessionId(): string | null {
  return localStorage.getItem(GUEST_SESSION_KEY);
}

export function forgetGuestSessionId() {
  localStorage.removeItem(GUEST_SESSION_KEY);
}

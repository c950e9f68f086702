import type { Location } from 'react-router';

/** What the route guard leaves in `location.state` when it sends a visitor to /login. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Pre-fills the login email (e.g. after verifying it). */
  email?: string;
}

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'];

/** Where to go after logging in: the page the user came from, else /account. */
export function afterLoginPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || AUTH_PAGES.includes(from.pathname)) return '/account';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

import type { Location } from 'react-router';

/** What the route guard leaves in `location.state` when it sends a visitor to /login. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Pre-fills the login email (e.g. after verifying it). */
  email?: string;
}

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'];

export interface AfterLogin {
  /** The login page's query: `?redirect=/path` names the page to go back to, as the guard's state does. */
  search?: string;
  /** Where this user starts when they came from nowhere (or from a page they may not open): /account unless said. */
  home?: string;
  /** Whether the signed-in user may open a page (the back office's guards); unknown pages are open. */
  mayOpen?(pathname: string): boolean;
}

/**
 * Where to go after logging in: the page the user came from (the guard's state, else `?redirect=`)
 * when they may open it, else their home — /account, or the back office's dashboard for its people.
 */
export function afterLoginPath(state: unknown, options: AfterLogin = {}): string {
  const home = options.home ?? '/account';
  const from = (state as FromState | null)?.from ?? redirectParam(options.search);
  if (!from?.pathname || AUTH_PAGES.includes(from.pathname)) return home;
  if (options.mayOpen && !options.mayOpen(from.pathname)) return home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** `?redirect=/admin/orders?status=new` as a place in this site (never another origin: `//evil.example`, `https:`). */
function redirectParam(search: string | undefined): FromState['from'] | undefined {
  const target = new URLSearchParams(search ?? '').get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  const url = new URL(target, 'http://kapda.invalid');
  if (url.origin !== 'http://kapda.invalid') return undefined;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

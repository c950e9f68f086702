/** The session token lives in the cookie `tokens` as JSON {accessToken} (SPEC.md §7). */
export const TOKENS_COOKIE = 'tokens';
/** The signed-in user is kept beside it, so the header can greet them before `me` answers. */
export const USER_COOKIE = 'user';
/** SPEC.md §9: the token cookie lasts 7 days. */
export const SESSION_COOKIE_DAYS = 7;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null; // the server renders every page signed out
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  return null;
}

/** Secure on https, SameSite=Strict, whole site (SPEC.md §7). maxAgeSeconds 0 deletes the cookie. */
function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

function readJsonCookie(name: string): unknown {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  const parsed = readJsonCookie(TOKENS_COOKIE) as { accessToken?: unknown } | null;
  return typeof parsed?.accessToken === 'string' ? parsed.accessToken : null;
}

/** The user stored at the last login, or null; the caller checks its shape. */
export function readStoredUser(): unknown {
  return readJsonCookie(USER_COOKIE);
}

const SESSION_MAX_AGE = SESSION_COOKIE_DAYS * 24 * 3600;

export function storeSession(accessToken: string, user: object) {
  writeCookie(TOKENS_COOKIE, JSON.stringify({ accessToken }), SESSION_MAX_AGE);
  storeUser(user);
}

/** Replace the stored user, e.g. after a profile edit. */
export function storeUser(user: object) {
  writeCookie(USER_COOKIE, JSON.stringify(user), SESSION_MAX_AGE);
}

export function clearSession() {
  writeCookie(TOKENS_COOKIE, '', 0);
  writeCookie(USER_COOKIE, '', 0);
}

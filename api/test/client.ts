/** Test HTTP client with the headers a real browser/proxy adds: client IP (via the trusted loopback proxy) and guest id. */
export interface CallOptions {
  token?: string;
  /** Pretend to be this client IP (X-Forwarded-For; the app trusts its loopback proxy). */
  ip?: string;
  guestSessionId?: string;
}

function headers(options: CallOptions, json: boolean): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    ...(options.guestSessionId ? { 'x-guest-session-id': options.guestSessionId } : {}),
  };
}

export async function restCall<T = any>(baseUrl: string, method: string, path: string, body?: unknown, options: CallOptions = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, { method, headers: headers(options, body !== undefined), body: body !== undefined ? JSON.stringify(body) : undefined });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; status?: number; [k: string]: unknown };
}

export async function gqlCall<T = any>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) {
  const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: headers(options, true), body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: (await res.json()) as { data?: T; errors?: GqlError[] } };
}

let ipCounter = 0;
/** A fresh client IP, so one test's attempts never count against another's limits. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

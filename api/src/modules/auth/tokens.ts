import { jwtVerify, SignJWT } from 'jose';

/** Tokens are HS256 only: the algorithm is pinned on verify so a forged `alg` is refused. */
export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;
const ISSUER = 'kapda';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** The session signing key (config.keys.session); a string is taken as its UTF-8 bytes (tests). */
export function secretKey(secret: string | Uint8Array): Uint8Array {
  return typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
}

export async function signAccessToken(claims: TokenClaims, secret: string | Uint8Array, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(secretKey(secret));
}

/** The claims of a valid token, or null for a bad signature, wrong algorithm, expiry or malformed token. */
export async function verifyAccessToken(token: string, secret: string | Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: [TOKEN_ALGORITHM], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

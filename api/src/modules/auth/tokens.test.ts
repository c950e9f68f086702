import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { secretKey, signAccessToken, TOKEN_LIFETIME_SECONDS, verifyAccessToken } from './tokens';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';

describe('access tokens', () => {
  it('round-trips the user and session ids', async () => {
    const token = await signAccessToken({ userId: 7, sessionId: 'sess-abc' }, SECRET);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ userId: 7, sessionId: 'sess-abc' });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken({ userId: 7, sessionId: 's' }, 'another-secret-another-secret-another-secret');
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
  });

  it('refuses other algorithms: HS512 with the right secret, RS256, and alg "none"', async () => {
    const hs512 = await new SignJWT({ sid: 's' }).setProtectedHeader({ alg: 'HS512' }).setSubject('7').setIssuer('kapda').setIssuedAt().setExpirationTime('1h').sign(secretKey(SECRET));
    expect(await verifyAccessToken(hs512, SECRET)).toBeNull();
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT({ sid: 's' }).setProtectedHeader({ alg: 'RS256' }).setSubject('7').setIssuer('kapda').setIssuedAt().setExpirationTime('1h').sign(privateKey);
    expect(await verifyAccessToken(rs256, SECRET)).toBeNull();
    const none = new UnsecuredJWT({ sid: 's' }).setSubject('7').setIssuer('kapda').setIssuedAt().setExpirationTime('1h').encode();
    expect(await verifyAccessToken(none, SECRET)).toBeNull();
  });

  it('expires after 7 days', async () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(7 * 24 * 3600);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const token = await signAccessToken({ userId: 7, sessionId: 's' }, SECRET, eightDaysAgo);
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600 * 1000);
    expect(await verifyAccessToken(await signAccessToken({ userId: 7, sessionId: 's' }, SECRET, sixDaysAgo), SECRET)).not.toBeNull();
  });

  it('refuses tampered and malformed tokens, and tokens without the claims', async () => {
    const token = await signAccessToken({ userId: 7, sessionId: 's' }, SECRET);
    const [h, , sig] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', sid: 's', iss: 'kapda', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    expect(await verifyAccessToken(`${h}.${payload}.${sig}`, SECRET)).toBeNull();
    expect(await verifyAccessToken('not.a.token', SECRET)).toBeNull();
    const noSid = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('kapda').setIssuedAt().setExpirationTime('1h').sign(secretKey(SECRET));
    expect(await verifyAccessToken(noSid, SECRET)).toBeNull();
    const wrongIssuer = await new SignJWT({ sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('evil').setIssuedAt().setExpirationTime('1h').sign(secretKey(SECRET));
    expect(await verifyAccessToken(wrongIssuer, SECRET)).toBeNull();
  });
});

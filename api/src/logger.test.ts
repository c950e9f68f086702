import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), text: () => lines.join('') };
}

describe('the logger keeps secrets out of the logs', () => {
  it('redacts passwords, tokens, codes, cookies and authorization headers wherever they sit', () => {
    const { logger, text } = capture();
    logger.info({
      password: 'Zari-Border-2025',
      body: { email: 'asha@example.in', currentPassword: 'Old-Secret-1', newPassword: 'New-Secret-2', code: '483920' },
      variables: { otp: '123456', token: 'eyJhbGciOiJIUzI1NiJ9.secret' },
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'kapda_token=eyJsecret' } },
      res: { headers: { 'set-cookie': 'kapda_token=eyJsecret' } },
    }, 'request');
    const out = text();
    for (const secret of ['Zari-Border-2025', 'Old-Secret-1', 'New-Secret-2', '483920', '123456', 'eyJ']) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
    expect(out).toContain('asha@example.in'); // not a secret: who it was stays findable
  });

  it('logs a database error without its parameters or the values in its message', () => {
    const { logger, text } = capture();
    const driverError = Object.assign(new Error("Duplicate entry 'asha@example.in' for key 'IDX_users_email'"), {
      code: 'ER_DUP_ENTRY',
      errno: 1062,
      sql: "INSERT INTO `users` (`email`, `passwordHash`) VALUES ('asha@example.in', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')",
    });
    const error = new QueryFailedError('INSERT INTO `users` (`email`, `passwordHash`) VALUES (?, ?)', ['asha@example.in', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'], driverError);
    logger.error({ err: error }, 'unhandled REST error');
    logger.error({ err: new GraphQLError('wrapped', { originalError: error }) }, 'unhandled GraphQL error');
    const out = text();
    expect(out).not.toContain('asha@example.in');
    expect(out).not.toContain('argon2id');
    expect(out).toContain('ER_DUP_ENTRY');
    expect(out).toContain('INSERT INTO `users` (`email`, `passwordHash`) VALUES (?, ?)');
    expect(out.match(/"type":"QueryFailedError"/g)?.length).toBe(2);
  });
});

describe('the logger redacts deep, in any case, and in URLs', () => {
  it('finds password, token, otp, code and authorization fields at any depth and in any case', () => {
    const { logger, text } = capture();
    const deep = { a: { b: { c: { d: { e: { Password: 'Deep-Secret-1', 'X-Api-Token': 'tok-deep-2' } } } } } };
    logger.info({
      deep,
      list: [{ OTP: '771234' }, { inner: [{ verificationCode: '661234' }, { Code: '551234' }] }],
      headers: { Authorization: 'Basic c2VjcmV0', 'Set-Cookie': ['kapda_token=cookie-secret-3'] },
      user: { email: 'ravi@example.in', passwordHash: '$argon2id$hash-secret-4', resetToken: 'reset-secret-5' },
      args: new Map([['currentPassword', 'map-secret-6']]),
    }, 'deep');
    const out = text();
    for (const secret of ['Deep-Secret-1', 'tok-deep-2', '771234', '661234', '551234', 'c2VjcmV0', 'cookie-secret-3', 'hash-secret-4', 'reset-secret-5', 'map-secret-6']) expect(out, secret).not.toContain(secret);
    expect(out).toContain('ravi@example.in');
  });

  it('scrubs token= and code= from logged URLs and messages, and keeps an error its own code', () => {
    const { logger, text } = capture();
    logger.info({ url: '/reset-password?token=reset-link-secret&x=1', link: 'https://shop.example/verify?email=a%40b.in&code=123987' }, 'visited /api/auth/reset?token=message-secret');
    const error = Object.assign(new Error('failed at /x?code=err-secret-7'), { code: 'ECONNREFUSED', request: { body: { password: 'error-secret-8' } } });
    logger.error({ err: error }, 'with an error');
    const out = text();
    for (const secret of ['reset-link-secret', '123987', 'message-secret', 'err-secret-7', 'error-secret-8']) expect(out, secret).not.toContain(secret);
    expect(out).toContain('token=[redacted]');
    expect(out).toContain('x=1');
    expect(out).toContain('email=a%40b.in');
    expect(out).toContain('ECONNREFUSED');
  });

  it('stays bounded on a hostile object: deep, wide, circular', () => {
    const { logger, text } = capture();
    let nested: Record<string, unknown> = { password: 'bottom-secret' };
    for (let i = 0; i < 50; i++) nested = { next: nested };
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'v'.repeat(10)]));
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    logger.info({ nested, wide, circular, many: Array.from({ length: 10_000 }, (_, i) => ({ i })) }, 'hostile');
    const out = text();
    expect(out).not.toContain('bottom-secret');
    expect(out).toContain('[too deep]');
    expect(out).toContain('[circular]');
    expect(out.length).toBeLessThan(200_000);
  });
});

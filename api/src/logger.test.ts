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

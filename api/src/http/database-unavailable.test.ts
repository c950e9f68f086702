import type { AddressInfo } from 'node:net';
import express from 'express';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatError } from '../graphql/server';
import { isDatabaseUnavailable } from '../kernel/dialect';
import { restErrorHandler } from './rest';

const tooMany = () => Object.assign(new Error('Too many connections'), { code: 'ER_CON_COUNT_ERROR', errno: 1040 });
const refusedByTypeorm = () => Object.assign(new Error('connect ECONNREFUSED'), { driverError: { code: 'ECONNREFUSED' } });

describe('a database that cannot be reached answers 503, not 500', () => {
  it('knows the drivers’ words for it', () => {
    expect(isDatabaseUnavailable(tooMany())).toBe(true);
    expect(isDatabaseUnavailable(refusedByTypeorm())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('lost'), { code: 'PROTOCOL_CONNECTION_LOST' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('REST: 503 with Retry-After and a message a shopper can act on; a real bug stays 500', async () => {
    const app = express();
    app.get('/down', () => { throw tooMany(); });
    app.get('/bug', () => { throw new TypeError('x is undefined'); });
    app.use(restErrorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const down = await fetch(`${base}/down`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await down.json()).toEqual({ success: false, message: 'The store is busy right now. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' });
      expect((await fetch(`${base}/bug`)).status).toBe(500);
    } finally {
      server.close();
    }
  });

  it('GraphQL: the error says 503 SERVICE_UNAVAILABLE', () => {
    const wrapped = new GraphQLError('Too many connections', { originalError: refusedByTypeorm() });
    expect(formatError({ message: 'Too many connections', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, wrapped).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(formatError({ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, new GraphQLError('boom', { originalError: new TypeError('boom') })).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
  });
});

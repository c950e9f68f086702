import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressWholeAnswers } from './compress-whole';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressWholeAnswers', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Rani Pink Bandhani Kurta ${i}` })) };
  let base = '';
  let server: ReturnType<express.Express['listen']>;
  beforeAll(async () => {
    const app = express();
    app.use(compressWholeAnswers());
    app.get('/json', (_req, res) => res.json(big));
    app.get('/small', (_req, res) => res.json({ ok: true }));
    app.get('/page', (_req, res) => res.send(`<!doctype html><p>${'पन्ना '.repeat(400)}</p>`));
    app.get('/pdf', (_req, res) => res.type('application/pdf').send(Buffer.alloc(4096, 7)));
    await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** node's fetch decodes by itself; read the bytes as sent with a raw request. */
  async function raw(path: string, acceptEncoding?: string) {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer; status: number }>((resolve, reject) => {
      const req = request(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode! }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends a large JSON answer as brotli or gzip, each decoding to the same JSON, with Vary and a length', async () => {
    const br = await raw('/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(big);
    const gz = await raw('/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(big);
    const plain = await raw('/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(big);
  });

  it('leaves small answers and binary files alone, and keeps a page HTML in UTF-8', async () => {
    expect((await raw('/small', 'br')).headers['content-encoding']).toBeUndefined();
    const pdf = await raw('/pdf', 'br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.length).toBe(4096);
    const page = await raw('/page', 'br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.body).toString()).toContain('पन्ना');
  });
});

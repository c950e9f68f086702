import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Answers sent whole — `res.send`/`res.json`: API JSON, GraphQL results, rendered pages — are
 * compressed in one call with a fast setting (brotli quality 2, else gzip level 3) instead of through
 * the `compression` middleware's stream at brotli quality 4. On the uncached REST listing (33 KB of
 * JSON) the stream was the largest single cost left (~0.2 ms of the ~1 ms a request; bench/REPORT.md);
 * one call at quality 2 costs about half and sends ~8 % more bytes. Cached answers are not affected:
 * the answer cache's front door sends brotli made once at quality 6. Bodies written as a stream
 * (files, media) still go through `compression`, which leaves an answer that already says its
 * Content-Encoding alone.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|graphql-response\+json|javascript|xml)|image\/svg\+xml)/i;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };

/** The encoding to answer with, from an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    offered.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function compressible(res: Response, body: string | Buffer): boolean {
  if (res.getHeader('Content-Encoding') || res.statusCode === 204 || res.statusCode === 304) return false;
  const type = res.getHeader('Content-Type');
  // A string sent with no type is sent as HTML by express; a Buffer with none as octet-stream.
  if (type === undefined) return typeof body === 'string';
  return COMPRESSIBLE.test(String(type));
}

export function compressWholeAnswers(): RequestHandler {
  return (req: Request, res: Response, next) => {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if ((typeof body === 'string' || Buffer.isBuffer(body)) && req.method !== 'HEAD' && compressible(res, body)) {
        const bytes = typeof body === 'string' ? Buffer.from(body) : body;
        if (bytes.length >= MIN_BYTES) {
          res.vary('Accept-Encoding');
          if (encoding) {
            res.setHeader('Content-Encoding', encoding);
            // What express does for a string (it cannot tell once it is bytes): HTML by default, and UTF-8 said.
            const type = res.getHeader('Content-Type');
            if (type === undefined) res.type('html');
            else if (typeof body === 'string' && !/charset=/i.test(String(type))) res.setHeader('Content-Type', `${String(type)}; charset=utf-8`);
            return send(encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, { level: 3 }));
          }
        }
      }
      return send(body);
    };
    next();
  };
}

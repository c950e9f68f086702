import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isPublicAddress } from './webhook.rules';

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer, or why there was none. */
  response: string;
}

const EXCERPT = 500;

/**
 * POST one signed body to an endpoint, safely: the host is resolved here and refused unless every
 * address is public (when private targets are not allowed), and the connection goes to the address
 * that was checked (a DNS answer cannot change in between); redirects are not followed; the answer
 * is read to 500 characters; the whole exchange is cut off after `timeoutMs`.
 */
export async function sendWebhook(target: string, body: string, headers: Record<string, string>, options: { allowPrivate: boolean; timeoutMs: number }): Promise<SendResult> {
  const started = Date.now();
  const took = () => Date.now() - started;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { statusCode: null, durationMs: 0, response: 'Refused: not a URL' };
  }
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true });
  } catch (error) {
    return { statusCode: null, durationMs: took(), response: `Could not resolve ${url.hostname}: ${(error as Error).message}`.slice(0, EXCERPT) };
  }
  if (addresses.length === 0) return { statusCode: null, durationMs: took(), response: `Could not resolve ${url.hostname}` };
  if (!options.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    return { statusCode: null, durationMs: took(), response: `Refused: ${url.hostname} resolves to a private or reserved address` };
  }
  const pinned = addresses[0];
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Kapda-Webhooks/1' },
      // Connect to the address checked above, whatever the resolver says now.
      lookup: (_host, opts, callback) => {
        if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      },
      servername: url.hostname,
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= EXCERPT) {
          done({ statusCode: res.statusCode ?? null, durationMs: took(), response: text.slice(0, EXCERPT) });
          res.destroy();
        }
      });
      res.on('end', () => done({ statusCode: res.statusCode ?? null, durationMs: took(), response: text.slice(0, EXCERPT) }));
      res.on('error', () => done({ statusCode: res.statusCode ?? null, durationMs: took(), response: text.slice(0, EXCERPT) }));
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, durationMs: took(), response: `Timed out after ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    req.on('error', (error) => done({ statusCode: null, durationMs: took(), response: `No answer: ${error.message}`.slice(0, EXCERPT) }));
    req.end(body);
  });
}

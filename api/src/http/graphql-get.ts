import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * The catalogue's root fields: the same answer for everyone, so a GET of only these, without a
 * credential, may be kept by a CDN or browser for CATALOGUE_CACHE_SECONDS.
 */
const CATALOGUE_FIELDS = new Set(['products', 'product', 'productFacets', 'categories', 'collections', 'collection', 'bestSellers', 'newArrivals', '__typename']);
/** Queries known by their hash (automatic persisted queries), so a GET by hash can be judged too. */
const MAX_KNOWN = 1000;

function operationOf(document: DocumentNode, name: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return typeof name === 'string' && name ? operations.find((o) => o.name?.value === name) : operations.length === 1 ? operations[0] : undefined;
}

function persistedHash(extensions: unknown): string | null {
  if (typeof extensions !== 'string') return null;
  try {
    const hash = (JSON.parse(extensions) as { persistedQuery?: { sha256Hash?: unknown } }).persistedQuery?.sha256Hash;
    return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? hash : null;
  } catch {
    return null;
  }
}

/**
 * GraphQL over GET (`/graphql?query=…&variables=…`, or `extensions={"persistedQuery":…}` by hash):
 * queries only — a mutation is 405 — answered `Cache-Control: public, max-age=<seconds>` when every
 * root field is the catalogue's and no credential was sent, else `private, no-store`. Express's ETag
 * makes a repeat a 304. Queries have no side effects, so the CSRF preflight Apollo asks of GETs is
 * waived for them (a browser or CDN sends no custom header).
 */
export function graphqlGet(cacheSeconds: () => number) {
  const known = new Map<string, string>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    const { query, operationName, extensions } = req.query as Record<string, unknown>;
    const hash = persistedHash(extensions);
    let text = typeof query === 'string' ? query : hash ? known.get(hash) : undefined;
    if (typeof query === 'string' && hash && createHash('sha256').update(query).digest('hex') === hash) {
      if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
      known.set(hash, query);
    }
    if (text === undefined) {
      res.setHeader('Cache-Control', 'private, no-store');
      return next();
    }
    let operation: OperationDefinitionNode | undefined;
    try {
      operation = operationOf(parse(text, { maxTokens: 2000 }), operationName);
    } catch {
      text = undefined;
    }
    if (operation && operation.operation !== 'query') {
      res.status(405).setHeader('Allow', 'POST');
      res.json({ errors: [{ message: 'Mutations and subscriptions must be sent with POST.', extensions: { code: 'METHOD_NOT_ALLOWED', status: 405 } }] });
      return;
    }
    req.headers['apollo-require-preflight'] = 'true';
    const catalogue = operation !== undefined && !req.headers.authorization && cacheSeconds() > 0
      && operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CATALOGUE_FIELDS.has(s.name.value));
    res.setHeader('Cache-Control', catalogue ? `public, max-age=${cacheSeconds()}` : 'private, no-store');
    if (catalogue) {
      res.setHeader('Vary', 'Authorization, Accept-Encoding');
      answerUnchangedWith304(req, res);
    }
    next();
  };
}

/** The answer's ETag (a digest of its bytes); a client or CDN that already holds it gets a bodiless 304. Errors are not kept. */
function answerUnchangedWith304(req: Request, res: Response): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    // Only a clean answer is shared: an error (Apollo writes "errors" first) is nobody's to keep.
    if (res.statusCode !== 200 || String(body).startsWith('{"errors"')) res.setHeader('Cache-Control', 'private, no-store');
    else if (typeof body === 'string' || Buffer.isBuffer(body)) {
      const tag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      res.setHeader('ETag', tag);
      const held = String(req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim());
      if (held.includes(tag)) {
        res.status(304).end();
        return res;
      }
    }
    return send(body);
  };
}

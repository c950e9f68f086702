import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** How an answer goes out: brotli, gzip or as it is (what the client accepts, best first). */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** One cached answer, kept ready to send: the bytes, their ETag, compressed copies and whole header lists, each made on first need. */
interface CachedAnswer {
  body: Buffer;
  /** application/json for API answers; text/html for a server-rendered page (http/storefront-render.ts). */
  contentType: string;
  /** 200, or a page's 404 or 301 (kept apart, see `set`). */
  status: number;
  /** More response headers, flat [name, value, …] (a 301's Location). */
  extraHeaders: string[];
  etag: string;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
  /** Every response header of a hit, flat [name, value, …] as `writeHead` takes them, per encoding. */
  heads: Partial<Record<AnswerEncoding, string[]>>;
  expires: number;
  /** What the entry costs against the byte budget: key, body, compressed copies and bookkeeping. */
  bytes: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** Map and object overhead per entry, roughly, so thousands of tiny answers still count. */
const ENTRY_OVERHEAD_BYTES = 256;
/** The longest a 404 or 301 page is kept (less when the cache's TTL is shorter). */
const NOT_FOUND_SECONDS = 60;

/**
 * A short-lived cache of whole catalogue answers for anonymous shoppers. The catalogue reads the
 * same for every anonymous shopper, and most traffic asks for the same few pages, so a hit skips the
 * database, GraphQL execution and serialisation. Entries live `ttlSeconds` at most and the whole
 * cache is dropped whenever this process writes to the catalogue; other processes see a write
 * within the TTL. It holds at most `maxBytes` (keys, answers and their compressed copies): the least
 * recently used answers make room, and expired ones are swept out as new ones arrive, so a flood of
 * distinct requests cannot grow the process.
 */
export class CatalogAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Answers being computed right now, by key (see serveOrKeep). */
  readonly inFlight = new Map<string, Promise<void>>();
  private used = 0;
  private nextSweep = 0;
  /** Keys of kept 404/301 answers, oldest first, and their bytes: they may hold only `maxBytes / 16`. */
  private readonly notOk = new Set<string>();
  private notOkUsed = 0;
  /**
   * Bumped by every clear(). An answer is kept only if no clear() came between the start of its
   * computation (`generation` read then) and its `set`: an answer read before a write and finished
   * after it is sent once but never kept.
   */
  private currentGeneration = 0;
  /** Set while this process cannot hear other processes' catalogue writes (boot.ts: the Redis channel is down). */
  private suspended = false;

  constructor(readonly ttlSeconds: number, readonly maxBytes = 32 * 1024 * 1024) {}

  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  /** Bytes held now (always within maxBytes). */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many answers are kept under keys starting with `prefix` (`page\n`: rendered pages), for tests and diagnostics. */
  count(prefix: string): number {
    let n = 0;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) n += 1;
    return n;
  }

  /**
   * Keep nothing while `on` (and drop what is kept): another process's write could not be heard, so
   * every read goes to the database until the change channel is back.
   */
  suspend(on: boolean): void {
    this.suspended = on;
    this.clear();
  }

  /** Read when a computation starts; pass it to set() with the answer. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keep an answer whose computation started at `since` (this.generation then); dropped if the
   * catalogue changed meanwhile. A page's 404 or 301 (`status`, with its Location in `headers`) is
   * kept for at most a minute and within a sixteenth of the budget, its oldest going first: a crawl of
   * dead links is answered without a render each time, and a flood of made-up addresses cannot push
   * good pages out.
   */
  set(key: string, text: string, since: number, contentType = JSON_TYPE, answer: { status?: number; headers?: string[] } = {}): void {
    if (!this.enabled || this.suspended || since !== this.currentGeneration) return;
    const status = answer.status ?? 200;
    const now = Date.now();
    if (now >= this.nextSweep) this.sweep(now);
    const body = Buffer.from(text);
    const bytes = Buffer.byteLength(key) + body.length + ENTRY_OVERHEAD_BYTES;
    // One answer may not take more than a quarter of the budget (it would flush everything else).
    if (bytes * 4 > (status === 200 ? this.maxBytes : this.maxBytes / 16)) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    const etag = `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    const seconds = status === 200 ? this.ttlSeconds : Math.min(this.ttlSeconds, NOT_FOUND_SECONDS);
    this.entries.set(key, { body, contentType, status, extraHeaders: answer.headers ?? [], etag, encoded: { identity: body }, heads: {}, expires: now + seconds * 1000, bytes });
    this.used += bytes;
    if (status !== 200) {
      this.notOk.add(key);
      this.notOkUsed += bytes;
      for (const oldest of this.notOk) {
        if (this.notOkUsed <= this.maxBytes / 16) break;
        this.drop(oldest, this.entries.get(oldest)!);
      }
    }
    this.fit();
  }

  /** The entry's bytes in one encoding, compressed once and counted against the budget. */
  encoded(key: string, entry: CachedAnswer, encoding: AnswerEncoding): Buffer {
    const ready = entry.encoded[encoding];
    if (ready) return ready;
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
        : gzipSync(entry.body);
    if (this.entries.get(key) === entry) {
      entry.encoded[encoding] = bytes;
      entry.bytes += bytes.length;
      this.used += bytes.length;
      if (entry.status !== 200) this.notOkUsed += bytes.length;
      this.fit();
    }
    return bytes;
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.used = 0;
    this.notOk.clear();
    this.notOkUsed = 0;
  }

  /** Drop every expired entry (at most once per TTL, on a write). */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.drop(key, entry);
    this.nextSweep = now + this.ttlSeconds * 1000;
  }

  /** Evict the least recently used entries until the cache is within its budget. */
  private fit(): void {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.maxBytes) return;
      this.drop(key, entry);
    }
  }

  private drop(key: string, entry: CachedAnswer | undefined): void {
    if (!entry || this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
    if (entry.status !== 200) {
      this.notOk.delete(key);
      this.notOkUsed -= entry.bytes;
    }
  }
}

/** The cache key of a server-rendered page: its path and the query parameters its page reads (storefront-render.ts). */
export const pageKey = (url: string) => `page\n${url}`;
/** Longer addresses are rendered but never kept. */
export const MAX_PAGE_URL_LENGTH = 2000;

/** Root query fields whose answers depend on nothing but the catalogue (and the configuration: the return window). */
const CATALOGUE_FIELDS = new Set(['products', 'productFacets', 'product', 'categories', 'collections', 'collection', 'newArrivals', 'bestSellers', 'searchSuggestions', 'returnPolicy', '__typename']);
const MAX_CACHED_QUERY_LENGTH = 8000;

/**
 * Whether an operation reads only catalogue fields (so its answer is the same for everyone), and if
 * so the variables it declares: only those can change its answer, so only those go into the key.
 */
function readsOnlyCatalogue(query: string, operationName: string | undefined): string[] | null {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query') return null;
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const rootOnlyCatalogue = (set: SelectionSetNode, seen: Set<string>): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return CATALOGUE_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return rootOnlyCatalogue(s.selectionSet, seen);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return false;
      return rootOnlyCatalogue(fragment.selectionSet, new Set([...seen, s.name.value]));
    });
  if (!rootOnlyCatalogue(operation.selectionSet, new Set())) return null;
  // Fresh strings: the parser's are slices that would keep the whole query text alive in the memo.
  return JSON.parse(JSON.stringify((operation.variableDefinitions ?? []).map((v) => v.variable.name.value))) as string[];
}

/** An operation name worth caching for: a GraphQL name, as short as any the storefront sends. */
const CACHEABLE_OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Remember classifications per operation and query text (the storefront sends a handful of distinct
 * queries), keyed by a digest: at most 500 small entries, whatever the requests carried.
 */
const classified = new Map<string, string[] | null>();
function declaredVariables(query: string, operationName: string | undefined): string[] | null {
  const key = createHash('sha256').update(operationName ?? '').update('\n').update(query).digest('base64url');
  let answer = classified.get(key);
  if (answer === undefined) {
    answer = readsOnlyCatalogue(query, operationName);
    if (classified.size > 500) classified.clear();
    classified.set(key, answer);
  }
  return answer;
}

/** Variables longer than this (as JSON) are not worth a cache entry: no storefront page sends them. */
const MAX_CACHED_VARIABLES_LENGTH = 2000;

/**
 * The declared variables' values, in declaration order; undefined when they are too long to key on.
 * An omitted variable ([]) and an explicit null ([null]) key apart: a declared default applies to
 * the first only. Only the request's own fields count (never `constructor` and the like from Object).
 */
export function variablesKey(declared: string[], variables: unknown): string | undefined {
  const given = typeof variables === 'object' && variables !== null && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {};
  const text = JSON.stringify(declared.map((name) => (Object.hasOwn(given, name) ? [given[name]] : [])));
  return text.length <= MAX_CACHED_VARIABLES_LENGTH ? text : undefined;
}

/** Accept-Encoding → the best encoding we keep (brotli, then gzip); remembered per header text, as browsers send a handful. */
const encodingOf = new Map<string, AnswerEncoding>();
export function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let answer = encodingOf.get(text);
  if (answer !== undefined) return answer;
  const accepted = new Set<string>();
  for (const part of text.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  answer = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : 'identity';
  if (text.length <= 200) {
    if (encodingOf.size > 100) encodingOf.clear();
    encodingOf.set(text, answer);
  }
  return answer;
}

/** The headers every cached answer carries besides the security headers. */
function answerHeaders(hit: CachedAnswer, encoding: AnswerEncoding, length: number): string[] {
  const headers = ['Content-Type', hit.contentType, 'ETag', hit.etag, 'Vary', 'Accept-Encoding', 'x-catalogue-cache', 'hit', ...hit.extraHeaders];
  // A page is checked again on every visit (its ETag makes that cheap): a catalogue write must show at once.
  if (hit.contentType === HTML_TYPE) headers.push('Cache-Control', 'no-cache');
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(length));
  return headers;
}

/**
 * Send a cached answer as stored bytes: no re-serialising, no per-request ETag hashing, and no
 * per-request compression either (brotli or gzip, made once per answer).
 */
export function sendCached(cache: CatalogAnswerCache, key: string, req: Request, res: Response, hit: CachedAnswer): void {
  if (req.method === 'GET' && hit.status === 200 && req.headers['if-none-match'] === hit.etag) {
    res.setHeader('x-catalogue-cache', 'hit');
    res.setHeader('ETag', hit.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.status(304).end();
    return;
  }
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const bytes = cache.encoded(key, hit, encoding);
  const headers = answerHeaders(hit, encoding, bytes.length);
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  res.status(hit.status);
  res.end(bytes);
}

/**
 * The front door: answers cache hits before express sees the request — no router, no security
 * middleware, no compression, no context — with every header worked out once per answer (the
 * security headers the express chain would add included). Anything else goes to `pass` untouched,
 * except an anonymous JSON POST to /graphql, whose body is read here to find its key and handed on
 * already parsed (body-parser skips a request whose body has been read).
 */
export function catalogFrontDoor(
  cache: CatalogAnswerCache,
  options: {
    securityHeaders: string[];
    bodyLimitBytes: number;
    malformedGraphql: (res: ServerResponse) => void;
    pageSecurityHeaders?: string[];
    /** A storefront address's page key (storefront-render.ts storefrontPageKey); null: not a page the front door answers. Absent: the address as asked. */
    pageKeyOf?: (url: string) => string | null;
  },
) {
  const { bodyLimitBytes } = options;
  const sendHit = (req: IncomingMessage, res: ServerResponse, key: string, hit: CachedAnswer, securityHeaders = options.securityHeaders) => {
    if (req.method === 'GET' && hit.status === 200 && req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, [...securityHeaders, 'ETag', hit.etag, 'Vary', 'Accept-Encoding', 'x-catalogue-cache', 'hit', ...(hit.contentType === HTML_TYPE ? ['Cache-Control', 'no-cache'] : [])]);
      res.end();
      return;
    }
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const bytes = cache.encoded(key, hit, encoding);
    let head = hit.heads[encoding];
    if (!head) head = hit.heads[encoding] = [...securityHeaders, ...answerHeaders(hit, encoding, bytes.length)];
    res.writeHead(hit.status, head);
    res.end(bytes);
  };
  return (req: IncomingMessage, res: ServerResponse, pass: () => void): void => {
    const url = req.url ?? '';
    if (!cache.enabled || req.headers.authorization) return pass();
    if (req.method === 'GET' && url.startsWith('/api/') && url.length <= 2000) {
      const key = `rest\n${url}`;
      const hit = cache.get(key);
      return hit ? sendHit(req, res, key, hit) : pass();
    }
    // A server-rendered page kept for anonymous shoppers (every rendered page is anonymous).
    if (req.method === 'GET' && options.pageSecurityHeaders && url.length <= MAX_PAGE_URL_LENGTH) {
      const key = options.pageKeyOf ? options.pageKeyOf(url) : pageKey(url);
      const hit = key === null ? undefined : cache.get(key);
      return hit ? sendHit(req, res, key!, hit, options.pageSecurityHeaders) : pass();
    }
    const length = Number(req.headers['content-length']);
    const json = /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');
    if (req.method !== 'POST' || (url !== '/graphql' && !url.startsWith('/graphql?')) || !json || req.headers['content-encoding'] || !(length > 0 && length <= bodyLimitBytes)) return pass();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return options.malformedGraphql(res);
      }
      // body-parser's strict JSON: an object or an array, nothing else.
      if (typeof body !== 'object' || body === null) return options.malformedGraphql(res);
      const request = req as IncomingMessage & { body?: unknown; rawBody?: string };
      request.body = body;
      request.rawBody = text;
      const key = graphqlKey(body);
      const hit = key === undefined ? undefined : cache.get(key);
      if (key !== undefined && hit) sendHit(req, res, key, hit);
      else pass();
    });
  };
}

/**
 * Send a cached answer, or let the request through and keep its 200 answer when it has no errors.
 * While one request computes an answer, others asking the same wait for it instead of computing it
 * again: when a popular page expires under load, the database sees one query, not fifty.
 */
function serveOrKeep(cache: CatalogAnswerCache, key: string, req: Request, res: Response, next: NextFunction, isClean: (body: string) => boolean): void {
  const hit = cache.get(key);
  if (hit !== undefined) {
    sendCached(cache, key, req, res, hit);
    return;
  }
  const pending = cache.inFlight.get(key);
  if (pending) {
    void pending.then(() => {
      const computed = cache.get(key);
      if (computed) sendCached(cache, key, req, res, computed);
      else compute(cache, key, res, next, isClean);
    });
    return;
  }
  compute(cache, key, res, next, isClean);
}

function compute(cache: CatalogAnswerCache, key: string, res: Response, next: NextFunction, isClean: (body: string) => boolean): void {
  let done!: () => void;
  const settled = new Promise<void>((resolve) => (done = resolve));
  if (!cache.inFlight.has(key)) {
    cache.inFlight.set(key, settled);
    const finish = () => {
      if (cache.inFlight.get(key) === settled) cache.inFlight.delete(key);
      done();
    };
    res.once('finish', finish);
    res.once('close', finish);
  }
  res.setHeader('x-catalogue-cache', 'miss');
  const since = cache.generation;
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : undefined;
    if (res.statusCode === 200 && text !== undefined && isClean(text)) cache.set(key, text, since);
    return send(body);
  };
  next();
}

const anonymous = (req: Request) => !req.headers.authorization;

/** The cache key of an anonymous GraphQL request body, or undefined when its answer is not kept. */
export function graphqlKey(requestBody: unknown): string | undefined {
  const body = requestBody as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
  if (typeof body?.query !== 'string' || body.query.length > MAX_CACHED_QUERY_LENGTH) return undefined;
  const operationName = typeof body.operationName === 'string' && body.operationName !== '' ? body.operationName : undefined;
  // Anything else (a junk name of any length) is answered, never cached or remembered.
  if (operationName !== undefined && !CACHEABLE_OPERATION_NAME.test(operationName)) return undefined;
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return undefined;
  const declared = declaredVariables(body.query, operationName);
  if (!declared) return undefined;
  const values = variablesKey(declared, body.variables);
  if (values === undefined) return undefined;
  return `gql\n${operationName ?? ''}\n${values}\n${body.query}`;
}

/** For POST /graphql (after the JSON body parser): anonymous catalogue-only queries. */
export function graphqlCatalogCache(cache: CatalogAnswerCache): RequestHandler {
  return (req, res, next) => {
    if (!cache.enabled || req.method !== 'POST' || !anonymous(req)) return next();
    const key = graphqlKey(req.body);
    if (key === undefined) return next();
    // Apollo writes "errors" before "data": an answer that starts with data had none.
    serveOrKeep(cache, key, req, res, next, (sent) => sent.startsWith('{"data"'));
  };
}

/** For the REST catalogue reads (GET): anonymous requests, keyed by their URL. */
export function restCatalogCache(cache: CatalogAnswerCache): RequestHandler {
  return (req, res, next) => {
    if (!cache.enabled || req.method !== 'GET' || !anonymous(req) || req.originalUrl.length > 2000) return next();
    serveOrKeep(cache, `rest\n${req.originalUrl}`, req, res, next, (sent) => sent.startsWith('{"success":true'));
  };
}

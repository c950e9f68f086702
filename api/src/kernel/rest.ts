import type { Access } from './access';
import type { Config } from '../config';
import type { ApiContext } from './context';

/**
 * The REST contract between a domain and the HTTP adapter (http/rest.ts). A domain declares its
 * routes as data — method, path, who may call it, a handler — and never sees express: the adapter
 * builds the request context, enforces `access` before the handler runs, and shapes the answer as
 * SPEC.md §7's `{success, message?, data}` (errors as `{success: false, message}`).
 */
export interface RestRequest {
  /** Path parameters (`/:id`). */
  params: Record<string, string>;
  /** The query string, as parsed (values may be strings or arrays). */
  query: Record<string, unknown>;
  /** The JSON body when it is an object; {} otherwise (a valid payload is always an object). */
  body: Record<string, unknown>;
  /** The parsed JSON body whatever its shape, for a handler whose service explains a wrong shape itself. */
  json: unknown;
  /** The JSON body exactly as sent ('' when none): what a gateway's webhook signature covers. */
  rawBody: string;
  /** A request header, lower-case name; the first value when repeated. */
  header(name: string): string | undefined;
  /** The files of a multipart upload (routes with `upload`), in the order sent; [] otherwise. */
  files: UploadedFile[];
}

/** One file of a multipart upload, held in memory: its name as sent (never trusted) and its bytes. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * A route that takes a multipart upload: the field holding the files, and how many and how large,
 * read from the configuration. The adapter checks the route's access before reading the body, and
 * answers 413 `tooLarge(maxMb)` for a file over the limit.
 */
export interface UploadSpec {
  field: string;
  limits(config: Config): { maxFiles: number; maxMb: number };
  tooLarge(maxMb: number): string;
  tooMany(maxFiles: number): string;
}

/** A handler's answer: the data (sent as `{success: true, data}`), data with a message, or a RestReply. */
export type RestAnswer = unknown;

/** An answer outside the usual envelope: another status for the envelope, a JSON body as is, or a file. */
export class RestReply {
  private constructor(
    readonly status: number,
    readonly body: unknown,
    readonly contentType: string | null,
    readonly headers: Record<string, string>,
  ) {}

  /** `{success: true, message, data}` with a status other than the route's (e.g. 200 for a replay of a 201). */
  static envelope(status: number, message: string | undefined, data: unknown, headers: Record<string, string> = {}): RestReply {
    return new RestReply(status, message === undefined ? { success: true, data } : { success: true, message, data }, null, headers);
  }

  /** A JSON answer already written as text (the REST listing's kept cards joined): sent as is, never serialised again. */
  static json(text: string, status = 200): RestReply {
    return new RestReply(status, text, 'application/json; charset=utf-8', {});
  }

  /** Text or bytes with their content type (an invoice page or PDF, a CSV file). */
  static file(body: string | Buffer, contentType: string, headers: Record<string, string> = {}): RestReply {
    return new RestReply(200, body, contentType, headers);
  }
}

export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Below the mount path; express-style parameters (`/:id`). */
  path: string;
  access: Access;
  /** The status of a successful answer (201 for a creation); 200 when not given. */
  status?: number;
  /** Anonymous GETs may be answered from the catalogue's answer cache (http/catalog-cache.ts). */
  publicCache?: boolean;
  /** The route reads a multipart upload (RestRequest.files) instead of a JSON body. */
  upload?: UploadSpec;
  handle(ctx: ApiContext, req: RestRequest): Promise<RestAnswer>;
}

/** A group of routes under one path below /api (`/cart`, `/admin/orders`). */
export interface RestMount {
  path: string;
  routes: RestRoute[];
}

/** One domain as the adapters see it: its GraphQL resolver classes and its REST routes. */
export interface DomainModule {
  name: string;
  resolvers: Function[];
  rest: RestMount[];
}

import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../kernel/registry';
import { logger } from '../logger';
import multer from 'multer';
import type { Config } from '../config';
import { AppError, badRequest, notFound } from '../kernel/errors';
import { bodyTooLarge, jsonBody } from './body-limit';
import { buildContext } from './context';
import type { ApiContext } from '../kernel/context';
import { restMounts } from '../modules';
import { PUBLIC } from '../kernel/access';
import { RestReply, type RestRequest, type RestRoute, type UploadSpec } from '../kernel/rest';
import { requireRequirements } from '../modules/auth/guards';
import { restCatalogCache, type CatalogAnswerCache } from './catalog-cache';
import { isDatabaseUnavailable } from '../kernel/dialect';

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: ApiContext;
  }
}

/** What a REST handler may read of the request (kernel/rest.ts): no express types reach a domain. */
function restRequest(req: Request): RestRequest {
  const body = req.body;
  const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ name: f.originalname, bytes: f.buffer }));
  return {
    files,
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {},
    json: body,
    rawBody: (req as unknown as { rawBody?: string }).rawBody ?? '',
    header: (name) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
  };
}

function isMessageAndData(v: unknown): v is { message: string; data: unknown } {
  return typeof v === 'object' && v !== null && 'message' in v && 'data' in v && Object.keys(v).length === 2;
}

function send(res: Response, answer: unknown, status: number): void {
  if (answer instanceof RestReply) {
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(answer.status);
    if (answer.contentType) res.type(answer.contentType).send(answer.body);
    else res.json(answer.body);
    return;
  }
  res.status(status).json(isMessageAndData(answer) ? { success: true, message: answer.message, data: answer.data } : { success: true, data: answer });
}

/** One declared route as an express handler: access first (the route's declaration), then the handler. */
function routeHandler(route: RestRoute, config: Config) {
  const upload = route.upload ? multipart(route.upload, config) : null;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = req.ctx!;
      if (route.access !== PUBLIC) requireRequirements(ctx, route.access);
      // An upload is read only once the caller may make it.
      if (upload) await upload(req, res);
      send(res, await route.handle(ctx, restRequest(req)), route.status ?? 200);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Read a route's multipart upload into memory with multer, within the route's limits (files, size,
 * and a few small text fields beside them); multer's refusals become the shop's messages.
 */
function multipart(spec: UploadSpec, config: Config): (req: Request, res: Response) => Promise<void> {
  const { maxFiles, maxMb } = spec.limits(config);
  const read = multer({ storage: multer.memoryStorage(), limits: { fileSize: Math.round(maxMb * 1024 * 1024), files: maxFiles, fields: 20, fieldSize: 4096, parts: maxFiles + 20 } }).array(spec.field, maxFiles);
  return (req, res) =>
    new Promise((resolve, reject) => {
      read(req, res, (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return reject(new AppError(413, spec.tooLarge(maxMb), 'PAYLOAD_TOO_LARGE', { field: spec.field }));
          if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') return reject(badRequest(spec.tooMany(maxFiles), { field: spec.field }));
        }
        reject(badRequest('The upload could not be read: send it as multipart/form-data.', { field: spec.field }));
      });
    });
}

/** The /api REST compatibility adapter: same services as GraphQL, SPEC.md §7 shapes. */
export function restAdapter(services: Services, answers: CatalogAnswerCache): Router {
  const api = express.Router();
  api.use(jsonBody(services.config.BODY_LIMIT_KB));
  api.use(async (req, _res, next) => {
    try {
      req.ctx = await buildContext(req, services);
      next();
    } catch (error) {
      next(error);
    }
  });
  const cached = restCatalogCache(answers);
  for (const mount of restMounts) {
    const router = express.Router();
    for (const route of mount.routes) {
      if (route.publicCache) router[route.method](route.path, cached, routeHandler(route, services.config));
      else router[route.method](route.path, routeHandler(route, services.config));
    }
    api.use(mount.path, router);
  }
  api.use((req) => {
    throw notFound(`No API route for ${req.method} ${req.path}`);
  });
  api.use(restErrorHandler);
  return api;
}

export function restErrorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  if (error instanceof AppError) {
    res.status(error.status).json({ success: false, message: error.message, code: error.code, ...(error.details ?? {}) });
    return;
  }
  // body-parser errors (malformed JSON, too large) carry a 4xx status of their own.
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: status === 413 ? bodyTooLarge(limitOf(error)) : 'Malformed request body' });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable');
    res.status(503).setHeader('Retry-After', '5');
    res.json({ success: false, message: DATABASE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
    return;
  }
  logger.error({ err: error }, 'unhandled REST error');
  res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
}

export const DATABASE_UNAVAILABLE = 'The store is busy right now. Please try again in a moment.';

/** body-parser's 413 names the limit (in bytes) it enforced. */
function limitOf(error: unknown): number {
  const limit = (error as { limit?: number }).limit;
  return typeof limit === 'number' ? Math.round(limit / 1024) : 0;
}

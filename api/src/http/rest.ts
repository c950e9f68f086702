import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../kernel/registry';
import { logger } from '../logger';
import { AppError, notFound } from '../kernel/errors';
import { bodyTooLarge, jsonBody } from './body-limit';
import { buildContext } from './context';
import type { ApiContext } from '../kernel/context';
import { restRouters } from '../modules';

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: ApiContext;
  }
}

/**
 * Wrap a REST handler: it receives the request context and answers with data,
 * sent as {success: true, message?, data}. A thrown AppError becomes {success: false, message}.
 */
export function handle<T>(fn: (ctx: ApiContext, req: Request, res: Response) => Promise<T | { message: string; data: T }>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await fn(req.ctx!, req, res);
      if (res.headersSent) return;
      const body = isMessageAndData(result) ? { success: true, message: result.message, data: result.data } : { success: true, data: result };
      res.json(body);
    } catch (error) {
      next(error);
    }
  };
}

function isMessageAndData(v: unknown): v is { message: string; data: unknown } {
  return typeof v === 'object' && v !== null && 'message' in v && 'data' in v && Object.keys(v).length === 2;
}

/** The /api REST compatibility adapter: same services as GraphQL, SPEC.md §7 shapes. */
export function restAdapter(services: Services): Router {
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
  for (const { path, router } of restRouters) api.use(path, router(services));
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
  logger.error({ err: error }, 'unhandled REST error');
  res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
}

/** body-parser's 413 names the limit (in bytes) it enforced. */
function limitOf(error: unknown): number {
  const limit = (error as { limit?: number }).limit;
  return typeof limit === 'number' ? Math.round(limit / 1024) : 0;
}

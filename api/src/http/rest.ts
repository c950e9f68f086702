import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../kernel/registry';
import { logger } from '../logger';
import { AppError, notFound } from '../kernel/errors';
import { bodyTooLarge, jsonBody } from './body-limit';
import { buildContext } from './context';
import type { ApiContext } from '../kernel/context';
import { restMounts } from '../modules';
import { PUBLIC } from '../kernel/access';
import { RestReply, type RestRequest, type RestRoute } from '../kernel/rest';
import { requireRequirements } from '../modules/auth/guards';
import { restCatalogCache, type CatalogAnswerCache } from './catalog-cache';

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: ApiContext;
  }
}

/** What a REST handler may read of the request (kernel/rest.ts): no express types reach a domain. */
function restRequest(req: Request): RestRequest {
  const body = req.body;
  return {
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
function routeHandler(route: RestRoute) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = req.ctx!;
      if (route.access !== PUBLIC) requireRequirements(ctx, route.access);
      send(res, await route.handle(ctx, restRequest(req)), route.status ?? 200);
    } catch (error) {
      next(error);
    }
  };
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
      if (route.publicCache) router[route.method](route.path, cached, routeHandler(route));
      else router[route.method](route.path, routeHandler(route));
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
  logger.error({ err: error }, 'unhandled REST error');
  res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
}

/** body-parser's 413 names the limit (in bytes) it enforced. */
function limitOf(error: unknown): number {
  const limit = (error as { limit?: number }).limit;
  return typeof limit === 'number' ? Math.round(limit / 1024) : 0;
}

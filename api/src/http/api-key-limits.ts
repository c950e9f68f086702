import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../kernel/registry';
import { looksLikeApiKey } from '../modules/integrations/api-key.rules';
import { INTEGRATIONS_MESSAGES } from '../modules/integrations/integrations.messages';
import { bearerToken } from './context';

/**
 * Each API key's requests per minute on /graphql and /api, counted before anything else is read
 * (shared by every process through the rate-limit store). Every answer to a key says where it
 * stands (IETF RateLimit fields); past the limit, 429 with Retry-After.
 */
export function apiKeyLimits(services: Services) {
  const limit = { points: services.config.API_KEY_LIMIT_PER_MINUTE, durationSeconds: 60 };
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token || !looksLikeApiKey(token)) return next();
    try {
      // Counted by a digest of the key: an unknown key is limited too, and no secret sits in Redis.
      const state = await services.rateLimits.hit('apiKey', createHash('sha256').update(token).digest('base64url').slice(0, 24), limit);
      res.setHeader('RateLimit-Policy', `${limit.points};w=${limit.durationSeconds}`);
      res.setHeader('RateLimit', `limit=${limit.points}, remaining=${state.remaining ?? 0}, reset=${state.retryAfterSeconds}`);
      res.setHeader('RateLimit-Limit', String(limit.points));
      res.setHeader('RateLimit-Remaining', String(state.remaining ?? 0));
      res.setHeader('RateLimit-Reset', String(state.retryAfterSeconds));
      if (state.allowed) return next();
      res.setHeader('Retry-After', String(state.retryAfterSeconds));
      const graphql = req.baseUrl.startsWith('/graphql');
      res.status(429).json(graphql
        ? { errors: [{ message: INTEGRATIONS_MESSAGES.keyRateLimited, extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } }] }
        : { success: false, message: INTEGRATIONS_MESSAGES.keyRateLimited, code: 'TOO_MANY_REQUESTS' });
    } catch (error) {
      next(error);
    }
  };
}

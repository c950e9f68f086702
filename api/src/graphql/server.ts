import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Router } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { appErrorOf, originalOf } from './errors';
import { isDatabaseUnavailable } from '../kernel/dialect';
import { graphqlBodyErrors, jsonBody } from '../http/body-limit';
import { anonymousContext, buildContext } from '../http/context';
import type { ApiContext } from '../kernel/context';
import { logger } from '../logger';
import type { Services } from '../kernel/registry';
import { kapdaSchema } from './schema';
import { graphqlCatalogCache, graphqlKey, type CatalogAnswerCache } from '../http/catalog-cache';
import { graphqlGet } from '../http/graphql-get';

/** Query limits: deep, wide or alias-heavy queries are refused with a clear error before they run. */
export const queryLimits = { maxDepth: 8, maxCost: 5000, maxAliases: 15, maxDirectives: 20, maxTokens: 2000 };

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const app = appErrorOf(error);
  if (app) {
    return { message: app.message, path: formatted.path, extensions: { code: app.code, status: app.status, ...(app.details ?? {}) } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    // Type-graphql's own access refusal is a user error, not a 500.
    const message = formatted.message;
    if (/Access denied/i.test(message)) return { message: 'You do not have permission to do this', path: formatted.path, extensions: { code: 'FORBIDDEN', status: 403 } };
    if (error instanceof GraphQLError && /not authorized|must be logged in/i.test(message)) return { message, path: formatted.path, extensions: { code: 'UNAUTHENTICATED', status: 401 } };
    if (isDatabaseUnavailable(originalOf(error))) {
      logger.warn({ err: error }, 'database unavailable');
      return { message: 'The store is busy right now. Please try again in a moment.', path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } };
    }
    logger.error({ err: error }, 'unhandled GraphQL error');
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } };
  }
  return formatted;
}

/**
 * A GraphQL request answered in this process as an anonymous shopper, as the JSON text /graphql
 * would send: the storefront's server rendering asks through this (never over the network, so no
 * per-address limits count it). Catalogue answers come from and go into the answer cache as an
 * anonymous POST's do.
 */
export type AnonymousGraphql = (body: { query?: unknown; variables?: unknown; operationName?: unknown }) => Promise<string>;

export type GraphqlRouter = Router & { anonymous: AnonymousGraphql };

export async function graphqlRouter(services: Services, answers: CatalogAnswerCache): Promise<GraphqlRouter> {
  const armor = new ApolloArmor({
    maxDepth: { n: queryLimits.maxDepth },
    costLimit: { maxCost: queryLimits.maxCost },
    maxAliases: { n: queryLimits.maxAliases },
    maxDirectives: { n: queryLimits.maxDirectives },
    // graphql-js counts tokens while parsing (parseOptions below): an over-long query is then a parse
    // error (400). Armor's own token plugin throws from a plugin hook, which Apollo answers with a 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const server = new ApolloServer<ApiContext>({
    schema: await kapdaSchema(),
    ...protection,
    // No cache hints are used; without the cache-control plugin Apollo skips its per-field instrumentation.
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
    validationRules: [...protection.validationRules],
    parseOptions: { maxTokens: queryLimits.maxTokens },
    formatError,
    introspection: true,
  });
  await server.start();
  const router = express.Router();
  router.use(
    jsonBody(services.config.BODY_LIMIT_KB),
    graphqlGet(() => services.config.CATALOGUE_CACHE_SECONDS),
    graphqlCatalogCache(answers),
    expressMiddleware(server, { context: async ({ req }) => buildContext(req, services) }),
  );
  router.use(graphqlBodyErrors(services.config.BODY_LIMIT_KB));
  const anonymous: AnonymousGraphql = async (body) => {
    const key = answers.enabled ? graphqlKey(body) : undefined;
    const hit = key === undefined ? undefined : answers.get(key);
    if (hit) return hit.body.toString('utf8');
    if (typeof body.query !== 'string') throw new Error('a server-rendered read without a query');
    const since = answers.generation;
    const response = await server.executeOperation(
      { query: body.query, variables: (body.variables ?? undefined) as Record<string, unknown> | undefined, operationName: typeof body.operationName === 'string' ? body.operationName : undefined },
      { contextValue: anonymousContext(services) },
    );
    if (response.body.kind !== 'single') throw new Error('a server-rendered read answered in parts');
    const { errors, data, extensions } = response.body.singleResult;
    // The bytes /graphql sends (Apollo's field order and trailing newline), so a cached answer serves both.
    const text = `${JSON.stringify({ errors, data, extensions })}\n`;
    if (key !== undefined && !errors) answers.set(key, text, since);
    return text;
  };
  return Object.assign(router, { anonymous });
}

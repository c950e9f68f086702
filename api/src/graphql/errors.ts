import { GraphQLError } from 'graphql';
import { AppError } from '../kernel/errors';

/** Find the AppError behind a GraphQL error (resolvers throw AppError; graphql-js wraps it). */
export function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof GraphQLError && error.originalError) return appErrorOf(error.originalError);
  return undefined;
}

/** The error a resolver threw, unwrapped from graphql-js's GraphQLError. */
export function originalOf(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? originalOf(error.originalError) : error;
}

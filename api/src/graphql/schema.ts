import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { resolvers } from '../modules';
import { authChecker } from './auth-checker';

let built: Promise<GraphQLSchema> | undefined;

/** The one GraphQL schema, built from the type-graphql classes (schema.graphql is printed from it). */
export function kapdaSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, authChecker, validate: false });
  return built;
}

export async function printedSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await kapdaSchema())) + '\n';
}

import { readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse } from 'graphql';

/** Every named operation of web/src/graphql/*.graphql (codegen runs from the repository root). */
const operations = readdirSync('web/src/graphql')
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => parse(readFileSync(`web/src/graphql/${file}`, 'utf8')).definitions)
  .flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : []))
  .sort();

/**
 * schema.graphql (emitted by the API) + web/src/graphql/*.graphql → result and variables types in
 * web/src/gql (client preset), and for each operation its document with a typed Apollo hook in
 * web/src/gql/hooks/<Operation>.ts (web/codegen/apollo-hooks-plugin.cjs). One module per operation
 * lets the bundler put each document only in the chunks that send it.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/graphql/**/*.graphql'],
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string', ID: 'string', JSONObject: 'Record<string, unknown>' } },
    },
    ...Object.fromEntries(
      operations.map((operation) => [`web/src/gql/hooks/${operation}.ts`, { plugins: ['web/codegen/apollo-hooks-plugin.cjs'], config: { operation } }]),
    ),
  },
  hooks: { afterAllFileWrite: [] },
};
export default config;

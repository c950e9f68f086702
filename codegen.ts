import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql (emitted by the API) + web/src/graphql/*.graphql → typed documents in web/src/gql. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/graphql/**/*.graphql'],
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string', ID: 'string', JSONObject: 'Record<string, unknown>' } },
    },
  },
  hooks: { afterAllFileWrite: [] },
};
export default config;

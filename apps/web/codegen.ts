import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the committed server schema; src/gql is generated, never edited by hand.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Dates travel as ISO strings (Date: yyyy-MM-dd, DateTime: ISO 8601 UTC); an unknown scalar is a build error.
        strictScalars: true,
        // JSONObject: the launch wizard's step payloads, typed on both sides by the domain's zod schemas.
        scalars: { Date: 'string', DateTime: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};
export default config;

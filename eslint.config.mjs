// ESLint for the whole code base (run by `npm run lint` and .ci/run). Formatting is Prettier's job.
import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'console/dist/', 'src/generated/', 'coverage/', 'node_modules/', '**/*.d.ts'],
  },
  {
    // The schema lint (docs/graph.md): the GraphQL schema as an admin UI developer reads it.
    files: ['schema.graphql'],
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: 'schema.graphql' } } },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...graphql.configs['flat/schema-recommended'].rules,
      // Value types (pages, statistics, settings documents, test results) have no identity of their own;
      // every type that has one implements Node (docs/graph.md).
      '@graphql-eslint/strict-id-in-types': 'off',
      // Field names are those of the REST bodies (`AuthMe.authMethod` is `auth_method`), which cannot change.
      '@graphql-eslint/no-typename-prefix': 'off',
      // Every type, field, argument and enum value says what it is, in mapgate's own words.
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
    },
  },
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((c) => ({ files: ['**/*.{ts,tsx,js,mjs,cjs}'], ...c })),
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', __dirname: 'readonly' },
    },
    rules: {
      // `_`-prefixed parameters and variables are deliberate (express error handlers need four parameters).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Anonymous `any` is allowed where a library's own types are `any` (Apollo plugin generics); new code
      // uses `unknown`. Kept as a warning so that it stays visible without failing the build.
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // CommonJS files: the bin, the Jest config, scripts and stubs that `require`.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', fetch: 'readonly', setTimeout: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

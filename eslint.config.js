// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relayPlugin from 'eslint-plugin-relay';
import { fixupPluginRules } from '@eslint/compat';
import graphql from '@graphql-eslint/eslint-plugin';
import globals from 'globals';

// eslint-plugin-relay still ships function-style rules and the pre-v9 context API.
const relay = fixupPluginRules(relayPlugin);

const schemaRules = {
  ...graphql.configs['flat/schema-recommended'].rules,
  ...graphql.configs['flat/schema-relay'].rules,
  // Pothos prints the global-id Node pattern; every type exposes `id: ID!` or is a value type.
  '@graphql-eslint/strict-id-in-types': 'off',
  // Payload unions and connection types are named by convention, not by the recommended prefixes.
  '@graphql-eslint/naming-convention': 'off',
  // Edge lists must hold edges, but plain value lists (addresses, menu items) are fine.
  '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: true, listTypeCanWrapOnlyEdgeType: false }],
  // Field names are the spec's (Phone.phoneNumber, User.username); the spec wins over style.
  '@graphql-eslint/no-typename-prefix': 'off',
  // Nested connections (viewer.notifications, organization.people) page forward only.
  '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
  '@graphql-eslint/require-description': ['error', { types: true, FieldDefinition: true, EnumValueDefinition: true, rootField: true }],
};

// Tier separation: the api, the bff and the web app talk over HTTP only; contract/ is the one shared module, and
// platform/ the Node plumbing (logs, /metrics access, shutdown) the two server tiers share: it imports no tier and
// the web may not import it. Each tier may not import another tier's source or build (stack/ and the tests may).
const tierImports = (...tiers) => [
  'error',
  {
    patterns: [
      {
        regex: `^(\\.\\./)+(${tiers.join('|')})(/|$)`,
        message:
          'Tiers do not import each other: talk over HTTP (api/CONTRACT.md, schema.graphql); share only contract/ (and platform/ between the api and the bff).',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'web/dist/**',
      'api/dist/**',
      'bff/dist/**',
      'stack/dist/**',
      '.data/**',
      '**/__generated__/**',
      'test-results/**',
      'playwright-report/**',
      'api/migrations/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // The service worker: a classic script in the worker's global scope (web/public is copied as is).
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' } },
  { files: ['api/**/*.ts'], rules: { 'no-restricted-imports': tierImports('bff', 'web', 'stack') } },
  { files: ['bff/**/*.ts'], rules: { 'no-restricted-imports': tierImports('api', 'web', 'stack') } },
  { files: ['web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': tierImports('api', 'bff', 'stack', 'platform') } },
  { files: ['contract/**/*.ts'], rules: { 'no-restricted-imports': tierImports('api', 'bff', 'web', 'stack', 'platform') } },
  { files: ['platform/**/*.ts'], rules: { 'no-restricted-imports': tierImports('api', 'bff', 'web', 'stack') } },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/unused-fields': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: './schema.graphql' } } },
    plugins: { '@graphql-eslint': graphql },
    rules: schemaRules,
  },
);

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layout rules (docs/decisions/011-lint-boundaries.md); tooling/lint-config.test.ts proves each one fires.
const tsProjects = [
  'packages/domain/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
  'tooling/tsconfig.json',
];

// Composition roots wire the modules together: they may plug in a module's adapters (GraphQL types,
// REST routes, job workers) as well as its public entry; nothing else reaches into a module.
const compositionRoots = [
  'apps/server/src/app.ts',
  'apps/server/src/main.ts',
  'apps/server/src/start.ts',
  'apps/server/src/worker.ts',
  'apps/server/src/setup-link.ts',
  'apps/server/src/services.ts',
  'apps/server/src/graphql/schema.ts',
];
const moduleAdapters = ['*.graphql.ts', '*.rest.ts', '*-jobs.ts'];

const element = (type) => ({ element: { type } });
const anyOf = (...types) => types.map((type) => element(type));

const boundaryElements = [
  // Server: modules → infrastructure → db; seeds and test code sit on top.
  { type: 'server-test', pattern: 'apps/server/test', partialMatch: false },
  // The candidate index (docs/decisions/040): one door, facet-index/index.ts, for the rest of its module too.
  { type: 'server-candidate-index', pattern: 'apps/server/src/modules/candidates/facet-index', partialMatch: false },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'], partialMatch: false },
  { type: 'server-seed', pattern: 'apps/server/src/db/seed', partialMatch: false },
  { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
  { type: 'server-infra', pattern: 'apps/server/src', partialMatch: false },
  // Web: app → features → shared; gql (generated) and locales are leaves every layer may read.
  { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
  { type: 'web-gql', pattern: 'apps/web/src/gql', partialMatch: false },
  { type: 'web-locales', pattern: 'apps/web/src/locales', partialMatch: false },
  // The candidate portal (issue 17): a separate entry that reads only the theme from shared code.
  { type: 'web-portal', pattern: 'apps/web/src/portal', partialMatch: false },
  { type: 'web-entry', pattern: 'apps/web/src', partialMatch: false },
  { type: 'domain', pattern: 'packages/domain/src', partialMatch: false },
];

const boundaryFiles = [
  { category: 'test', pattern: ['apps/server/test/**', '**/*.test.{ts,tsx}', '**/*.fixtures.{ts,tsx}'] },
  { category: 'composition-root', pattern: compositionRoots },
  {
    category: 'entry',
    pattern: [
      'apps/server/src/modules/*/index.ts',
      'apps/server/src/modules/candidates/facet-index/index.ts',
      'apps/web/src/features/*/index.ts',
    ],
  },
  // DomainError and its codes: a leaf (it imports only @terna/domain) that every server layer may throw.
  { category: 'server-errors', pattern: 'apps/server/src/errors.ts' },
  // The demo accounts and whether they are loaded: the sign-in page lists them. Both read only the database.
  {
    category: 'demo-facts',
    pattern: ['apps/server/src/db/seed/demo-data.ts', 'apps/server/src/db/seed/demo-status.ts'],
  },
  // Content shipped with the product as seed files that services also read (the launch wizard's profile templates).
  { category: 'shipped-content', pattern: ['apps/server/src/db/seed/profile-templates.ts'] },
];

// Imports inside one element (a feature, a module) are not checked; the last matching policy wins.
const dependencyPolicies = [
  // Domain is pure: it imports nothing from the apps.
  { from: element('domain'), allow: { to: element('domain') } },

  // Web.
  { from: element('web-entry'), allow: { to: anyOf('web-app', 'web-shared', 'web-gql', 'web-locales', 'domain') } },
  {
    from: element('web-app'),
    allow: { to: anyOf('web-feature', 'web-shared', 'web-gql', 'web-locales', 'domain') },
  },
  { from: element('web-feature'), allow: { to: anyOf('web-shared', 'web-gql', 'web-locales', 'domain') } },
  {
    from: element('web-feature'),
    allow: { to: { element: { type: 'web-feature' }, file: { categories: 'entry' } } },
  },
  { from: element('web-shared'), allow: { to: anyOf('web-shared', 'web-gql', 'web-locales', 'domain') } },
  { from: element('web-gql'), allow: { to: anyOf('web-gql', 'domain') } },
  { from: element('web-portal'), allow: { to: anyOf('web-portal', 'web-locales', 'domain') } },
  {
    from: element('web-portal'),
    allow: { to: { element: { type: 'web-shared', fileInternalPath: ['lib/theme.ts'] } } },
  },

  // Server.
  {
    from: element('server-db'),
    allow: [{ to: anyOf('server-db', 'domain') }, { to: { file: { categories: 'server-errors' } } }],
  },
  { from: element('server-infra'), allow: { to: anyOf('server-infra', 'server-db', 'domain') } },
  { from: element('server-module'), allow: { to: anyOf('server-infra', 'server-db', 'domain') } },
  {
    from: element('server-module'),
    allow: [
      { to: { element: { type: 'server-seed' }, file: { categories: 'demo-facts' } } },
      { to: { element: { type: 'server-seed' }, file: { categories: 'shipped-content' } } },
    ],
  },
  {
    from: element('server-module'),
    allow: { to: { element: { type: 'server-module' }, file: { categories: 'entry' } } },
  },
  {
    from: element('server-module'),
    allow: { to: { element: { type: 'server-candidate-index' }, file: { categories: 'entry' } } },
  },
  {
    from: element('server-candidate-index'),
    allow: [
      { to: anyOf('server-candidate-index', 'server-infra', 'server-db', 'domain') },
      { to: { element: { type: 'server-module', fileInternalPath: ['candidate-row.ts'] } } },
    ],
  },
  {
    from: element('server-seed'),
    allow: [
      { to: anyOf('server-seed', 'server-infra', 'server-db', 'domain') },
      { to: { element: { type: 'server-module' }, file: { categories: 'entry' } } },
    ],
  },
  {
    from: { file: { categories: 'composition-root' } },
    allow: [
      { to: { element: { type: 'server-module' }, file: { categories: 'entry' } } },
      { to: { element: { type: 'server-module', fileInternalPath: moduleAdapters } } },
      { to: anyOf('server-seed') },
    ],
  },

  // Product code never imports test code; test code may import anything.
  { disallow: { to: { file: { categories: 'test' } } } },
  { from: { file: { categories: 'test' } }, allow: { to: { element: { isUnknown: false } } } },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/src/gql/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      // Deliberate violations, linted only by tooling/lint-config.test.ts.
      'tooling/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Root-level files sit beside no tsconfig.json; they get the base options.
          allowDefaultProject: ['*.config.ts', 'scripts/*.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Type-checked rules that catch real bugs: a promise nobody awaits loses its error, a promise
      // where a boolean or void callback is expected is always truthy or never awaited, awaiting a
      // non-promise hides a wrong type, and a switch over a union forgets the member added later.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // Without these, import-x reads only .js files and no-cycle never sees a TypeScript import.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
      'import/resolver': { typescript: { project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': ['error', { default: 'disallow', policies: dependencyPolicies }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**/*.{js,mjs}', '.ci/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  // Plain scripts the web app serves as they are (a page whose security policy runs no inline script).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { window: 'readonly' } } },
  // Last: turns off the stylistic rules Prettier owns.
  prettier,
);

// One flat config for the whole monorepo. The boundaries of style.md are enforced here:
// shared layers point down only, features never import each other, sites never import one
// another, and axios / @microsoft/signalr / i18next are reached only through shared/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fileNames from './eslint/file-names.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SITES = ['corporate', 'analysis', 'recruitment', 'onboarding'];

// shared's layers point down only (docs/architecture.md): format ← market (the exchanges'
// rules), validation ← api, realtime ← auth, i18n, routing ← ui ← app ← testing. Each layer lists
// the layers it may NOT import.
const SHARED_LAYERS = {
  format: ['market', 'validation', 'api', 'realtime', 'auth', 'i18n', 'routing', 'ui', 'app', 'testing'],
  // Pure market rules (ticks, bands, calendar, sessions): only the formatters below them.
  market: ['validation', 'api', 'realtime', 'auth', 'i18n', 'routing', 'ui', 'app', 'testing'],
  validation: ['api', 'realtime', 'auth', 'i18n', 'routing', 'ui', 'app', 'testing'],
  api: ['realtime', 'auth', 'i18n', 'routing', 'ui', 'app', 'testing'],
  realtime: ['api', 'auth', 'i18n', 'routing', 'ui', 'app', 'testing'],
  routing: ['market', 'api', 'realtime', 'auth', 'i18n', 'ui', 'app', 'testing'],
  i18n: ['market', 'api', 'realtime', 'auth', 'ui', 'app', 'testing'],
  // The customer session may use the React-free routing (return paths), nothing that renders.
  auth: ['market', 'realtime', 'i18n', 'ui', 'app', 'testing', 'routing/Link.tsx'],
  // Presentational: no stores, no transport.
  ui: ['api', 'realtime', 'app', 'testing'],
  app: ['testing'],
  // Node only (logs, request ids, metrics of the servers): below every browser layer, beside them.
  server: ['api', 'realtime', 'auth', 'i18n', 'routing', 'ui', 'app', 'testing'],
};

/** Folder names below `dir` (a site's features, for one lint zone each). */
const foldersIn = (dir) =>
  existsSync(path.join(ROOT, dir))
    ? readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * The zones for code. `forTests`: test files, which may also use shared/testing and so the app
 * that its render helper builds.
 */
function boundaryZones(forTests) {
  const shared = Object.entries(SHARED_LAYERS).flatMap(([layer, banned]) => [
    ...banned
      .filter((other) => !(forTests && (other === 'testing' || other === 'app')))
      .map((other) => ({
        target: `./shared/src/${layer}`,
        from: `./shared/src/${other}`,
        message: `shared/${layer} sits below shared/${other} (docs/architecture.md, layers).`,
      })),
    // The layers that run in a browser keep out of the node-only server/.
    ...(layer === 'server'
      ? []
      : [
          {
            target: `./shared/src/${layer}`,
            from: './shared/src/server',
            message: `shared/server is node-only (the servers’ logs and metrics): shared/${layer} may not import it.`,
          },
        ]),
  ]);
  const sites = SITES.flatMap((site) => {
    const src = `./sites/${site}/src`;
    return [
      ...SITES.filter((s) => s !== site).map((other) => ({
        target: `./sites/${site}`,
        from: `./sites/${other}`,
        message: 'Sites are standalone; share code through @brokerage/shared.',
      })),
      // bulletproof-react's zones: one per feature, the other features are out of bounds.
      ...foldersIn(`sites/${site}/src/features`).map((feature) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: 'Features never import each other; compose them in app/routes.',
      })),
      {
        target: `${src}/features`,
        from: `${src}/app`,
        // A feature's tests may render through the site's one render helper (style.md rule 10).
        ...(forTests ? { except: ['./testing'] } : {}),
        message: 'Features may not import app/: the app composes features, not the other way.',
      },
      {
        target: `${src}/lib`,
        from: [`${src}/features`, `${src}/app`],
        message: 'lib/ is below the features: it may not import them or app/.',
      },
    ];
  });
  const nodeOnly = {
    target: './sites',
    from: './shared/src/server',
    message: 'shared/server is node-only (the servers’ logs and metrics): no site may import it.',
  };
  const sharedBelowSites = {
    target: './shared',
    from: './sites',
    message: 'shared/ serves every site and may not import one.',
  };
  return [...shared, ...sites, nodeOnly, sharedBelowSites];
}

const TEST_FILES = ['**/*.test.{ts,tsx}', 'shared/src/testing/**'];

// Servers may use only the schemas, the formatters, the market rules, the bond calculations (the
// page's and the API's one module, issue 25), the React-free routing (route table and path
// policy), the server-rendering contract and shared/server (logs, request ids, metrics).
const SERVER_SHARED_IMPORTS = {
  regex: '^@brokerage/shared/(?!(validation|format|market|server|bonds)/|routing/[^/]+\\.ts$|app/start/ssrMarkup\\.ts$)',
  message: 'Servers may import only shared validation, format, market, bonds, server, routing (*.ts) and app/start/ssrMarkup.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '**/.turbo/**',
      'services/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '**/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Without a resolver the boundary rule silently skips extensionless relative imports.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones(false) }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones(true) }] },
  },
  {
    // style.md "Names": kebab-case folders, PascalCase components in their own folder, useX hooks,
    // <Noun>Store stores, <resource>Api modules.
    files: ['sites/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'file-names': fileNames } } },
    rules: { 'local/file-names': 'error' },
  },
  {
    files: ['sites/**/*.{ts,tsx}', 'shared/src/{ui,app,auth,testing}/**/*.{ts,tsx}', 'shared/src/routing/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useLoad(load, deps, store): its deps are an effect's.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLoad$' }],
    },
  },
  {
    // Raw transport and i18n libraries only inside shared/.
    files: ['sites/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use @brokerage/shared/api.' },
            { name: '@microsoft/signalr', message: 'Use @brokerage/shared/realtime.' },
            { name: 'i18next', message: 'Use @brokerage/shared/i18n.' },
          ],
          patterns: [{ group: ['../../shared/*', '**/shared/src/*'], message: 'Import @brokerage/shared/<layer>.' }],
        },
      ],
    },
  },
  {
    files: ['services/**/*.ts', 'proxy/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_SHARED_IMPORTS],
        },
      ],
    },
  },
  {
    // API routes never build SQL (docs/architecture.md): their queries live in src/repositories,
    // reached through `app.repos`. Their tests may still set up rows directly.
    files: ['services/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // This block replaces the servers' options above for these files: keep them.
          patterns: [
            SERVER_SHARED_IMPORTS,
            {
              regex: '^drizzle-orm(/|$)|(^|/)db/(schema|client)(/|\\.ts$|$)',
              message: 'Routes never build SQL: add the query to a repository in src/repositories (app.repos).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'mobx', 'mobx-react-lite'] }],
    },
  },
);

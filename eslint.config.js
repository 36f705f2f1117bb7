// One flat config for the whole monorepo. The boundaries of style.md are enforced here:
// shared layers point down only, features never import each other, sites never import one
// another, and axios / @microsoft/signalr / i18next are reached only through shared/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SITES = ['corporate', 'analysis', 'recruitment', 'onboarding'];
const SHARED_LAYERS = {
  // layer: the layers it may NOT import
  format: ['api', 'auth', 'i18n', 'routing', 'ui', 'testing', 'realtime', 'validation'],
  validation: ['api', 'auth', 'i18n', 'routing', 'ui', 'testing', 'realtime'],
  api: ['auth', 'i18n', 'routing', 'ui', 'testing', 'realtime'],
  realtime: ['auth', 'i18n', 'routing', 'ui', 'testing', 'api'],
  auth: ['ui', 'testing', 'i18n', 'routing'],
  i18n: ['ui', 'testing', 'auth', 'api', 'realtime'],
  routing: ['ui', 'testing', 'auth', 'api', 'realtime', 'i18n'],
  ui: ['testing'],
};

const sharedZones = Object.entries(SHARED_LAYERS).flatMap(([layer, banned]) =>
  banned.map((other) => ({
    target: `./shared/src/${layer}`,
    from: `./shared/src/${other}`,
    message: `shared/${layer} sits below shared/${other} (style.md layering).`,
  })),
);

const siteZones = SITES.flatMap((site) => [
  ...SITES.filter((s) => s !== site).map((other) => ({
    target: `./sites/${site}`,
    from: `./sites/${other}`,
    message: 'Sites are standalone; share code through @brokerage/shared.',
  })),
  {
    // Features never import each other; routes compose them.
    target: `./sites/${site}/src/features/*/`,
    from: `./sites/${site}/src/features/*/`,
    except: ['./'],
    message: 'Features never import each other; compose them in app/routes.',
  },
]);

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
      'import-x/no-restricted-paths': ['error', { zones: [...sharedZones, ...siteZones] }],
    },
  },
  {
    files: ['sites/**/*.{ts,tsx}', 'shared/src/ui/**/*.{ts,tsx}', 'shared/src/routing/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
    // Servers may use only the schemas, the formatters and the React-free route table.
    files: ['services/**/*.ts', 'proxy/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@brokerage/shared/routing', message: 'Servers import @brokerage/shared/routing/core (no React).' },
            { name: '@brokerage/shared/ui', message: 'Servers may import only shared validation, format, routing/core and the ui/ssr contract.' },
          ],
          patterns: [
            {
              group: [
                ...['api', 'auth', 'i18n', 'testing', 'realtime'].flatMap((l) => [`@brokerage/shared/${l}`, `@brokerage/shared/${l}/*`]),
                // `ui` itself is a path below: a pattern on the folder would keep the exception out.
                '@brokerage/shared/ui/*',
                // The server-rendering contract (markers and types, no DOM or React) is the proxy's too.
                '!@brokerage/shared/ui/ssr',
              ],
              message: 'Servers may import only shared validation, format, routing/core and the ui/ssr contract.',
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

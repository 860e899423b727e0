import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-e2e-*',
    '.test-results',
    'node_modules',
    'coverage',
    'supabase/.temp',
    'playwright-report',
    'test-results',
    '.perf',
    // The production build's edge bundle (vite build writes it; the sources are in src/site-function).
    '.netlify',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023 },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, pluginQuery.configs['flat/recommended']],
    languageOptions: { globals: globals.browser },
  },
  {
    // The import direction of architecture.md §2: lib, config, hooks, components → features → routes →
    // app. A feature is reached from outside only through its public entry (index.ts). The first
    // screen (src/first-screen) is build-time code beside them: it draws the app's frame and pages
    // (shared code, features, app/layout) for index.html, and nothing in src imports it (only
    // scripts/lib/first-screen-plugin.ts loads it, in the build).
    files: ['src/**/*.{ts,tsx}'],
    // The plugin's own typings do not match ESLint 10's Plugin type; the plugin object is fine.
    plugins: {
      boundaries: /** @type {import('eslint').ESLint.Plugin} */ (
        /** @type {unknown} */ (boundaries)
      ),
    },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.app.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'first-screen', pattern: 'src/first-screen' },
        { type: 'routes', pattern: 'src/routes' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'testing', pattern: 'src/testing' },
        {
          type: 'shared',
          pattern: [
            'src/components',
            'src/hooks',
            'src/lib',
            'src/config',
            'src/types',
            'src/content',
            'src/styles',
          ],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: ['feature', 'routes', 'app'] } } },
              message:
                'lib, config, hooks and components sit below the features: they cannot import {{to.element.type}} ({{dependency.source}})',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: ['routes', 'app'] } } },
              message:
                'A feature cannot import {{to.element.type}} ({{dependency.source}}): imports flow lib → features → routes → app',
            },
            {
              from: { element: { type: 'routes' } },
              disallow: { to: { element: { types: ['app'] } } },
              message:
                'A route cannot import {{to.element.type}} ({{dependency.source}}): imports flow lib → features → routes → app',
            },
            {
              from: { element: { types: ['app', 'routes', 'feature', 'testing', 'shared'] } },
              disallow: { to: { element: { type: 'first-screen' } } },
              message:
                'The first screen is build-time code that only the build loads (scripts/lib/first-screen-plugin.ts): {{from.element.type}} cannot import it ({{dependency.source}})',
            },
            {
              from: { element: { type: 'first-screen' } },
              disallow: { to: { element: { type: 'routes' } } },
              message:
                'The first screen draws features and the layout, not pages: it cannot import routes ({{dependency.source}})',
            },
            {
              from: { element: { type: 'first-screen' } },
              disallow: { to: { element: { type: 'app', fileInternalPath: '!layout/**' } } },
              message:
                'The first screen may take the site frame from app/layout, nothing else of app ({{dependency.source}})',
            },
            {
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message:
                'Import the feature "{{to.element.captured.feature}}" through its public entry @/features/{{to.element.captured.feature}}, not its internals ({{dependency.source}})',
            },
          ],
        },
      ],
    },
  },
  {
    // The first-screen script is sent as its source text (`runtime.toString()`): it can import
    // nothing but types.
    files: ['src/first-screen/runtime.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['*'], allowTypeImports: true, message: 'runtime.ts stands alone.' }],
        },
      ],
    },
  },
  {
    // Config files, scripts, the local Supabase server, integration and end-to-end tests run in Node.
    files: ['*.{js,ts}', 'scripts/**', 'supabase/**', 'tests/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
]);

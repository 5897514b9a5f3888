// One lint set-up for every workspace: typescript-eslint's recommended rules, React hooks rules for the web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles is a failure nobody sees.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Each workspace's own tsconfig, so `@/…` in the web resolves like any relative import and the rules see it.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/web', 'apps/server', 'packages/contract'].map((dir) =>
            fileURLToPath(new URL(`${dir}/tsconfig.json`, import.meta.url)),
          ),
        }),
      ],
    },
    rules: {
      // Our own modules only: following every package's imports was most of the rule's cost.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Features never import one another (shared rules live in apps/server/src/domain and document-reader, shared
    // UI in apps/web/src/components and lib), and the shared layers never import a feature; in the web the way runs
    // one way, app → features → components and lib. Tests are held to the same rules as the code they test.
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('apps/server/src/modules'),
            ...featureZones('apps/web/src/features'),
            ...['http', 'domain', 'document-reader', 'jobs', 'lib', 'db', 'redis', 'adapters'].map(
              (layer) => ({
                target: `./apps/server/src/${layer}`,
                from: './apps/server/src/modules',
                message: `${layer}/ is shared: it must not depend on a feature module.`,
              }),
            ),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'A feature must not import the app shell; the app imports features.',
            },
            ...['components', 'lib'].map((layer) => ({
              target: `./apps/web/src/${layer}`,
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: `${layer}/ is shared: it must not depend on a feature or on the app shell.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);

/** One zone per feature folder: it may import only itself from its siblings. */
function featureZones(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${dir}/${name}`,
      from: `./${dir}`,
      except: [`./${name}`],
      message: 'A feature must not import another feature; move what both need to a shared place.',
    }));
}

import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The layering of docs/decisions/046, kept here: a web feature imports shared layers only, never
 * another feature. Zones are paths from the repository's root (`basePath`), so that they hold
 * wherever eslint runs from; `**` reaches modules and features nested at any depth.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const web = './apps/web/src';
const webFeatures = fs.readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const server = './apps/server/src';

export default tseslint.config(
  // The example client's types are generated from the document (npm run example:types), not written.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'examples/typescript-client/src/api-types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One way to read texts in a component: the app's own hook (apps/web/src/lib/use-translation.ts says why).
    files: ['apps/web/src/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-i18next', importNames: ['useTranslation', 'withTranslation', 'Translation'], message: 'Use useTranslation from lib/use-translation.' }] }],
    },
  },
  {
    files: ['apps/web/src/**', 'apps/server/src/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'A feature never imports another: move what both need to components/ or lib/, or compose them in app/ (docs/decisions/046).',
            })),
            {
              target: [`${web}/features`, `${web}/admin`],
              from: [`${web}/app`, `${web}/main.tsx`],
              message: 'Only app/ composes: pass what the feature needs as a prop or a slot (docs/decisions/046).',
            },
            {
              target: `${web}/admin`,
              from: `${web}/features`,
              message: 'The back office is its own area: it imports shared layers only (docs/decisions/046).',
            },
            {
              target: `${web}/features`,
              from: `${web}/admin`,
              message: 'The back office is its own area: player features never import it (docs/decisions/046).',
            },
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/config`],
              from: [`${web}/features`, `${web}/admin`, `${web}/app`, `${web}/main.tsx`],
              message: 'Shared layers import only shared layers (docs/decisions/046).',
            },
            {
              target: `${server}/modules/**/*.routes.ts`,
              from: `${server}/modules/**/*.repository.ts`,
              message: 'A route calls its service; SQL stays behind it (docs/decisions/046).',
            },
            {
              target: [`${server}/http`, `${server}/lib`, `${server}/db`],
              from: [`${server}/modules`, `${server}/composition`, `${server}/app.ts`, `${server}/jobs`],
              message: 'Transport and shared code know no module: the composition root hands them what they need (docs/decisions/046).',
            },
          ],
        },
      ],
    },
  },
  {
    // One formatter cache for the app and the server (docs/decisions/046): a formatter made anywhere else is made again on every call.
    files: ['apps/web/src/**', 'apps/server/src/**', 'packages/*/src/**'],
    ignores: ['packages/i18n/src/intl-formats.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.object.name='Intl']", message: 'Use the cached formatters of @fre/i18n/intl-formats (docs/decisions/046).' }],
    },
  },
  {
    // The example client shows that the document's types are enough: a cast would hide where they are not.
    files: ['examples/*/src/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }], '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Test clients read JSON bodies of every shape; typing each would only restate the schemas.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/cli/**', 'apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);

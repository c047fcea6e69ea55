import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
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
    // Test clients read JSON bodies of every shape; typing each would only restate the schemas.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/cli/**', 'apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);

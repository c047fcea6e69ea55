import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app runs on Preact with preact/compat (docs/decisions/028): the tests render with it too.
  plugins: [preact()],
  // Tests get every translation up front (src/test/render.tsx): nothing is fetched from here.
  define: { __LOCALES_PATH__: JSON.stringify('/locales/test') },
  // The ES module builds of the React libraries (their CommonJS ones would `require('react')`
  // outside Vite, past the alias), and one copy of Preact.
  resolve: {
    dedupe: ['preact'],
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'main'],
    // react-i18next's CommonJS shim of useSyncExternalStore would `require('react')` too.
    alias: { 'use-sync-external-store/shim/index.js': 'preact/compat', 'use-sync-external-store/shim': 'preact/compat' },
  },
  ssr: { resolve: { conditions: ['module', 'browser', 'development|production'], mainFields: ['module', 'main'] } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A hang guard, not a budget: rendered tests that type and wait take 0.5–1.7 s alone, and
    // several times that with three test files at once on two cores (one took 5 s under load).
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // The React libraries go through Vite, so their `react` imports resolve to preact/compat as
    // the app's do (left to Node, they would load React itself beside Preact). All of Testing
    // Library too: user-event must share @testing-library/dom's configuration with
    // @testing-library/react, whose event wrapper flushes Preact's renders and effects (act).
    server: { deps: { inline: [/@testing-library[\\/]/, /react-router/, /@tanstack[\\/]react-query/, /react-i18next/, /@tonconnect[\\/]ui-react/] } },
  },
});

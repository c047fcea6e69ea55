import preact from '@preact/preset-vite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * What the web's tests run with; the two projects below differ in which files and how isolated. A
 * fresh object for each: Vitest takes `define` out of the config it is given.
 */
const base = () => ({
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
    server: { deps: { inline: [/@testing-library[\\/]/, /react-router/, /@tanstack[\\/]react-query/] } },
  },
}) satisfies ViteUserConfig;

/**
 * What a test file may change for the files after it, in a module graph and a page they share: a
 * module replaced (`vi.mock`: a module an earlier file loaded would keep its real version), the
 * clock, a global, the translations' instance or its language.
 */
const CHANGES_GLOBALS = ['vi.mock(', 'useFakeTimers', 'stubGlobal', 'initI18n(', 'changeLanguage('];

/** The test files that change one of those, relative to this folder: each runs in a fresh graph and page. */
function filesThatChangeGlobals(): string[] {
  const src = path.join(import.meta.dirname, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const code = readFileSync(path.join(src, file), 'utf8');
      return CHANGES_GLOBALS.some((change) => code.includes(change));
    })
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const isolated = filesThatChangeGlobals();

/**
 * The web's files share a page and their modules, as the server's do (isolate: false: loading them
 * again for each file was most of the web's time, decision 049); those that change what the others
 * would see run apart.
 */
export const webProjects = [
  defineConfig({ ...base(), test: { ...base().test, name: 'web', exclude: isolated, isolate: false } }),
  defineConfig({ ...base(), test: { ...base().test, name: 'web-isolated', include: isolated } }),
];

export default defineConfig({ ...base(), test: { ...base().test, projects: webProjects } });

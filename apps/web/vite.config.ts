import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#0B1020';

/**
 * Modules every page needs (framework, data and translation clients, the API client). Kept in one
 * chunk that the entry loads: without it, the bundler splits them into several shared chunks as
 * soon as a large lazy tree (the back office) also uses them, which costs ~2.5 KB gzip of
 * first-load JS in compression overhead (bench/bundle.mjs).
 */
const APP_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]`,
    String.raw`src[\\/]lib[\\/](api-client|api-error|i18n|language-storage|query-client)\.ts$`,
    String.raw`packages[\\/]domain[\\/]src[\\/]constants\.ts$`,
  ].join('|'),
);

/** Writes which source modules each output chunk holds, so bench/bundle.mjs can prove what stays lazy. */
function chunkModules(): Plugin {
  return {
    name: 'fre-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = new URL('../..', import.meta.url).pathname;
      const modules = Object.fromEntries(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.moduleIds.map((id) => id.replace(root, ''))]] : [])),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chunkModules(),
    VitePWA({
      registerType: 'autoUpdate',
      // An external registerSW.js keeps the page free of inline scripts (CSP script-src 'self');
      // deferred, so it never holds up the first paint (it only waits for 'load' anyway).
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'FRE Mining',
        short_name: 'FRE Mining',
        description: 'Mine FRE every 24 hours from your phone.',
        theme_color: THEME,
        background_color: THEME,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: 'index.html',
        // Web Push display and notification clicks (public/push-handler.js).
        importScripts: ['push-handler.js'],
        navigateFallbackDenylist: [/^\/api/],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The API is never cached: no runtime caching rule matches /api.
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // @fre/domain is pure: modules whose exports are unused (zod schemas) are dropped.
      output: {
        codeSplitting: { groups: [{ name: 'app-core', test: APP_CORE, priority: 10 }] },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]src/.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

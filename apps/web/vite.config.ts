import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#0B1020';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // An external registerSW.js keeps the page free of inline scripts (CSP script-src 'self').
      injectRegister: 'script',
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

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

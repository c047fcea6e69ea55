import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: new URL('.', import.meta.url).pathname,
    // The example client runs here, on the server's harness (its database, its contract recorder).
    include: ['src/**/*.test.ts', '../../examples/*/*.test.ts'],
    environment: 'node',
    // One module graph per worker, shared by its files (decision 049): each file makes its own app,
    // database and clock, and loading the server again for each file was a third of the run.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

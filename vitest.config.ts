import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/**/*.test.ts'], environment: 'node' } },
      // Checks of the repository itself (the lint walls from any directory).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; the server's files mostly wait on
    // PostgreSQL, so three at once keep both cores busy (decision 049).
    maxWorkers: 3,
    projects: [
      { test: { name: 'packages', include: ['packages/**/*.test.ts'], environment: 'node' } },
      // Checks of the repository itself (the lint walls from any directory).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      'apps/server/vitest.config.ts',
      ...webProjects,
    ],
  },
});

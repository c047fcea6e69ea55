import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One id per run, inherited by the workers through the environment: a fresh data folder each run.
process.env.FRE_E2E_RUN ??= String(Date.now());
const root = path.resolve(import.meta.dirname, '..');
export const E2E_DATA_DIR = path.join(root, '.tmp', `e2e-${process.env.FRE_E2E_RUN}`);
const PORT = Number(process.env.FRE_E2E_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'fr-FR',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      FRE_DATA_DIR: E2E_DATA_DIR,
      FRE_PG_PORT: String(process.env.FRE_E2E_PG_PORT ?? 54332),
      FRE_TEST_CLOCK: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});

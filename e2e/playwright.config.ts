import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';
import { preferredOrFreePort } from '../apps/server/test/free-port.ts';
import { SERVE_ARGUMENTS } from '../apps/server/test/serve-command.ts';

// One id per run, inherited by the workers through the environment: a fresh data folder each run.
process.env.FRE_E2E_RUN ??= String(Date.now());
const root = path.resolve(import.meta.dirname, '..');

/**
 * Journeys run side by side, each worker against a server of its own with its own embedded database,
 * data folder and test clock (docs/decisions/049): they share nothing but the stand-ins, whose
 * answers are keyed by what each journey made. FRE_E2E_WORKERS=1 runs them one after another.
 */
export const WORKERS = Math.max(1, Number(process.env.FRE_E2E_WORKERS ?? 2));

interface ServerSlot {
  port: number;
  pgPort: number;
}

/** Ports are chosen once, by the runner, and reach the workers (which load this file again) by the environment. */
async function chooseSlots(): Promise<ServerSlot[]> {
  const taken = new Set<number>();
  const pick = async (preferred: number) => {
    let port = await preferredOrFreePort(preferred);
    while (taken.has(port)) port = await preferredOrFreePort(port + 1);
    taken.add(port);
    return port;
  };
  const slots: ServerSlot[] = [];
  for (let slot = 0; slot < WORKERS; slot++) slots.push({ port: await pick(3100 + 10 * slot), pgPort: await pick(54332 + slot) });
  return slots;
}
process.env.FRE_E2E_SLOTS ??= JSON.stringify(await chooseSlots());
const SLOTS = JSON.parse(process.env.FRE_E2E_SLOTS) as ServerSlot[];
process.env.FRE_E2E_STAND_INS_PORT ??= String(await preferredOrFreePort(3101));

/** This worker's server: Playwright numbers the workers running side by side from 0 (the runner itself is 0). */
const SLOT = Math.min(Number(process.env.TEST_PARALLEL_INDEX ?? 0), SLOTS.length - 1);
const dataDir = (slot: number) => path.join(root, '.tmp', `e2e-${process.env.FRE_E2E_RUN}-${slot}`);
/** This worker's data folder: the outbox of its emails, the database the admin CLI reuses. */
export const E2E_DATA_DIR = dataDir(SLOT);
/** Where this worker's app listens (localhost:PORT is also the domain its TON proofs name). */
export const PORT = SLOTS[SLOT]!.port;
/** The embedded PostgreSQL of this worker's app, for the admin CLI and the rare direct statement. */
export const PG_PORT = SLOTS[SLOT]!.pgPort;
/** The stand-ins for outside services (support/stand-ins.ts). */
const STAND_INS_PORT = Number(process.env.FRE_E2E_STAND_INS_PORT);
export const STAND_INS_URL = `http://127.0.0.1:${STAND_INS_PORT}`;
/** Fixed test values the app is configured with, for the journeys to use. */
export const E2E_SETTINGS = {
  telegramBotToken: '424242:e2e-stand-in-token-not-a-real-bot',
  telegramGroupChatId: '@fre_mining_group',
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token to the bot's webhook (setWebhook's secret_token). */
  telegramWebhookSecret: 'e2e-webhook-secret_0123456789',
  /** The Mini App's link (BotFather), the invitation link's base inside Telegram. */
  telegramMiniAppUrl: 'https://t.me/fre_mining_bot/app',
  shopWallet: `0:${'5E'.repeat(32)}`,
  jetton: 'EQFREjettonMasterForTheEndToEndTests00000000000',
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  // The list as it runs; the durations for `npm run test:times`.
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp', 'test-times', 'e2e.json') }]],
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
    // The app's service worker stays out of the journeys: it precaches some 370 files in every new
    // browser context (24 % of the processor time of 15 short journeys, measured) and answers
    // requests out of their sight. The journeys of what it does (offline, first screen) let it in.
    serviceWorkers: 'block',
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
  webServer: [
    {
      command: `node --import tsx e2e/support/stand-ins.ts ${STAND_INS_PORT} ${E2E_SETTINGS.telegramBotToken}`,
      cwd: root,
      url: `${STAND_INS_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...SLOTS.map((slot, index) => ({
      command: ['node', ...SERVE_ARGUMENTS].join(' '),
      cwd: root,
      url: `http://localhost:${slot.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(slot.port),
        FRE_DATA_DIR: dataDir(index),
        FRE_PG_PORT: String(slot.pgPort),
        FRE_TEST_CLOCK: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        TELEGRAM_BOT_TOKEN: E2E_SETTINGS.telegramBotToken,
        TELEGRAM_API_URL: STAND_INS_URL,
        TELEGRAM_GROUP_CHAT_ID: E2E_SETTINGS.telegramGroupChatId,
        TELEGRAM_GROUP_URL: 'https://t.me/fre_mining_group',
        TELEGRAM_WEBHOOK_SECRET: E2E_SETTINGS.telegramWebhookSecret,
        TELEGRAM_MINI_APP_URL: E2E_SETTINGS.telegramMiniAppUrl,
        SHOP_WALLET_ADDRESS: E2E_SETTINGS.shopWallet,
        TON_INDEXER_URL: STAND_INS_URL,
        PRICE_API_URL: STAND_INS_URL,
        FRE_JETTON_ADDRESS: E2E_SETTINGS.jetton,
        TON_WALLETS_LIST_URL: `${STAND_INS_URL}/wallets-v2.json`,
        // Bot challenges of a few hundred hashes, and the sign-in routes' limit per address raised:
        // the journeys sign up many players a minute from one address (a CI run met the 20 a minute
        // of production on the TON journey's challenge). The limits themselves are tested by the
        // server's own tests (app-http-hardening.test.ts).
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ...CHEAP_BOT_CHALLENGE,
      },
    })),
  ],
});

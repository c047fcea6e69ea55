import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { createBotMessages } from '#server/modules/push/bot-messages.ts';
import { createPushService } from '#server/modules/push/push.service.ts';
import { loadVapidKeys } from '#server/modules/push/vapid-keys.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the notification jobs of one server run (schedule, dispatch), on the test database and
 * clock: two of these are two server instances. `env`: more settings (a bot for Telegram messages).
 */
export async function pushJobs(t: TestApp, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', FRE_DATA_DIR: path.resolve('.tmp', 'test-data'), ...env });
  const ctx = { config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log };
  return createPushService(ctx, await loadVapidKeys(config), createBotMessages(ctx));
}

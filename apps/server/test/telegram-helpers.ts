/** Telegram as the Mini App meets it in the tests: launch data signed with the bot's token, and accounts made or linked with it. */
import { signInitData } from '#server/modules/telegram-api/init-data.ts';
import { ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

export interface TelegramUser {
  id: number;
  first_name?: string;
  username?: string;
  language_code?: string;
}

let nextId = 930_000_000 + Math.floor(Math.random() * 1_000_000);
let launches = 0;

export function newTelegramUser(overrides: Partial<TelegramUser> = {}): TelegramUser {
  nextId += 1;
  return { id: nextId, first_name: 'Camille', username: `camille_${nextId}`, language_code: 'fr', ...overrides };
}

/** initData of one launch of the Mini App (each launch its own query id), signed now by the server's clock, or `ageMs` before. */
export function launchData(t: Pick<TestApp, 'clock'>, botToken: string, user: TelegramUser, options: { ageMs?: number } = {}): string {
  launches += 1;
  const authDate = Math.floor((t.clock.now().getTime() - (options.ageMs ?? 0)) / 1000);
  return signInitData({ auth_date: String(authDate), query_id: `AAE_launch_${launches}`, user: JSON.stringify(user) }, botToken);
}

/** An account made by signing in with Telegram for the first time (the client solves the bot challenge). */
export async function telegramAccount(t: TestApp, botToken: string, user = newTelegramUser()) {
  const client = new ApiClient(t.baseUrl);
  const response = await client.post('/api/auth/telegram', { initData: launchData(t, botToken, user) });
  if (response.status !== 200) throw new Error(`Telegram sign-in failed: ${JSON.stringify(response.body)}`);
  return { client, user: response.body.user as { id: string; email: string | null }, telegram: user };
}

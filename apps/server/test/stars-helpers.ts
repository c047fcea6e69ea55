/** The shop paid in Telegram Stars as the tests run it: the Bot API stand-in, Telegram-linked buyers, the bot's webhook. */
import { randomBytes } from 'node:crypto';
import { signInitData } from '#server/modules/telegram-api/init-data.ts';
import { adminClient } from './admin-helpers.ts';
import { registerUser } from './api-client.ts';
import type { Admin } from './money-helpers.ts';
import { linkTelegram } from './reauth-helpers.ts';
import { startTelegramStandIn, type TelegramStandIn } from './telegram-stand-in.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const BOT_TOKEN = '123456:TEST-token-for-the-stand-in-server';
export const WEBHOOK_SECRET = 'webhook-secret-of-the-tests_0123456789';

/** Settings of a test app whose bot is the stand-in at `botApiUrl`. */
export const starsEnv = (botApiUrl: string) => ({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_URL: botApiUrl, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET });

/** What the Stars tests start from: an app whose bot is the Bot API stand-in, and an admin of it. */
export async function startStarsApp(): Promise<{ t: TestApp; telegram: TelegramStandIn; admin: Admin; close(): Promise<void> }> {
  const telegram = await startTelegramStandIn(BOT_TOKEN);
  const t = await startTestApp(starsEnv(telegram.url));
  const admin = await adminClient(t);
  return { t, telegram, admin, close: async () => {
    await t.close();
    await telegram.close();
  } };
}

let nextTelegramId = 8_100_000_000;

/** A verified player whose account is linked to a Telegram account (POST /api/telegram/link with signed initData, re-authenticated first). */
export async function telegramBuyer(t: TestApp) {
  const player = await registerUser(t.baseUrl, t.sent);
  nextTelegramId += 1;
  const telegramId = nextTelegramId;
  const initData = signInitData({ auth_date: String(Math.floor(t.clock.now().getTime() / 1000)), user: JSON.stringify({ id: telegramId, first_name: 'Fre' }) }, BOT_TOKEN);
  await linkTelegram(player.client, initData);
  return { ...player, telegramId };
}

let updateId = 1;

/** What Telegram sends to the webhook: the update as JSON, the secret in its header. */
export async function deliver(t: TestApp, update: Record<string, unknown>, secret: string | null = WEBHOOK_SECRET) {
  const response = await fetch(`${t.baseUrl}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
    body: JSON.stringify({ update_id: updateId++, ...update }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Update shapes of core.telegram.org/bots/api (Update, PreCheckoutQuery, Message, SuccessfulPayment). */
export const preCheckout = (p: { telegramId: number; orderId: string; stars: number; currency?: string; id?: string }) => ({
  pre_checkout_query: {
    id: p.id ?? randomBytes(8).toString('hex'),
    from: { id: p.telegramId, is_bot: false, first_name: 'Fre', language_code: 'fr' },
    currency: p.currency ?? 'XTR',
    total_amount: p.stars,
    invoice_payload: `order:${p.orderId}`,
  },
});

/** `telegramId`: who paid (the message's sender and chat); `currency`: XTR unless a test says otherwise. */
export const successfulPayment = (p: { telegramId: number; orderId: string; stars: number; chargeId: string; currency?: string }) => ({
  message: {
    message_id: 42,
    date: 1_767_225_600,
    from: { id: p.telegramId, is_bot: false, first_name: 'Fre' },
    chat: { id: p.telegramId, type: 'private', first_name: 'Fre' },
    successful_payment: {
      currency: p.currency ?? 'XTR',
      total_amount: p.stars,
      invoice_payload: `order:${p.orderId}`,
      telegram_payment_charge_id: p.chargeId,
      provider_payment_charge_id: '',
    },
  },
});

export const textMessage = (telegramId: number, text: string, languageCode = 'fr') => ({
  message: { message_id: 7, date: 1_767_225_600, from: { id: telegramId, is_bot: false, first_name: 'Fre', language_code: languageCode }, chat: { id: telegramId, type: 'private' }, text },
});

export const newChargeId = () => `stxTEST${randomBytes(12).toString('hex')}`;

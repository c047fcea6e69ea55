import type { APIRequestContext, Page } from '@playwright/test';
import { signInitData } from '../../apps/server/src/modules/telegram-api/init-data.ts';
import { E2E_SETTINGS } from '../playwright.config.ts';
import { serverNowSeconds } from './test-clock.ts';

/**
 * Telegram as a Mini App meets it, for the journeys: launch data signed with the bot's token, the
 * launch address Telegram opens, and a recorded webview bridge (the mobile apps'
 * `window.TelegramWebviewProxy`) that keeps every method the app calls and answers the way the
 * Telegram app does (docs.telegram-mini-apps.com, Platform > Methods and Events).
 */

/** Telegram's colours as the Android app sends them in `tgWebAppThemeParams` (night and day themes). */
export const TELEGRAM_THEMES = {
  dark: {
    bg_color: '#212d3b', secondary_bg_color: '#151e27', section_bg_color: '#1d2733', text_color: '#ffffff', hint_color: '#7d8b99',
    link_color: '#62bcf9', button_color: '#50a8eb', button_text_color: '#ffffff', header_bg_color: '#242d39', accent_text_color: '#64b5ef',
    subtitle_text_color: '#7e8b98', destructive_text_color: '#ee686f', section_header_text_color: '#79c4fc', bottom_bar_bg_color: '#151e27',
  },
  light: {
    bg_color: '#ffffff', secondary_bg_color: '#f0f0f0', section_bg_color: '#ffffff', text_color: '#222222', hint_color: '#a8a8a8',
    link_color: '#2678b6', button_color: '#50a8eb', button_text_color: '#ffffff', header_bg_color: '#527da3', accent_text_color: '#1c93e3',
    subtitle_text_color: '#82868a', destructive_text_color: '#cc2929', section_header_text_color: '#3a95d5', bottom_bar_bg_color: '#f0f0f0',
  },
} as const;
export type TelegramTheme = keyof typeof TELEGRAM_THEMES;

/** Telegram user ids of this run's players: far above real ones' range collisions with other runs' rows. */
let nextTelegramId = 7_000_000_000 + (Date.now() % 10_000_000) * 10;

export interface TelegramPlayer {
  id: number;
  initData: string;
}

/** A Telegram user opening the Mini App now (the server's clock: other journeys move it), its `initData` signed as Telegram signs it. */
export async function telegramPlayer(request: APIRequestContext, user: { firstName: string; languageCode: string; startParam?: string }): Promise<TelegramPlayer> {
  nextTelegramId += 1;
  const id = nextTelegramId;
  const fields: Record<string, string> = {
    query_id: `AAE${id}`,
    user: JSON.stringify({ id, first_name: user.firstName, language_code: user.languageCode, allows_write_to_pm: true }),
    auth_date: String(await serverNowSeconds(request)),
    ...(user.startParam ? { start_param: user.startParam } : {}),
  };
  return { id, initData: signInitData(fields, E2E_SETTINGS.telegramBotToken) };
}

/** The address Telegram opens: the Mini App's URL with the launch parameters in its hash. */
export function launchAddress(initData: string, theme: TelegramTheme, platform = 'android', version = '8.0'): string {
  const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: platform, tgWebAppVersion: version, tgWebAppThemeParams: JSON.stringify(TELEGRAM_THEMES[theme]) });
  return `/tg#${hash.toString()}`;
}

export interface BridgeCall {
  method: string;
  params: Record<string, unknown>;
}

declare global {
  interface Window {
    recordedBridge?: BridgeCall[];
    TelegramWebviewProxy?: { postEvent: (eventType: string, eventData: string) => void };
    Telegram?: { WebView?: { receiveEvent: (eventType: string, eventData: unknown) => void } };
  }
}

/**
 * The Telegram app's side of the bridge in `page`: every method recorded; the requests Telegram
 * answers at once answered (theme, safe areas, fullscreen, write access allowed). The payment
 * sheet's close is the journey's to send (`telegramSends`), after the bot got the payment.
 */
export async function recordTelegramBridge(page: Page, theme: TelegramTheme): Promise<void> {
  await page.addInitScript((themeParams) => {
    window.recordedBridge = [];
    const answer = (eventType: string, eventData: unknown) => setTimeout(() => window.Telegram?.WebView?.receiveEvent(eventType, eventData), 10);
    window.TelegramWebviewProxy = {
      postEvent(method: string, data: string) {
        const params = data ? (JSON.parse(data) as Record<string, unknown>) : {};
        window.recordedBridge!.push({ method, params });
        if (method === 'web_app_request_theme') answer('theme_changed', { theme_params: themeParams });
        if (method === 'web_app_request_fullscreen') answer('fullscreen_changed', { is_fullscreen: true });
        // A phone with a notch; Telegram's close and menu buttons over the fullscreen app.
        if (method === 'web_app_request_safe_area') answer('safe_area_changed', { top: 24, bottom: 16, left: 0, right: 0 });
        if (method === 'web_app_request_content_safe_area') answer('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
        if (method === 'web_app_request_write_access') answer('write_access_requested', { status: 'allowed' });
      },
    };
  }, TELEGRAM_THEMES[theme]);
}

/** What the app asked of Telegram so far, oldest first. */
export const bridgeCalls = (page: Page): Promise<BridgeCall[]> => page.evaluate(() => window.recordedBridge ?? []);

/** The last call of `method`, or undefined. */
export async function lastCall(page: Page, method: string): Promise<BridgeCall | undefined> {
  return (await bridgeCalls(page)).filter((call) => call.method === method).at(-1);
}

/** An event from the Telegram app (a press of its BackButton, the payment sheet closing). */
export async function telegramSends(page: Page, eventType: string, eventData: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate(([type, data]) => window.Telegram?.WebView?.receiveEvent(type, data), [eventType, eventData] as const);
}

let updateId = 1;

/** An update as Telegram posts it to the bot's webhook, with the secret of setWebhook; returns the status. */
export async function deliverUpdate(request: APIRequestContext, update: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/telegram/webhook', {
    headers: { 'x-telegram-bot-api-secret-token': E2E_SETTINGS.telegramWebhookSecret },
    data: { update_id: Date.now() * 10 + updateId++, ...update },
  });
  return response.status();
}

/** The pre-checkout question and then the successful payment of a Stars invoice, as Telegram sends them (core.telegram.org/bots/api, Update). */
export async function payInStars(request: APIRequestContext, payer: TelegramPlayer, order: { orderId: string; stars: number }): Promise<{ preCheckout: number; payment: number }> {
  const from = { id: payer.id, is_bot: false, first_name: 'Player' };
  const payload = `order:${order.orderId}`;
  const preCheckout = await deliverUpdate(request, { pre_checkout_query: { id: `pcq${Date.now()}`, from, currency: 'XTR', total_amount: order.stars, invoice_payload: payload } });
  const payment = await deliverUpdate(request, {
    message: {
      message_id: 1, date: Math.floor(Date.now() / 1000), from, chat: { id: payer.id, type: 'private', first_name: 'Player' },
      successful_payment: { currency: 'XTR', total_amount: order.stars, invoice_payload: payload, telegram_payment_charge_id: `stxE2E${Date.now()}`, provider_payment_charge_id: '' },
    },
  });
  return { preCheckout, payment };
}

import { on, postEvent, request, supports } from './bridge.ts';

/**
 * What the app asks of the Telegram app, in its words (decision 045). Loaded with the bridge, only
 * inside Telegram: the app's code calls it through `in-telegram.ts`.
 */

export type Haptic = 'impact' | 'success' | 'warning' | 'error';

/** A light tap for a start, a notification's pattern for an outcome. */
export function haptic(kind: Haptic): void {
  postEvent('web_app_trigger_haptic_feedback', kind === 'impact' ? { type: 'impact', impact_style: 'medium' } : { type: 'notification', notification_type: kind });
}

export function showBackButton(visible: boolean): void {
  postEvent('web_app_setup_back_button', { is_visible: visible });
}

export const onBackButton = (listener: () => void) => on('back_button_pressed', listener);

/** Off on the games, whose taps and drags would otherwise fold the Mini App away. */
export function allowVerticalSwipes(allowed: boolean): void {
  postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: allowed });
}

/**
 * The slug of a Bot API invoice link (`https://t.me/$<slug>` from createInvoiceLink, or the older
 * `https://t.me/invoice/<slug>`), which `web_app_open_invoice` takes; null for anything else.
 */
export function invoiceSlug(link: string): string | null {
  return /^https:\/\/t\.me\/(?:\$|invoice\/)([\w-]+)$/.exec(link)?.[1] ?? null;
}

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

/** Opens Telegram's payment sheet; resolves with how the player closed it. */
export function openInvoice(link: string): Promise<InvoiceStatus> {
  const slug = invoiceSlug(link);
  if (!slug) return Promise.resolve('failed');
  return new Promise((resolve) => {
    const stop = on('invoice_closed', (data) => {
      if (data.slug !== slug) return;
      stop();
      resolve(data.status === 'paid' || data.status === 'cancelled' || data.status === 'pending' ? data.status : 'failed');
    });
    postEvent('web_app_open_invoice', { slug });
  });
}

/** Asks the player to let the bot write to them; true when they allowed it. */
export async function requestWriteAccess(): Promise<boolean> {
  const answer = await request('web_app_request_write_access', {}, 'write_access_requested');
  return answer.status === 'allowed';
}

/** Telegram's share screen (pick a chat, the message prefilled) for `url` with `text`. */
export function shareInTelegram(url: string, text: string): void {
  postEvent('web_app_open_tg_link', { path_full: `/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}` });
}

/**
 * Whether a Telegram app is at the other end of the bridge: asked for its theme, Telegram answers
 * `theme_changed` at once; nothing within `withinMs` means the page only looked launched by it
 * (decision 045, amended). /tg signs nobody in before this answer.
 */
export function telegramAnswers(withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, withinMs);
    const stop = on('theme_changed', () => {
      clearTimeout(timer);
      stop();
      resolve(true);
    });
    postEvent('web_app_request_theme');
  });
}

/**
 * Opens a link outside the Mini App: a t.me link inside Telegram (a wallet's Mini App), any other
 * in the browser or app Telegram hands it to (a wallet's universal link). A Telegram app too old
 * for these gets the page's own window.open.
 */
export function openLink(link: string): void {
  const url = new URL(link);
  if (url.hostname === 't.me' && supports('web_app_open_tg_link')) postEvent('web_app_open_tg_link', { path_full: url.pathname + url.search });
  else if (url.hostname !== 't.me' && supports('web_app_open_link')) postEvent('web_app_open_link', { url: link });
  else window.open(link, '_blank', 'noopener,noreferrer');
}

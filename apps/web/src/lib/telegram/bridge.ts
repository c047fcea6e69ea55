import { telegramLaunch } from './launch-params.ts';

/**
 * Telegram's webview bridge, our own (decision 045): a few lines instead of an SDK. Telegram's apps
 * take a method three ways (core.telegram.org/api/web-events): the mobile apps through
 * `window.TelegramWebviewProxy.postEvent`, the desktop apps through `window.external.notify`,
 * Telegram Web, which frames the app, through `postMessage` to its page. They answer by calling
 * `window.Telegram.WebView.receiveEvent` (mobile, desktop) or with a message from
 * web.telegram.org. Loaded only when Telegram launched the app: a browser never fetches it.
 */

/** The methods the app calls and the Mini App version that brought each (docs.telegram-mini-apps.com, Platform > Methods). */
const SINCE = {
  web_app_ready: '6.0',
  web_app_expand: '6.0',
  web_app_request_theme: '6.0',
  web_app_setup_back_button: '6.1',
  web_app_trigger_haptic_feedback: '6.1',
  web_app_open_invoice: '6.1',
  web_app_open_tg_link: '6.1',
  web_app_open_link: '6.1',
  web_app_request_write_access: '6.9',
  web_app_setup_swipe_behavior: '7.7',
  web_app_request_fullscreen: '8.0',
  web_app_request_safe_area: '8.0',
  web_app_request_content_safe_area: '8.0',
} as const;

export type BridgeMethod = keyof typeof SINCE;
export type BridgeEvent =
  | 'theme_changed'
  | 'safe_area_changed'
  | 'content_safe_area_changed'
  | 'back_button_pressed'
  | 'invoice_closed'
  | 'write_access_requested'
  | 'viewport_changed';

type Listener = (data: Record<string, unknown>) => void;

/** Telegram Web's page: its messages are the only ones heard, and ours go only to it. */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

declare global {
  interface Window {
    TelegramWebviewProxy?: { postEvent: (eventType: string, eventData: string) => void };
    Telegram?: { WebView?: { receiveEvent: (eventType: string, eventData: unknown) => void } };
    TelegramGameProxy?: { receiveEvent: (eventType: string, eventData: unknown) => void };
    TelegramGameProxy_receiveEvent?: (eventType: string, eventData: unknown) => void;
  }
}

const listeners = new Map<string, Set<Listener>>();

function receive(eventType: string, eventData: unknown): void {
  const data = eventData && typeof eventData === 'object' ? (eventData as Record<string, unknown>) : {};
  for (const listener of listeners.get(eventType) ?? []) listener(data);
}

/** Telegram Web's answers, a JSON string `{eventType, eventData}`; anything else on the page's message channel is not ours. */
function onMessage(event: MessageEvent): void {
  if (event.origin !== TELEGRAM_WEB_ORIGIN || typeof event.data !== 'string') return;
  try {
    const { eventType, eventData } = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
    if (typeof eventType === 'string') receive(eventType, eventData);
  } catch {
    // Not a Telegram event.
  }
}

// Every path Telegram's apps call (the mobile apps, the desktop app, Windows Phone), as the official script defines them.
window.Telegram = { ...window.Telegram, WebView: { receiveEvent: receive } };
window.TelegramGameProxy = { receiveEvent: receive };
window.TelegramGameProxy_receiveEvent = receive;
window.addEventListener('message', onMessage);

const versionParts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

/** Whether `version` is `since` or later ("8.0" ≥ "7.10" ≥ "7.7"). */
export function versionAtLeast(version: string, since: string): boolean {
  const have = versionParts(version);
  const need = versionParts(since);
  for (let index = 0; index < Math.max(have.length, need.length); index++) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** Whether the Telegram app that launched us knows `method` (an older one would show an error for an unknown method). */
export function supports(method: BridgeMethod): boolean {
  const launch = telegramLaunch();
  return launch !== null && versionAtLeast(launch.version, SINCE[method]);
}

/** Calls a method of the Telegram app, when it has it. */
export function postEvent(method: BridgeMethod, params?: Record<string, unknown>): void {
  if (!supports(method)) return;
  const external = window.external as unknown as { notify?: (message: string) => void } | undefined;
  if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(method, JSON.stringify(params ?? {}));
  else if (typeof external?.notify === 'function') external.notify(JSON.stringify({ eventType: method, eventData: params ?? {} }));
  else if (window.parent !== window) window.parent.postMessage(JSON.stringify({ eventType: method, eventData: params ?? {} }), TELEGRAM_WEB_ORIGIN);
}

/** Listens to an event of the Telegram app; returns the way to stop. */
export function on(event: BridgeEvent, listener: Listener): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Calls `method` and resolves with the first `event` after it; at once with nothing when the Telegram app lacks the method. */
export function request(method: BridgeMethod, params: Record<string, unknown>, event: BridgeEvent): Promise<Record<string, unknown>> {
  if (!supports(method)) return Promise.resolve({});
  return new Promise((resolve) => {
    const stop = on(event, (data) => {
      stop();
      resolve(data);
    });
    postEvent(method, params);
  });
}

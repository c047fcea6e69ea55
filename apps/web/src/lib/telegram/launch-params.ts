/**
 * Whether Telegram opened this page as a Mini App, and with what (decision 045). Telegram puts the
 * launch parameters in the address's hash (`#tgWebAppData=…&tgWebAppPlatform=…`); the hash is gone
 * after the first navigation, so they are kept for the tab's life. Only this detection is in a
 * browser's first load: the webview bridge itself loads when it returns something.
 *
 * A hash is only a claim: any link can carry one (someone else's `initData` included). The page is
 * Telegram's only where a Telegram app could hear it, through one of the bridge's transports
 * (decision 045, amended): elsewhere it is a browser, whatever its address says.
 */
export interface TelegramLaunch {
  /** The signed `initData`, exactly as Telegram sent it (never re-serialised: its hash covers it). */
  initData: string;
  platform: string;
  version: string;
  /** `tgWebAppThemeParams`, Telegram's colours at launch. */
  themeParams: Record<string, string>;
}

const STORAGE_KEY = 'fre.telegram-launch';
let launch: TelegramLaunch | null | undefined;

function fromHash(hash: string): TelegramLaunch | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const initData = params.get('tgWebAppData');
  if (!initData) return null;
  let themeParams: Record<string, string> = {};
  try {
    themeParams = JSON.parse(params.get('tgWebAppThemeParams') ?? '{}') as Record<string, string>;
  } catch {
    themeParams = {};
  }
  return { initData, platform: params.get('tgWebAppPlatform') ?? 'unknown', version: params.get('tgWebAppVersion') ?? '6.0', themeParams };
}

function remembered(): TelegramLaunch | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as TelegramLaunch) : null;
  } catch {
    return null;
  }
}

/**
 * The mobile apps' `TelegramWebviewProxy`, the desktop app's `external.notify`, or a frame (only
 * Telegram Web may frame /tg, by our CSP's frame-ancestors). A link opened in a browser has none.
 */
function hasBridgeTransport(): boolean {
  const { TelegramWebviewProxy: proxy, external } = window as unknown as { TelegramWebviewProxy?: unknown; external?: { notify?: unknown } };
  return proxy !== undefined || typeof external?.notify === 'function' || window.parent !== window;
}

/** The launch of this tab by Telegram, or null in a browser (launch parameters in its address or not). */
export function telegramLaunch(): TelegramLaunch | null {
  if (launch !== undefined) return launch;
  if (typeof window === 'undefined') return null;
  if (!hasBridgeTransport()) {
    launch = null;
    return launch;
  }
  const fresh = fromHash(window.location.hash);
  if (fresh) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(fresh));
    } catch {
      // A webview without storage still runs: the launch is known until the next reload.
    }
  }
  launch = fresh ?? remembered();
  return launch;
}

export const isInTelegram = (): boolean => telegramLaunch() !== null;

/** Whether this page's address carries launch parameters, Telegram's or a link's: /tg tells a browser what the address is for. */
export const addressCarriesLaunch = (): boolean => typeof window !== 'undefined' && fromHash(window.location.hash) !== null;

/** The launch was only a claim (no Telegram app answered on its bridge): the tab is a browser from now on. */
export function forgetTelegramLaunch(): void {
  launch = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

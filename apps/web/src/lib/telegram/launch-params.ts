/**
 * Whether Telegram opened this page as a Mini App, and with what (decision 045). Telegram puts the
 * launch parameters in the address's hash (`#tgWebAppData=…&tgWebAppPlatform=…`); the hash is gone
 * after the first navigation, so they are kept for the tab's life. Only this detection is in a
 * browser's first load: the webview bridge itself loads when it returns something.
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

/** The launch of this tab by Telegram, or null in a browser. */
export function telegramLaunch(): TelegramLaunch | null {
  if (launch !== undefined) return launch;
  if (typeof window === 'undefined') return null;
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

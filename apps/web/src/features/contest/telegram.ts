declare global {
  interface Window {
    /** Set by Telegram when the app runs as a Mini App (core.telegram.org/bots/webapps). */
    Telegram?: { WebApp?: { initData?: string } };
  }
}

/** The signed launch data of the Telegram Mini App, or null outside Telegram. */
export function telegramInitData(): string | null {
  const data = typeof window === 'undefined' ? undefined : window.Telegram?.WebApp?.initData;
  return data ? data : null;
}

import { useEffect, useRef } from 'react';
import { isInTelegram } from './launch-params.ts';

/**
 * The app's way to Telegram's bridge from any page: nothing in a browser (not even a fetch), the
 * bridge loaded on first use inside Telegram (decision 045).
 */
const actions = () => import('./actions.ts');

type Actions = Awaited<ReturnType<typeof actions>>;

/** Runs `use` with the bridge's actions inside Telegram; does nothing elsewhere. */
export function withTelegram(use: (telegram: Actions) => void): void {
  if (isInTelegram()) void actions().then(use);
}

/** Like `withTelegram`, for an answer: null outside Telegram. */
export function askTelegram<T>(use: (telegram: Actions) => Promise<T>): Promise<T | null> {
  return isInTelegram() ? actions().then(use) : Promise.resolve(null);
}

/**
 * Telegram's BackButton while the calling page is shown (a page with a back control), acting as
 * `onBack`; hidden again when the page goes, so the top-level pages never show it.
 */
export function useTelegramBackButton(onBack: () => void): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    if (!isInTelegram()) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    void actions().then((telegram) => {
      if (gone) return;
      telegram.showBackButton(true);
      stop = telegram.onBackButton(() => latest.current());
    });
    return () => {
      gone = true;
      stop?.();
      // In order after the show above (same module promise): a page that follows shows it again.
      withTelegram((telegram) => telegram.showBackButton(false));
    };
  }, []);
}

/** No swipe-down-to-close while the calling page (a game) is shown. */
export function useNoVerticalSwipes(): void {
  useEffect(() => {
    withTelegram((telegram) => telegram.allowVerticalSwipes(false));
    return () => withTelegram((telegram) => telegram.allowVerticalSwipes(true));
  }, []);
}

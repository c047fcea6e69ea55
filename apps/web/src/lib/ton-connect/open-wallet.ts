import { withTelegram } from '#web/lib/telegram/in-telegram.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';

/**
 * Opens a wallet's link. Called within the player's tap: a browser lets a new window open only
 * then (the wallet app takes over its universal link); inside Telegram, Telegram opens it.
 */
export function openWallet(link: string): void {
  if (isInTelegram()) withTelegram((telegram) => telegram.openLink(link));
  else window.open(link, '_blank', 'noopener,noreferrer');
}

/** Where a wallet sends the player back: the Mini App inside Telegram, else the page that opened it (decision 045). */
export const returnUrl = (twaReturnUrl: string | null): string | null => (isInTelegram() ? twaReturnUrl : null);

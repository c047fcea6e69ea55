import { isApiError } from '#web/lib/api-error.ts';
import type { TelegramLaunch } from '#web/lib/telegram/launch-params.ts';

/**
 * How a form that asks for the password proves the person (decision 045): the password where the
 * account has one; for an account made in Telegram (no password), the launch's signed data, which
 * exists only inside Telegram; null outside it, where such a form says to open the app from Telegram.
 */
export type ProofWay = 'password' | 'telegram' | null;

export const proofWay = (hasPassword: boolean, launch: TelegramLaunch | null): ProofWay => {
  if (hasPassword) return 'password';
  return launch ? 'telegram' : null;
};

/** Telegram's signed data refused: too old (reopen the app), or not this account's Telegram user. */
export type TelegramRefusal = 'telegram_expired' | 'telegram_invalid';

export const telegramRefusal = (error: unknown): TelegramRefusal | null =>
  isApiError(error) && (error.code === 'telegram_expired' || error.code === 'telegram_invalid') ? error.code : null;

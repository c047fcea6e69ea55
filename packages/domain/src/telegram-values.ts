import { z } from 'zod';

/**
 * What Telegram sends, the way we take it (decision 045): ids, usernames, names and payment charge
 * ids are checked where they come in (signed initData, the bot's webhook, the back office), so that
 * a value Telegram never gives is refused with a 4xx or kept for review, never stored as it came.
 */

/** Telegram ids have at most 52 significant bits (Bot API, "User" and "Chat"): anything beyond is not one. */
export const TELEGRAM_ID_MAX = 2 ** 52 - 1;

/** A Telegram user id as JSON gives it: a whole positive number within 52 bits (a text or a float is not one). */
export const isTelegramUserId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= TELEGRAM_ID_MAX;

/** A control character (NUL, escape, line breaks…): never part of an id, a username, a name or a charge id from Telegram. */
export const hasControlCharacter = (text: string): boolean => /\p{Cc}/u.test(text);

/**
 * A username as Telegram gives them: letters, digits and _, from 4 (collectible usernames) to 32.
 * The same rule for one typed in the profile (PATCH /api/me) and one read from initData; the
 * profile's hint quotes the lengths.
 */
export const TELEGRAM_USERNAME_LENGTH = { min: 4, max: 32 } as const;
export const TELEGRAM_USERNAME = new RegExp(`^[A-Za-z0-9_]{${TELEGRAM_USERNAME_LENGTH.min},${TELEGRAM_USERNAME_LENGTH.max}}$`);

/** Telegram's own bound for a first or last name. */
export const TELEGRAM_NAME_MAX_LENGTH = 64;

/** Control, format (bidirectional overrides and isolates, zero-width characters) and lone surrogate code points. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]+/gu;

/** At most `max` UTF-16 units (what length checks count), never cutting a character in two. */
export function cutToLength(text: string, max: number): string {
  let cut = '';
  for (const character of text) {
    if (cut.length + character.length > max) break;
    cut += character;
  }
  return cut;
}

/**
 * A name as a person typed it, made safe to store and show, as nicknames are (PATCH /api/me allows
 * no control or bidirectional character): composed (NFC), without control, format or lone
 * surrogate characters, spaces collapsed, cut to `max`; null when nothing is left.
 */
export function cleanDisplayName(text: string | null | undefined, max: number): string | null {
  const cleaned = cutToLength((text ?? '').normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim(), max).trim();
  return cleaned.length > 0 ? cleaned : null;
}

/**
 * A Telegram payment's charge id (SuccessfulPayment.telegram_payment_charge_id), as the webhook
 * records it and an admin names it to refund or review: visible ASCII, 1 to 256 characters.
 */
export const telegramChargeIdSchema = z.string().min(1).max(256).regex(/^[\x21-\x7E]+$/);

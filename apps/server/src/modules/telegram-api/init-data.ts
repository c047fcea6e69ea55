import { createHmac, timingSafeEqual } from 'node:crypto';
import { TELEGRAM_NAME_MAX_LENGTH, TELEGRAM_USERNAME, cleanDisplayName, hasControlCharacter, isTelegramUserId } from '@fre/domain';

/**
 * What the signed initData says of the Telegram user who opened the Mini App, read as Telegram gives
 * it and nothing else: `username` only when it is one Telegram allows (TELEGRAM_USERNAME), `firstName`
 * cleaned as a nickname is (no control or bidirectional character, bounded).
 */
export interface TelegramIdentity {
  id: bigint;
  username: string | null;
  firstName: string | null;
  languageCode: string | null;
  /** The Mini App link's `startapp` value (`ref_<CODE>` for an invitation); null without one. */
  startParam: string | null;
  authDate: Date;
}

/**
 * `invalid`: not signed with our bot token (forged, tampered, malformed) or dated ahead of our
 * clock; `expired`: rightly signed but older than the caller accepts.
 */
export type InitDataCheck = { ok: true; identity: TelegramIdentity } | { ok: false; reason: 'invalid' | 'expired' };

/** A phone's clock a little ahead of ours; beyond it, a date from the future proves nothing. */
const FUTURE_TOLERANCE_MS = 60_000;

/** A start parameter as Telegram passes it from a `startapp` link (Mini Apps, "Direct link"). */
const START_PARAM = /^[A-Za-z0-9_-]{1,512}$/;
/** An IETF language tag ("en", "zh-hans", "pt-br"). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;

type TelegramUserJson = { id?: unknown; username?: unknown; first_name?: unknown; last_name?: unknown; language_code?: unknown };

/**
 * The user Telegram signed, or null when it says what Telegram never does: an id that is not a
 * whole number of at most 52 bits (read as text or beyond 2^63 it would reach the database and
 * fail there), a control character anywhere (NUL cannot be stored). A username Telegram would not
 * give (a look-alike in another script, a bidirectional override, kilobytes) is dropped, not kept.
 */
function readUser(json: string): Omit<TelegramIdentity, 'startParam' | 'authDate'> | null {
  let user: TelegramUserJson;
  try {
    user = JSON.parse(json) as TelegramUserJson;
  } catch {
    return null;
  }
  if (typeof user !== 'object' || user === null || !isTelegramUserId(user.id)) return null;
  const fields = [user.username, user.first_name, user.last_name, user.language_code];
  if (fields.some((value) => value !== undefined && (typeof value !== 'string' || hasControlCharacter(value)))) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: BigInt(user.id),
    username: TELEGRAM_USERNAME.test(text(user.username)) ? text(user.username) : null,
    firstName: cleanDisplayName(text(user.first_name), TELEGRAM_NAME_MAX_LENGTH),
    languageCode: LANGUAGE_TAG.test(text(user.language_code)) ? text(user.language_code) : null,
  };
}

/**
 * Validates Telegram Mini App `initData` (core.telegram.org/bots/webapps, "Validating data"):
 * secret = HMAC_SHA256("WebAppData", bot token); hash = HMAC_SHA256(secret, sorted "key=value" lines).
 * The signature is checked before anything else is read: the reason given for a refusal never
 * depends on what an unsigned string says. The raw string is checked as sent, never re-serialised.
 */
export function verifyInitData(initData: string, botToken: string, now: Date, maxAgeMs: number): InitDataCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const params = new URLSearchParams(initData);
  const hashes = params.getAll('hash');
  if (hashes.length !== 1 || !/^[0-9a-f]{64}$/.test(hashes[0]!)) return invalid;
  params.delete('hash');
  const keys = [...params.keys()];
  // A key given twice would be read one way here and another way by whoever signed it.
  if (new Set(keys).size !== keys.length) return invalid;
  const checkString = [...params.entries()].map(([key, value]) => `${key}=${value}`).sort().join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hashes[0]!, 'hex'))) return invalid;
  // A control character is in nothing Telegram signs (and NUL cannot be stored): malformed.
  if ([...params.values()].some(hasControlCharacter)) return invalid;

  const authDateText = params.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) return invalid;
  const authDate = Number(authDateText) * 1000;
  if (authDate - now.getTime() > FUTURE_TOLERANCE_MS) return invalid;
  if (now.getTime() - authDate > maxAgeMs) return { ok: false, reason: 'expired' };
  const user = readUser(params.get('user') ?? '');
  if (!user) return invalid;
  const startParam = params.get('start_param') ?? '';
  return { ok: true, identity: { ...user, startParam: START_PARAM.test(startParam) ? startParam : null, authDate: new Date(authDate) } };
}

/** Builds signed initData, as Telegram does; used by tests and the local stand-in. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const checkString = Object.entries(fields).map(([key, value]) => `${key}=${value}`).sort().join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

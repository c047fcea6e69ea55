import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the signed initData says of the Telegram user who opened the Mini App. */
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

  const authDateText = params.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) return invalid;
  const authDate = Number(authDateText) * 1000;
  if (authDate - now.getTime() > FUTURE_TOLERANCE_MS) return invalid;
  if (now.getTime() - authDate > maxAgeMs) return { ok: false, reason: 'expired' };
  let user: { id?: unknown; username?: unknown; first_name?: unknown; language_code?: unknown };
  try {
    user = JSON.parse(params.get('user') ?? '') as typeof user;
  } catch {
    return invalid;
  }
  if (typeof user !== 'object' || user === null || !/^\d{1,20}$/.test(String(user.id))) return invalid;
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  return {
    ok: true,
    identity: {
      id: BigInt(String(user.id)),
      username: text(user.username),
      firstName: text(user.first_name),
      languageCode: text(user.language_code),
      startParam: text(params.get('start_param')),
      authDate: new Date(authDate),
    },
  };
}

/** Builds signed initData, as Telegram does; used by tests and the local stand-in. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const checkString = Object.entries(fields).map(([key, value]) => `${key}=${value}`).sort().join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

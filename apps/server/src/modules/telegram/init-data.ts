import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TelegramIdentity {
  id: bigint;
  username: string | null;
}

/**
 * Validates Telegram Mini App `initData` (core.telegram.org/bots/webapps, "Validating data"):
 * secret = HMAC_SHA256("WebAppData", bot token); hash = HMAC_SHA256(secret, sorted "key=value" lines).
 */
export function verifyInitData(initData: string, botToken: string, now: Date, maxAgeMs: number): TelegramIdentity | null {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return null;
  params.delete('hash');
  const checkString = [...params.entries()].map(([key, value]) => `${key}=${value}`).sort().join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return null;
  const authDate = Number(params.get('auth_date')) * 1000;
  if (!Number.isFinite(authDate) || now.getTime() - authDate > maxAgeMs || authDate - now.getTime() > 60_000) return null;
  try {
    const user = JSON.parse(params.get('user') ?? '') as { id?: number | string; username?: string };
    if (user.id === undefined || !/^\d{1,20}$/.test(String(user.id))) return null;
    return { id: BigInt(user.id), username: user.username ?? null };
  } catch {
    return null;
  }
}

/** Builds signed initData, as Telegram does; used by tests and the local stand-in. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const checkString = Object.entries(fields).map(([key, value]) => `${key}=${value}`).sort().join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

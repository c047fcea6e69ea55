import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { TWO_STEP } from '@fre/domain';
import { hashToken } from '#server/lib/tokens.ts';

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_STEP.issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_STEP.digits,
    period: TWO_STEP.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** 160 bits, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, accountEmail: string): string {
  return totp(secretBase32, accountEmail).toString();
}

/** Whether the text is shaped like an app's code (else it may be a recovery code). */
export function looksLikeTotpCode(text: string): boolean {
  return new RegExp(`^\\d{${TWO_STEP.digits}}$`).test(text.replace(/\s/g, ''));
}

/** The time step the code belongs to (within the window around `now`), or null when it matches none. */
export function matchingStep(secretBase32: string, code: string, now: Date): bigint | null {
  const token = code.replace(/\s/g, '');
  const delta = totp(secretBase32).validate({ token, timestamp: now.getTime(), window: TWO_STEP.windowSteps });
  if (delta === null) return null;
  return BigInt(TOTP.counter({ period: TWO_STEP.periodSeconds, timestamp: now.getTime() }) + delta);
}

// No 0/o, 1/l/i: read off paper and typed back.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters (about 49 bits) shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and dashes are the reader's: the hash is of the characters alone. */
export function hashRecoveryCode(code: string): Buffer {
  return hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}

import { NANO_PER_FRE } from './constants.ts';

/** Parses a decimal FRE string ("12.5", "-3") into nano-FRE; null when malformed or over 9 decimals. */
export function parseFre(text: string): bigint | null {
  const match = /^(-)?(\d{1,15})(?:\.(\d{1,9}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const nano = BigInt(whole) * NANO_PER_FRE + BigInt(fraction.padEnd(9, '0'));
  return sign ? -nano : nano;
}

/** Exact decimal string of a nano-FRE amount, without trailing zeros ("1.5", "0.001041667"). */
export function nanoToFre(nano: bigint): string {
  const negative = nano < 0n;
  const abs = negative ? -nano : nano;
  const whole = abs / NANO_PER_FRE;
  const fraction = (abs % NANO_PER_FRE).toString().padStart(9, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Nano amount as a JS number of FRE, for display only (never for arithmetic that is stored). */
export function nanoToNumber(nano: bigint): number {
  return Number(nano) / Number(NANO_PER_FRE);
}

/** TON has the same 9 decimals: "1.5" TON → 1_500_000_000 nanoTON. */
export const parseTon = parseFre;
export const nanoTonToTon = nanoToFre;

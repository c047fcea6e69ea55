import { GAMES } from '@fre/domain';
import { formatNumber } from '#web/lib/format.ts';

/** Bets (decision 072): between GAMES.minBetFre and GAMES.maxBetFre, at most 9 decimals. */
export const BET = { min: GAMES.minBetFre, max: GAMES.maxBetFre } as const;

export type StakeError = 'required' | 'invalid' | 'range' | 'balance';

/** The decimal separator of a language ("," in French, "." in English), read from a number it writes without making an Intl format (rules-format.ts). */
export function decimalSeparator(language: string): string {
  return formatNumber(1.5, language, 1).charAt(1);
}

/**
 * Reads a bet typed in the language's format ("12,5" in French, "1,000.5" in English) into the
 * decimal string the API takes, or says why it cannot be played.
 */
export function parseStake(text: string, language: string, balanceNano?: bigint): { stake: string } | { error: StakeError } {
  const separator = decimalSeparator(language);
  let cleaned = text.replace(/[\s\u00a0\u202f']/g, '');
  if (!cleaned) return { error: 'required' };
  if (separator === ',') cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  else cleaned = cleaned.replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,9})?$/.test(cleaned)) return { error: 'invalid' };
  const value = Number(cleaned);
  if (value < BET.min || value > BET.max) return { error: 'range' };
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const nano = BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
  if (balanceNano !== undefined && nano > balanceNano) return { error: 'balance' };
  return { stake: cleaned.replace(/^0+(?=\d)/, '') };
}

/**
 * A bet amount written back in the language's format (up to 9 decimals, no grouping), by hand as
 * rules-format.ts writes the game's other numbers: the written number without its group marks.
 */
export function formatStake(value: number, language: string): string {
  const groupMark = formatNumber(12_345, language, 0).replace(/\p{Nd}/gu, '');
  const written = formatNumber(value, language, 9);
  return groupMark ? written.replaceAll(groupMark, '') : written;
}

/** Whole FRE of a nano amount, as a number (for quick buttons). */
export const nanoToNumber = (nano: bigint | string) => Number(BigInt(nano)) / 1e9;

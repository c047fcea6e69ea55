import { GAMES, NANO_PER_FRE } from '@fre/domain';
import { formatNumber, parseTypedNano } from '#web/lib/format.ts';

/** Bets (decision 072): between GAMES.minBetFre and GAMES.maxBetFre FRE, at most 9 decimals. */
export const BET = { min: GAMES.minBetFre, max: GAMES.maxBetFre } as const;

export type StakeError = 'required' | 'invalid' | 'range' | 'balance';

/**
 * Reads a bet typed in the language's format ("12,5" in French, "1,000.5" in English) into the
 * nano-FRE digits the API takes (docs/decisions/077), or says why it cannot be played.
 */
export function parseStake(text: string, language: string, balanceNano?: bigint): { stake: string } | { error: StakeError } {
  if (!text.trim()) return { error: 'required' };
  const nano = parseTypedNano(text, language);
  if (nano === null) return { error: 'invalid' };
  if (nano < BigInt(BET.min) * NANO_PER_FRE || nano > BigInt(BET.max) * NANO_PER_FRE) return { error: 'range' };
  if (balanceNano !== undefined && nano > balanceNano) return { error: 'balance' };
  return { stake: nano.toString() };
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

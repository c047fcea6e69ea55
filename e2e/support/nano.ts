import { HOUR_MS, parseFre } from '@fre/domain';

/** A decimal amount of FRE (or TON: the same 9 decimals) as the API takes it: nano digits (docs/decisions/077). */
export function nano(decimal: string): string {
  const parsed = parseFre(decimal);
  if (parsed === null) throw new Error(`not an amount: ${decimal}`);
  return parsed.toString();
}

/** Hours of a time-reduction bonus code as the API takes them: milliseconds. */
export const hoursInMs = (hours: number) => String(hours * HOUR_MS);

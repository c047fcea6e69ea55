import { numberFormat } from '@fre/i18n/intl-formats';
import { formatNumber } from '#web/lib/format.ts';

/*
 * Written with lib/format.ts's hand-made numbers, not by Intl: a game opened first would make the
 * page's first number format in its first render, 50–80 ms at 4× CPU (docs/decisions/050).
 */

/** What follows the digits in our languages' percent style (CLDR, as the browsers write it); Intl for another. */
const PERCENT_SIGN: Partial<Record<string, string>> = { fr: '\u00a0%', en: '%', es: '\u00a0%', ru: '\u00a0%', zh: '%' };

/** A return to player such as 0.96 written "96.00 %" in the language's format, always `digits` decimals. */
export function percent(value: number, language: string, digits = 2): string {
  const sign = PERCENT_SIGN[language];
  if (sign === undefined || !Number.isFinite(value)) return numberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  // Times 100 in decimal, as Intl does: 0.285 * 100 is 28.499999999999996 in binary, 0.285e2 is 28.5.
  const [mantissa, exponent = '0'] = String(value).split('e') as [string, string | undefined];
  const written = formatNumber(Number(`${mantissa}e${Number(exponent) + 2}`), language, digits);
  // Intl keeps `digits` decimals where formatNumber drops trailing zeros: they go back after the mark ("1,5" in French).
  const mark = formatNumber(1.5, language, 1).charAt(1);
  const [, fraction = ''] = written.split(mark);
  const padding = '0'.repeat(digits - fraction.length);
  return `${written}${padding && !fraction ? mark : ''}${padding}${sign}`;
}

/** A multiplier such as 2.5 written "2.5×" in the language's format. */
export function times(value: number, language: string): string {
  return `${formatNumber(value, language, 2)}×`;
}

/** A win paid as a ratio of the stake, as tables write it: 1.5 → "3:2", 1.2 → "6:5", 2 → "2:1". */
export function payoutRatio(win: number): string {
  for (let stake = 1; stake <= 100; stake += 1) {
    const gain = win * stake;
    if (Math.abs(gain - Math.round(gain)) < 1e-9) return `${Math.round(gain)}:${stake}`;
  }
  return `${win}:1`;
}

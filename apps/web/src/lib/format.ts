import type { Language } from '@fre/domain';
import { FRE_DISPLAY_DECIMALS, parseFre } from '@fre/domain';
import { numberFormat } from '@fre/i18n/intl-formats';
import { NO_BREAK_SPACE } from './typeset.ts';

/**
 * Numbers are written by hand with each language's symbols, exactly as the browsers'
 * Intl.NumberFormat writes them (CLDR; format.test.ts compares the two): a page's first
 * Intl.NumberFormat loads the browser's number data in one block (about 50 ms on a desktop,
 * 200 ms on a mid-range phone), the largest single task of the first load. Languages outside
 * ours still go through Intl.
 */
const SYMBOLS: Record<Language, { group: string; decimal: string; minimumGroupingDigits: number }> = {
  fr: { group: '\u202f', decimal: ',', minimumGroupingDigits: 1 },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  es: { group: '.', decimal: ',', minimumGroupingDigits: 2 },
  ru: { group: '\u00a0', decimal: ',', minimumGroupingDigits: 1 },
  zh: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
};

/** A plain decimal string (`-1234.50`) written in the language: grouped thousands, its decimal mark. */
function writeDecimal(decimal: string, language: string): string {
  const negative = decimal.startsWith('-');
  const [whole, fraction] = (negative ? decimal.slice(1) : decimal).split('.') as [string, string | undefined];
  const symbols = SYMBOLS[language as Language];
  if (!symbols) {
    const digits = fraction?.length ?? 0;
    return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(decimal as Intl.StringNumericLiteral);
  }
  let grouped = whole;
  if (whole.length > 3 + symbols.minimumGroupingDigits - 1) {
    grouped = whole.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  }
  return `${negative ? '-' : ''}${grouped}${fraction ? `${symbols.decimal}${fraction}` : ''}`;
}

/**
 * An amount typed in the language's format ("250 000,5" in French, "250,000.5" in English,
 * "250.000,5" in Spanish) read exactly into nano units (FRE and TON both have 9 decimals): the one
 * reader of typed amounts, whose digits are what the API takes (docs/decisions/077). Null unless
 * digits with at most 9 decimals; zero is for the caller to refuse.
 */
export function parseTypedNano(text: string, language: string): bigint | null {
  const { group, decimal } = SYMBOLS[language as Language] ?? SYMBOLS.en;
  let value = text.replace(/[\s\u00a0\u202f']/g, '');
  if (group.trim()) value = value.split(group).join('');
  value = value.replace(decimal, '.');
  return /^\d+(\.\d+)?$/.test(value) ? parseFre(value) : null;
}

/** A nano amount written back for an input, exactly and without groups ("300000,1234" in French): what parseTypedNano reads. */
export function formatNanoInput(nano: bigint | string, language: string): string {
  const { decimal } = SYMBOLS[language as Language] ?? SYMBOLS.en;
  return withoutTrailingZeros(truncatedDecimal(BigInt(nano), 9)).replace('.', decimal);
}

/** `1.500` → `1.5`, `2.000` → `2`. */
function withoutTrailingZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

/** Exact decimal string of a nano amount truncated to `decimals` (never shows more than is owned). */
function truncatedDecimal(nano: bigint, decimals: number): string {
  const step = 10n ** BigInt(9 - decimals);
  const truncated = nano / step;
  const negative = truncated < 0n;
  const digits = (negative ? -truncated : truncated).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals ? `.${fraction}` : ''}`;
}

/** A nano-FRE amount with exactly `decimals` decimals in the language's number format. */
export function formatNano(nano: bigint | string, language: string, decimals: number): string {
  return writeDecimal(truncatedDecimal(BigInt(nano), decimals), language);
}

/** Shortest exact form of a nano amount (up to 9 decimals): 0.001041667. */
export function formatNanoExact(nano: bigint | string, language: string): string {
  return writeDecimal(withoutTrailingZeros(truncatedDecimal(BigInt(nano), 9)), language);
}

/** FRE amounts (balances, earnings, prices, withdrawals): one precision everywhere, FRE_DISPLAY_DECIMALS. */
export const formatBalance = (nano: bigint | string, language: string) => formatNano(nano, language, FRE_DISPLAY_DECIMALS);
/**
 * Rates (FRE/h): rounded, not cut, to the precision of the amounts they add up to, and no zero
 * written after the last digit the number needs: "0,037", "0,0010417" (docs/decisions/054).
 */
export function formatRate(nano: bigint | string, language: string): string {
  const exact = truncatedDecimal(BigInt(nano), 9);
  const negative = exact.startsWith('-');
  return writeDecimal(`${negative ? '-' : ''}${withoutTrailingZeros(roundHalfExpand(negative ? exact.slice(1) : exact, FRE_DISPLAY_DECIMALS))}`, language);
}

/** A plain number (counts, days, multipliers) in the language's format. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return numberFormat(language, { maximumFractionDigits }).format(value);
  const negative = value < 0 || Object.is(value, -0);
  const rounded = roundHalfExpand(shortestDecimal(Math.abs(value)), maximumFractionDigits);
  return writeDecimal(`${negative ? '-' : ''}${withoutTrailingZeros(rounded)}`, language);
}

/**
 * The shortest decimal that reads back as `value` (String(value), without exponent): Intl rounds
 * this form, not the double's exact binary value (1.005 → 1.01 with 2 decimals).
 */
function shortestDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const point = match[1]!.length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${digits}${'0'.repeat(point - digits.length)}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A non-negative decimal string rounded to `digits` decimals, halves away from zero (Intl's default). */
function roundHalfExpand(decimal: string, digits: number): string {
  const [whole, fraction = ''] = decimal.split('.') as [string, string | undefined];
  if (fraction.length <= digits) return decimal;
  const kept = BigInt(`${whole}${fraction.slice(0, digits)}`) + (fraction[digits]! >= '5' ? 1n : 0n);
  const text = kept.toString().padStart(digits + 1, '0');
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

/** An amount and its unit, never split over two lines: "1 234,5 FRE", "0,0020833 FRE/h". */
export function withUnit(amount: string, unit: string): string {
  return `${amount}${NO_BREAK_SPACE}${unit}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(language, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Creates the language's number formatter ahead of the first render. The page's first
 * Intl.NumberFormat loads the browser's number data (about 80 ms on a desktop, several times that on
 * a phone) in one block: done while the first page's code and texts are still downloading, it no
 * longer holds the page up once it shows.
 */
export function prepareNumberFormat(language: string): void {
  formatter(language, { maximumFractionDigits: 2 }).format(0);
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
  const value = truncatedDecimal(BigInt(nano), decimals);
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  // Intl formats decimal strings exactly (no float rounding).
  return formatter(language, options).format(value as Intl.StringNumericLiteral);
}

/** Shortest exact form of a nano amount (up to 9 decimals): 0.001041667. */
export function formatNanoExact(nano: bigint | string, language: string): string {
  const value = truncatedDecimal(BigInt(nano), 9);
  return formatter(language, { maximumFractionDigits: 9 }).format(value as Intl.StringNumericLiteral);
}

/** Balances: 4 decimals. */
export const formatBalance = (nano: bigint | string, language: string) => formatNano(nano, language, 4);
/** Rates (FRE/h): 7 decimals. */
export const formatRate = (nano: bigint | string, language: string) => formatNano(nano, language, 7);

/** A plain number (counts, days, multipliers) in the language's format. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return formatter(language, { maximumFractionDigits }).format(value);
}

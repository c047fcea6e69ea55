import { numberFormat as nf } from '@fre/i18n/intl-formats';

/** A price of one FRE (decimal string) with 4 significant digits: "0,000125". */
export const formatUnitPrice = (decimal: string, language: string) =>
  nf(language, { maximumSignificantDigits: 4 }).format(decimal as Intl.StringNumericLiteral);

/** A value in TON for display (2 to 4 decimals). */
export const formatTonValue = (value: number, language: string) =>
  nf(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);

/** A value in US dollars: "$1.24" / "1,24 $US". */
export const formatUsd = (value: number, language: string) =>
  nf(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: value < 1 ? 6 : 2 }).format(value);

/** A 24-hour change in percent with its sign: "+3,4 %". */
export const formatChange = (percent: string, language: string) =>
  nf(language, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(Number(percent) / 100);

/** What a nano-FRE amount is worth at a unit price (display only, never stored). */
export const valueOf = (nanoFre: string | bigint, unitPrice: string) => (Number(BigInt(nanoFre)) / 1e9) * Number(unitPrice);

import { numberFormat } from '@fre/i18n/intl-formats';

/** A return to player such as 0.96 written "96.00 %" in the language's format. */
export function percent(value: number, language: string, digits = 2): string {
  return numberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A multiplier such as 2.5 written "2.5×" in the language's format. */
export function times(value: number, language: string): string {
  return `${numberFormat(language, { maximumFractionDigits: 2 }).format(value)}×`;
}

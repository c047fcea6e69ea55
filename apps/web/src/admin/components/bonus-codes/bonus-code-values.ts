import { parseFre } from '@fre/domain';
import type { AdminBonusCode } from '../../api/get-bonus-codes.ts';
import { numberFormat } from '@fre/i18n/intl-formats';

/** A positive decimal with at most 9 decimals ("2.5"), as the API expects it. */
export function isDecimal(text: string): boolean {
  if (!/^\d{1,15}(\.\d{1,9})?$/.test(text)) return false;
  const nano = parseFre(text);
  return nano !== null && nano > 0n;
}

/** A whole number written in digits, within bounds. */
export function isWholeNumber(text: string, min: number, max: number): boolean {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return false;
  const value = Number(trimmed);
  return value >= min && value <= max;
}

/** A decimal string in the language's number format, exactly ("2,5"). */
export function formatDecimal(text: string, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 9 }).format(text as Intl.StringNumericLiteral);
}

/** Active, deactivated, or active but with no use left. */
export function codeState(code: AdminBonusCode): 'active' | 'inactive' | 'exhausted' {
  if (!code.isActive) return 'inactive';
  return code.currentUses >= code.maxUses ? 'exhausted' : 'active';
}

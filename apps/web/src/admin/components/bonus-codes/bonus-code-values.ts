import { HOUR_MS, NANO_PER_FRE, nanoToFre, type BonusType } from '@fre/domain';
import { numberFormat } from '@fre/i18n/intl-formats';
import { parseTypedNano } from '#web/lib/format.ts';
import type { AdminBonusCode } from '../../api/get-bonus-codes.ts';

/**
 * A reward typed in the language's format (FRE, FRE/h, or hours for a time reduction) as the API
 * takes it (docs/decisions/077): nano-FRE, nano-FRE per hour or milliseconds; null unless above zero.
 */
export function rewardToApi(type: BonusType, text: string, language: string): string | null {
  const nano = parseTypedNano(text, language);
  const value = nano === null ? null : type === 'time_reduction' ? (nano * BigInt(HOUR_MS)) / NANO_PER_FRE : nano;
  return value !== null && value > 0n ? value.toString() : null;
}

/** The API's reward written back as a decimal of FRE, FRE/h or hours ("2.5"). */
export function rewardFromApi(type: BonusType, value: string): string {
  return type === 'time_reduction' ? nanoToFre((BigInt(value) * NANO_PER_FRE) / BigInt(HOUR_MS)) : nanoToFre(BigInt(value));
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

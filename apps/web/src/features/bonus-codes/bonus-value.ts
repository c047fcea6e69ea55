import { HOUR_MS, type BonusType } from '@fre/domain';
import type { TFunction } from 'i18next';
import { formatBalance, formatNumber, formatRate } from '#web/lib/format.ts';

/** What a bonus code gave, in words: "+5.0000 FRE", "+0.5000000 FRE/h · 24 h", "−2 h of mining". */
export function bonusValueText(t: TFunction<'bonus-codes'>, language: string, type: BonusType, value: string, duration: number | null | undefined) {
  if (type === 'fre') return t('value.fre', { amount: formatBalance(value, language) });
  if (type === 'boost') return t('value.boost', { rate: formatRate(value, language), hours: formatNumber(duration ?? 0, language, 0) });
  return t('value.time', { hours: formatNumber(Number(value) / HOUR_MS, language, 2) });
}

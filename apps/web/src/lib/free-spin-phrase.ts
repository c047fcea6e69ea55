import { SLOT_FREE_SPIN } from '@fre/domain';
import type { TFunction } from 'i18next';
import { formatNumber } from './format.ts';

/** The slot's free spin rule (SLOT_FREE_SPIN) as the tutorial and the FAQ quote it: "1 tour gratuit toutes les 24 h". */
export function freeSpinPhrase(t: TFunction<'engage'>, language: string): string {
  return t('common.freeSpin', { count: SLOT_FREE_SPIN.count, hours: formatNumber(SLOT_FREE_SPIN.everyHours, language) });
}

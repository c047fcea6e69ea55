import { SLOT_FREE_SPIN } from '@fre/domain';
import type { Translator as I18n } from '#web/lib/translator.ts';
import { formatNumber } from './format.ts';

/**
 * The slot's free spin rule (SLOT_FREE_SPIN) as the landing, the tutorial and the FAQ quote it:
 * "1 tour gratuit toutes les 24 h", one text of the shared `web` namespace.
 */
export function freeSpinPhrase(i18n: I18n, language: string): string {
  return i18n.getFixedT(language, 'web')('common.freeSpin', { count: SLOT_FREE_SPIN.count, hours: formatNumber(SLOT_FREE_SPIN.everyHours, language) });
}

import { GAME_CATALOGUE } from '@fre/domain';
import { listFormat } from '@fre/i18n/intl-formats';
import type { Translator as I18n } from '#web/lib/translator.ts';

/**
 * Every game of the catalogue by its one name (web:gameNames, docs/decisions/075), as one list in
 * `language`: "Machine à sous, Machine FRE, Towers, Keno, Hi-Lo et Blackjack".
 */
export function gameNamesList(i18n: I18n, language: string): string {
  const t = i18n.getFixedT(language, 'web');
  return listFormat(language, { type: 'conjunction' }).format(GAME_CATALOGUE.map((game) => t(`gameNames.${game.id}`)));
}

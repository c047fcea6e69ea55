import { BLACKJACK, GAME_CATALOGUE, GAMES, HILO, KENO, SLOT_FREE_SPIN, TOWERS, type GameId } from '@fre/domain';
import { formatNumber } from '#web/lib/format.ts';
import { times } from './rules-format.ts';

/** The numbers each game's tagline quotes (`games.<id>.tagline`), read from the rules, never retyped. */
export function taglineValues(game: GameId, language: string): Record<string, string | number> {
  switch (game) {
    case 'slot':
      return { count: SLOT_FREE_SPIN.count, hours: SLOT_FREE_SPIN.everyHours };
    case 'keno':
      return { picks: KENO.maxPicks, max: times(KENO.maxMultiplier, language) };
    case 'towers':
      return { max: times(TOWERS.maxMultiplier, language) };
    case 'hilo':
      return { max: times(HILO.maxMultiplier, language) };
    case 'blackjack':
      return { pays: times(BLACKJACK.naturalPays, language) };
    default:
      return {};
  }
}

/** The lobby's subtitle: how many games, and the smallest and largest stake. */
export const lobbySubtitleValues = (language: string) => ({ count: GAME_CATALOGUE.length, min: formatNumber(GAMES.minBetFre, language), max: formatNumber(GAMES.maxBetFre, language) });

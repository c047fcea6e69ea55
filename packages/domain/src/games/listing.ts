import { GAMES, NANO_PER_FRE, SLOT_FREE_SPIN } from '../constants.ts';
import { GAME_CATALOGUE, type GameId } from './catalogue.ts';
import { KENO, TOWERS, type TowersDifficulty } from './game-rules.ts';

/** What a play request of the game may choose besides the stake: keno's picks, towers' difficulties. */
export type GameOptions = {
  picks?: { min: number; max: number; numbers: number; drawn: number };
  difficulties?: TowersDifficulty[];
  rows?: number;
};

function optionsOf(game: GameId): GameOptions {
  switch (game) {
    case 'keno':
      return { picks: { min: KENO.minPicks, max: KENO.maxPicks, numbers: KENO.numbers, drawn: KENO.drawn } };
    case 'towers':
      return { difficulties: Object.keys(TOWERS.difficulties) as TowersDifficulty[], rows: TOWERS.rows };
    default:
      return {};
  }
}

/**
 * The player-side list of games (GET /api/games), each game of the catalogue in its order: its
 * stake limits in nano-FRE (none for the slot, played with free spins only), its options and the
 * slot's free spin. Names are the web's `gameNames.<id>` texts.
 */
export function gameListing() {
  const stake = { min: (BigInt(GAMES.minBetFre) * NANO_PER_FRE).toString(), max: (BigInt(GAMES.maxBetFre) * NANO_PER_FRE).toString() };
  return GAME_CATALOGUE.map((game) => ({
    id: game.id,
    nameKey: `gameNames.${game.id}`,
    isNew: game.isNew,
    topMultiplier: game.topMultiplier,
    multiStep: game.multiStep,
    stake: game.id === 'slot' ? null : stake,
    freeSpin: game.id === 'slot' ? { count: SLOT_FREE_SPIN.count, everyHours: SLOT_FREE_SPIN.everyHours } : null,
    options: optionsOf(game.id),
  }));
}

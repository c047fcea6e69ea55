import { BLACKJACK, HILO, KENO, TOWERS } from './game-rules.ts';

/**
 * The games, in the order every list shows them: the one list of them (docs/decisions/075), from
 * which their ids, their count, the lobby, the landing and the back office are derived.
 * `topMultiplier`: the most one round pays, as a multiple of the stake, read from the game's own
 * rules (its paytable reaches it: catalogue.test.ts); null for the two that pay a progressive
 * jackpot. `isNew`: shown with a "new" badge. `multiStep`: a round is played in several moves
 * (its outcome fixed at bet time, decision 072), and must end before the seed rotates.
 */
export const GAME_CATALOGUE = [
  { id: 'slot', isNew: false, topMultiplier: null, multiStep: false },
  { id: 'fre-machine', isNew: false, topMultiplier: null, multiStep: false },
  { id: 'towers', isNew: false, topMultiplier: TOWERS.maxMultiplier, multiStep: true },
  { id: 'keno', isNew: false, topMultiplier: KENO.maxMultiplier, multiStep: false },
  { id: 'hilo', isNew: false, topMultiplier: HILO.maxMultiplier, multiStep: true },
  { id: 'blackjack', isNew: true, topMultiplier: BLACKJACK.naturalPays, multiStep: true },
] as const;

export type GameId = (typeof GAME_CATALOGUE)[number]['id'];
export type CatalogueGame = (typeof GAME_CATALOGUE)[number];

/** The games' ids, in the catalogue's order: what the API accepts as a game. */
export const GAME_IDS = GAME_CATALOGUE.map((game) => game.id) as [GameId, ...GameId[]];

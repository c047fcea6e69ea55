/** Games: the API contract (amounts nano-FRE strings, in and out: docs/decisions/077). */
import { z } from 'zod';
import { pageOf, pageQuery } from './page-schemas.ts';
import { KENO, TOWERS, type TowersDifficulty } from './games/game-rules.ts';
import { NANO_FRE_DESCRIPTION, nanoAmountInput, nanoString } from './api-schemas.ts';
import { SELF_EXCLUSION_DAYS } from './constants.ts';
import { GAME_IDS, type GameId } from './games/catalogue.ts';
import { SLOT_SYMBOLS } from './games/slot.ts';

export const fairnessResponse = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export const clientSeedRequest = z.strictObject({ clientSeed: z.string().trim().min(1, { message: 'required' }).max(64).regex(/^[\x20-\x7e]+$/, { message: 'invalid_value' }) });
export const rotateResponse = z.object({
  previous: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  current: fairnessResponse,
});

/** Between GAMES.minBetFre and GAMES.maxBetFre FRE, which the service checks (bet_out_of_range). */
const stake = nanoAmountInput(`The bet. ${NANO_FRE_DESCRIPTION}`);
export const stakeRequest = z.strictObject({ stake });
export const kenoPlayRequest = z.strictObject({
  stake,
  picks: z.array(z.number().int().min(1).max(KENO.numbers)).min(KENO.minPicks).max(KENO.maxPicks).refine((p) => new Set(p).size === p.length, { message: 'invalid_value' }),
});
const difficulty = z.enum(Object.keys(TOWERS.difficulties) as [TowersDifficulty, ...TowersDifficulty[]]);
export const towersPlayRequest = z.strictObject({ stake, difficulty });
export const towersPickRequest = z.strictObject({ tile: z.number().int().min(0).max(3) });
export const hiloGuessRequest = z.strictObject({ guess: z.enum(['higher', 'lower', 'same']) });

/** What the player may see of the round so far (steps taken, final outcome once over): each game's own. */
const anyShown = z.record(z.string(), z.unknown());
/** The slot's `shown`: its amounts in nano-FRE digits, as every amount (docs/decisions/077). */
const slotShown = z.object({
  reels: z.array(z.enum(SLOT_SYMBOLS)).length(3),
  prize: z.union([nanoString, z.literal('jackpot')]).describe(`What the spin won: 'jackpot' for the pool, else the prize ("0" for none). ${NANO_FRE_DESCRIPTION}`),
  spin: z.enum(['free', 'bonus']).describe('The free spin of the day or a bonus spin earned by a referral.'),
  jackpot: nanoString.nullable().describe(`The pool won on a jackpot, else null. ${NANO_FRE_DESCRIPTION}`),
});
export type SlotShown = z.infer<typeof slotShown>;
const freMachineShown = z.object({
  won: z.boolean(),
  pool: nanoString.describe(`The pool after the round (its seed again once won); the round's payout is what was won. ${NANO_FRE_DESCRIPTION}`),
});
export type FreMachineShown = z.infer<typeof freMachineShown>;
/** The games whose `shown` holds amounts have a schema of it; the others' is their own view, free-form. */
const SHOWN: Partial<Record<GameId, z.ZodType<Record<string, unknown>>>> = { slot: slotShown, 'fre-machine': freMachineShown };

/** One game's round: `game` tells which, so that the document gives each game its own schema (oneOf by `game`). */
function roundOf<Game extends GameId>(game: Game, name: string) {
  return z.object({
    id: z.string(),
    game: z.literal(game),
    stake: nanoString,
    payout: nanoString.nullable(),
    status: z.enum(['active', 'won', 'lost', 'cashed_out', 'push']),
    shown: SHOWN[game] ?? anyShown,
    nonce: z.number().int(),
    clientSeed: z.string(),
    serverSeedHash: z.string(),
    /** Revealed once the seed has been rotated, so the round can be verified. */
    serverSeed: z.string().nullable(),
    createdAt: z.string(),
  }).meta({ id: name });
}

/** A game's round schema's name in the document: 'fre-machine' → FreMachineRound. */
const roundName = (game: GameId) => `${game.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Round`;
const gameRounds = GAME_IDS.map((game) => roundOf(game, roundName(game))) as [ReturnType<typeof roundOf<GameId>>, ...ReturnType<typeof roundOf<GameId>>[]];

/** One schema per game of the catalogue, told apart by `game`. */
export const roundSchema = z.discriminatedUnion('game', gameRounds).meta({
  id: 'GameRound',
  discriminator: { propertyName: 'game', mapping: Object.fromEntries(GAME_IDS.map((game) => [game, `#/components/schemas/${roundName(game)}`])) },
  example: {
    id: '3301', game: 'keno', stake: '1000000000', payout: '0', status: 'lost', shown: { picks: [3, 17, 22], drawn: [1, 5, 9, 17, 24, 28, 31, 33, 36, 40], hits: 1, multiplier: 0 }, nonce: 17,
    clientSeed: 'my-seed', serverSeedHash: '9f2c1e7a4b0d5c8e3f6a1b2c9d0e7f4a5b6c3d2e1f0a9b8c7d6e5f4a3b2c1d0e', serverSeed: null, createdAt: '2026-11-29T08:05:00.000Z',
  },
});
export type GameRound = z.infer<typeof roundSchema>;
export const roundResponse = z.object({ round: roundSchema, balance: nanoString });
export const roundsQuery = pageQuery;
export const roundsResponse = pageOf(roundSchema).meta({ id: 'GameRoundPage' });

export const slotStateResponse = z.object({ pool: nanoString, freeSpinAt: z.string().nullable(), bonusSpins: z.number().int(), freMachinePool: nanoString });
export const limitsSchema = z.object({ dailyLossLimit: nanoString.nullable(), selfExcludedUntil: z.string().nullable(), lossToday: nanoString });
export const limitsRequest = z.strictObject({
  /** null removes the limit. */
  dailyLossLimit: nanoAmountInput(`The most the player may lose in a UTC day; null removes the limit. ${NANO_FRE_DESCRIPTION}`).nullable().optional(),
  selfExcludeDays: z.number().int().min(SELF_EXCLUSION_DAYS.min).max(SELF_EXCLUSION_DAYS.max).optional(),
});
export const adminGamesResponse = z.object({
  games: z.array(z.object({ game: z.enum(GAME_IDS), rounds: z.number().int(), wagered: nanoString, paid: nanoString, houseResult: nanoString })),
  pools: z.array(z.object({ game: z.string(), pool: nanoString, seed: nanoString })),
});

/** The player-side list of games (gameListing()): what a client needs to offer each one. */
export const gameListResponse = z.object({
  games: z.array(z.object({
    id: z.enum(GAME_IDS),
    nameKey: z.string().describe('The key of the game\'s name among the web app\'s texts (namespace `web`).'),
    isNew: z.boolean(),
    topMultiplier: z.number().nullable().describe('The most one round pays, as a multiple of the stake; null for a progressive jackpot.'),
    multiStep: z.boolean().describe('A round is played in several moves after the bet.'),
    stake: z.object({ min: nanoString, max: nanoString }).nullable().describe('The bet limits; null for the slot, played with free spins only.'),
    freeSpin: z.object({ count: z.number().int(), everyHours: z.number().int() }).nullable(),
    options: z.object({
      picks: z.object({ min: z.number().int(), max: z.number().int(), numbers: z.number().int(), drawn: z.number().int() }).optional().describe('Keno: how many numbers to pick, among how many.'),
      difficulties: z.array(difficulty).optional().describe('Towers: the difficulties to choose from.'),
      rows: z.number().int().optional().describe('Towers: the floors of a tower.'),
    }),
  })),
}).meta({ id: 'GameList' });

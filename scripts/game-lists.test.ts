/**
 * One list of games (docs/decisions/075): the catalogue. An array elsewhere that names three games
 * or more fails, with the probe showing what counts as such a list.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameListsIn, secondGameLists } from './game-lists.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Arrays that name games as something else, with why. */
const NOT_LISTS_OF_GAMES: Record<string, string> = {
  'apps/server/src/reliability/crash-recovery.test.ts': 'its weighted mix of actions names three of them after the game they play',
  'scripts/game-lists.test.ts': 'its probes are second lists on purpose',
};

describe('the games', () => {
  it('are listed once, in the catalogue', () => {
    expect(secondGameLists(root).filter((found) => !(found.split(':')[0]! in NOT_LISTS_OF_GAMES))).toEqual([]);
  }, 60_000);

  it('count as a second list: ids or records of three games or more in one array, not two', () => {
    expect(gameListsIn('probe.ts', "const LOBBY = [{ id: 'slot' }, { id: 'keno' }, { id: 'blackjack', isNew: true }];")).toHaveLength(1);
    expect(gameListsIn('probe.ts', "export const IDS = ['slot', 'fre-machine', 'towers'] as const;")).toHaveLength(1);
    expect(gameListsIn('probe.ts', "for (const game of ['towers', 'hilo']) check(game);")).toEqual([]);
  });
});

/**
 * The games are listed once, in GAME_CATALOGUE (docs/decisions/075): a second array that names
 * several of them (ids, a lobby's tiles, a landing's cards) is a second list that can drift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_CATALOGUE } from '@fre/domain';
import { repositoryFiles } from './references.ts';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const THE_LIST = 'packages/domain/src/games/catalogue.ts';
/** Names a game by its id, or by the landing's former key for the FRE machine. */
const GAME_ID = new RegExp(`['"\`](${GAME_CATALOGUE.map((game) => game.id).join('|')}|freMachine)['"\`]`, 'g');
/** An array literal with no array inside it. */
const ARRAY = /\[[^[\]]*\]/g;

/** `file: the array's start` of every array in `text` that names three games or more. */
export function gameListsIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ARRAY)) {
    const ids = new Set([...match[0].matchAll(GAME_ID)].map((id) => id[1]));
    if (ids.size >= 3) found.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${match[0].slice(0, 60)}`);
  }
  return found;
}

/** Every list of games in the repository's sources but the catalogue. */
export function secondGameLists(root: string): string[] {
  return repositoryFiles(root)
    .filter((file) => SOURCE.test(file) && file !== THE_LIST)
    .flatMap((file) => gameListsIn(file, readFileSync(path.join(root, file), 'utf8')));
}

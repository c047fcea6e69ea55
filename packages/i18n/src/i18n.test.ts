import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, GAME_CATALOGUE, LANGUAGES } from '@fre/domain';
import { NAMESPACES } from './index.ts';

type Tree = { [key: string]: string | Tree };
const localesDir = new URL('../locales/', import.meta.url);
const load = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('translations of %s', (namespace) => {
  const source = flatten(load('fr', namespace));

  it.each(LANGUAGES.filter((l) => l !== 'fr'))('%s has every French key, no extra key, and the same placeholders', (language) => {
    const target = flatten(load(language, namespace));
    expect([...source.keys()].filter((key) => !target.has(key)), 'missing keys').toEqual([]);
    expect([...target.keys()].filter((key) => !source.has(key)), 'keys unknown to French').toEqual([]);
    for (const [key, text] of source) {
      expect(placeholders(target.get(key)!), `${language} ${key}`).toEqual(placeholders(text));
      expect(target.get(key)!.trim(), `${language} ${key} is empty`).not.toBe('');
    }
  });
});

it('checks every namespace file there is (a file missing from NAMESPACES would escape the key check)', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(new URL(`${language}/`, localesDir)).map((file) => file.replace(/\.json$/, '')).sort();
    expect(files, language).toEqual([...NAMESPACES].sort());
  }
});

it('has a folder for every language and nothing else', () => {
  expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
});

it('translates every error code the API can answer', () => {
  const errors = flatten(load('fr', 'errors'));
  expect(ERROR_CODES.filter((code) => !errors.has(code))).toEqual([]);
});

describe.each(LANGUAGES)('the hourly rate in %s', (language) => {
  const unit = flatten(load(language, 'web')).get('units.frePerHour')!;

  it('is written one way in every namespace, as web:units.frePerHour says', () => {
    const others: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, text] of flatten(load(language, namespace))) {
        for (const [written] of text.matchAll(/FRE\s*\/\s*\p{L}+/gu)) if (written !== unit) others.push(`${namespace}:${key} "${written}"`);
      }
    }
    expect(others).toEqual([]);
  });

  it('is the unit of web:units.perHour, the key the app writes every rate with', () => {
    expect(flatten(load(language, 'web')).get('units.perHour')).toBe('{{amount}} $t(web:units.frePerHour)');
  });
});

/**
 * Texts where a game's word is the thing of the game, not the game: blackjack's hand called a
 * blackjack (a natural).
 */
const GAME_WORD_NOT_NAME = new Set(['games:games.blackjack.tagline', 'games:blackjack.rules.natural']);

describe.each(LANGUAGES)("the games' names in %s", (language) => {
  const names = flatten(load(language, 'web'));
  const nameOf = (id: string) => names.get(`gameNames.${id}`);
  /** A game's name in this language or another: "Towers" in a Russian text is a second name too. */
  const everyName = new Set(LANGUAGES.flatMap((other) => GAME_CATALOGUE.map((game) => flatten(load(other, 'web')).get(`gameNames.${game.id}`)!)));

  it("are the catalogue's games, one key each (web:gameNames)", () => {
    expect([...names.keys()].filter((key) => key.startsWith('gameNames.'))).toEqual(GAME_CATALOGUE.map((game) => `gameNames.${game.id}`));
  });

  it('have no second key: no other text is keyed by a game as its name', () => {
    const keyedByGame = new RegExp(`(^|\\.)(${GAME_CATALOGUE.map((game) => game.id).join('|')}|freMachine)(\\.name)?$`);
    const second = NAMESPACES.flatMap((namespace) => [...flatten(load(language, namespace)).keys()].filter((key) => keyedByGame.test(key) && !(namespace === 'web' && key.startsWith('gameNames.'))).map((key) => `${namespace}:${key}`));
    expect(second).toEqual([]);
  });

  it('are written there only: any other text names a game through $t(web:gameNames.<id>)', () => {
    const written: string[] = [];
    const unknown: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, text] of flatten(load(language, namespace))) {
        for (const [, id] of text.matchAll(/\$t\(web:gameNames\.([\w-]+)\)/g)) if (!nameOf(id!)) unknown.push(`${namespace}:${key} ${id}`);
        if ((namespace === 'web' && key.startsWith('gameNames.')) || GAME_WORD_NOT_NAME.has(`${namespace}:${key}`)) continue;
        const bare = text.replace(/\$t\([^)]*\)/g, '').replace(/\{\{[^}]*\}\}/g, '').toLocaleLowerCase(language);
        for (const name of everyName) if (bare.includes(name.toLocaleLowerCase(language))) written.push(`${namespace}:${key} "${name}"`);
      }
    }
    expect(written).toEqual([]);
    expect(unknown).toEqual([]);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '@fre/domain';
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

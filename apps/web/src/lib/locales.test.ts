import en from '@fre/i18n/locales/en/web.json';
import fr from '@fre/i18n/locales/fr/web.json';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`)));

describe('web translations', () => {
  it('have the same keys in English as in French', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
  });
});

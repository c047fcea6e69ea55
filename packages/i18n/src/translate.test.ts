import { describe, expect, it } from 'vitest';
import { translate, type Messages } from './translate.ts';

const catalogs = {
  fr: { spins_one: '{{count}} tour', spins_many: '{{count}} de tours', spins_other: '{{count}} tours', plain: 'Bonjour {{name}}' },
  en: { spins_one: '{{count}} spin', spins_other: '{{count}} spins' },
  es: {},
  ru: { spins_one: '{{count}} вращение', spins_few: '{{count}} вращения', spins_many: '{{count}} вращений', spins_other: '{{count}} вращения' },
  zh: { spins_other: '{{count}} 次' },
} satisfies Record<string, Messages>;

describe('translate', () => {
  it("picks the plural form of the language's rules for a numeric count", () => {
    expect(translate(catalogs, 'en', 'spins', { count: 1 })).toBe('1 spin');
    expect(translate(catalogs, 'en', 'spins', { count: 3 })).toBe('3 spins');
    expect(['1', '3', '5', '21'].map((n) => translate(catalogs, 'ru', 'spins', { count: Number(n) }))).toEqual(['1 вращение', '3 вращения', '5 вращений', '21 вращение']);
    expect(translate(catalogs, 'fr', 'spins', { count: 0 })).toBe('0 tour');
    expect(translate(catalogs, 'zh', 'spins', { count: 1 })).toBe('1 次');
  });

  it('falls back to French, then to the key; a text without plural forms reads as it is', () => {
    expect(translate(catalogs, 'es', 'spins', { count: 2 })).toBe('2 tours');
    expect(translate(catalogs, 'en', 'plain', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(translate(catalogs, 'en', 'missing')).toBe('missing');
  });
});

import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, pluralRules, relativeTimeFormat } from './intl-formats.ts';

describe('the Intl formatters', () => {
  it('are made once per language and options, and format as Intl does', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 2 })).toBe(numberFormat('fr', { maximumFractionDigits: 2 }));
    expect(numberFormat('fr', { maximumFractionDigits: 2 }).format(1234.5)).toBe('1\u202f234,5');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-03-12T12:00:00Z'))).toBe('March 12, 2026');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('en', { type: 'disjunction' }).format(['A', 'B', 'C'])).toBe('A, B, or C');
    expect(pluralRules('ru')).toBe(pluralRules('ru'));
    expect([1, 3, 5].map((count) => pluralRules('ru').select(count))).toEqual(['one', 'few', 'many']);
  });

  it('keep one formatter for each language, options and kind', () => {
    expect(numberFormat('fr')).not.toBe(numberFormat('en'));
    expect(numberFormat('fr', { maximumFractionDigits: 2 })).not.toBe(numberFormat('fr', { maximumFractionDigits: 4 }));
    // Same language and options ({}), another kind: never the number format handed as a list format.
    expect(listFormat('fr')).toBeInstanceOf(Intl.ListFormat);
    expect(numberFormat('fr')).toBeInstanceOf(Intl.NumberFormat);
  });
});

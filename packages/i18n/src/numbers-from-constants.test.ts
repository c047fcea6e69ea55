import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fre/domain';

type Tree = { [key: string]: string | Tree };
const localesDir = new URL('../locales/', import.meta.url);

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

/**
 * Numbers of the product's rules that texts once typed by hand (issue 32): each must now come from
 * @fre/domain through a placeholder, so a changed constant cannot leave a text saying the old one.
 */
const TYPED_NUMBERS: [string, RegExp][] = [
  ['24 (session, boost notice, free spin, bonus-code default, KYC review)', /(?<![\d/])24(?!\d)/],
  ['48 (KYC review)', /(?<![\d/])48(?!\d)/],
  ['60 (resend wait, timers)', /(?<!\d)60(?!\d)/],
  ['8760 (longest bonus-code boost)', /8\s?760/],
  ['10 000 and 10 000 000 (bets, bonus-code uses)', /10[\s\u00a0\u202f.,]?000/],
  ['a multiplier (50×, 20×, 10×, 2,5×)', /\d\s?×|×\s?\d/],
  ['one free spin a day', /tour gratuit par jour|gratuit chaque jour|spin a day|spin every day|gratis al día|gratis cada día|вращение в день|вращение слота каждый день|每天一次免费|每天还有一次免费/i],
];

/**
 * Texts whose number is not one of ours: a period the statistics or the price service are read over
 * (the exchange's 24-hour change, the back office's "last 24 h" figures).
 */
const NOT_OURS = new Set(['admin:overview.mined24h', 'admin:overview.mined24hDetail', 'admin:stats.figures.totalMined24h', 'admin:stats.figures.activeMiners24h', 'trading:price.change', 'trading:price.period']);

describe.each(LANGUAGES)('texts in %s', (language) => {
  it('quote no listed rule number typed by hand', () => {
    const found: string[] = [];
    for (const file of readdirSync(new URL(`${language}/`, localesDir))) {
      const namespace = file.replace(/\.json$/, '');
      const texts = flatten(JSON.parse(readFileSync(new URL(`${language}/${file}`, localesDir), 'utf8')) as Tree);
      for (const [key, text] of texts) {
        const bare = text.replace(/\{\{[^}]*\}\}/g, '').replace(/\$t\([^)]*\)/g, '');
        for (const [name, pattern] of TYPED_NUMBERS) {
          if (pattern.test(bare) && !NOT_OURS.has(`${namespace}:${key.replace(/_(zero|one|two|few|many|other)$/, '')}`)) found.push(`${namespace}:${key} — ${name}: ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

it('still catches a typed number (the check itself works)', () => {
  const [, hours] = TYPED_NUMBERS[0]!;
  expect(hours.test('Une session de 24 h')).toBe(true);
  expect(hours.test('le bloc /24 de votre adresse')).toBe(false);
  expect(TYPED_NUMBERS[4]![1].test('mises de 1 à 10 000 FRE')).toBe(true);
  expect(TYPED_NUMBERS[5]![1].test('jusqu\'à 50×')).toBe(true);
});

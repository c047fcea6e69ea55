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
  // Issue 48: any count of a unit (digits, decimals, characters, letters, years of age, megabytes,
  // megapixels, days, hours, minutes) typed beside the constant or schema that holds it.
  [
    'a number of a unit (6 chiffres, 9 décimales, 10 caractères, 18 ans, 10 Mo, 40 mégapixels, 30 jours, 24 h…)',
    /(?<![\p{L}\d/-])\d+(?:[\s\u00a0\u202f]\d{3})*[\s\u00a0\u202f-]*(?:chiffres|digits?\b|dígitos|цифр|-значн|位(?!小数)|décimales|decimals|decimales|знак|位小数|caractères|characters|caracteres|символ|个字符|lettres|letters|letras|букв|个字母|ans\b|años|лет\b|岁|周岁|Mo\b|MB\b|МБ|mégapixels|megapixels|megapíxeles|мегапиксел|万像素|jours|days|días|дн|天|heures|hours|horas|час|小时|mois\b|months|meses|месяц|个月|minutes|minutos|минут|分钟|h\b|j\b|d\b|ч\b)/iu,
  ],
  ['a range of a rule (1 à 365, 5 à 32)', /\d+\s+(?:à|to|a|до|至)\s+\d+/],
  ['a payout ratio (3:2)', /\b\d+:\d+\b/],
  // From three on: "deux étapes" (two-step sign-in) is a name, not a count.
  ['a count of steps spelled out (Cinq étapes, Quatre étapes)', /\b(?:trois|quatre|cinq|six|three|four|five|six|tres|cuatro|cinco|seis)\s+(?:étapes|steps|pasos)\b|(?:три|четыре|пять|шесть)\s+шаг|[三四五六]个?步/iu],
  ['a period said in words (chaque minute, une fois par heure)', /chaque minute|toutes les minutes|every minute|cada minuto|каждую минуту|每分钟|par heure|once an hour|per hour|por hora|раз в час|每小时/i],
];

/**
 * Texts whose number is not one of ours: a period the price service is read over (the exchange's
 * 24-hour change).
 */
const NOT_OURS = new Set(['trading:price.change', 'trading:price.period']);

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES)('texts in %s', (language) => {
  it('quote no listed rule number typed by hand', () => {
    const found: string[] = [];
    for (const file of readdirSync(new URL(`${language}/`, localesDir))) {
      const namespace = file.replace(/\.json$/, '');
      const texts = new Map(flatten(JSON.parse(readFileSync(new URL(`${language}/${file}`, localesDir), 'utf8')) as Tree));
      for (const [key, text] of texts) {
        const bare = text.replace(/\{\{[^}]*\}\}/g, '').replace(/\$t\([^)]*\)/g, '');
        if (NOT_OURS.has(`${namespace}:${key.replace(PLURAL_FORM, '')}`)) continue;
        for (const [name, pattern] of TYPED_NUMBERS) {
          if (pattern.test(bare)) found.push(`${namespace}:${key} — ${name}: ${text}`);
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
  const caught = (text: string) => TYPED_NUMBERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name.split(' (')[0]);
  for (const text of ['le code à 6 chiffres', 'the 6-digit code', '9 décimales au plus', 'au moins 10 caractères', 'majeur (18 ans)', 'не более 10 МБ и 40 мегапикселей', 'Mineurs actifs (7 j)', '最近 30 天', 'De 5 à 32 lettres', 'paie 3:2', 'Cinq étapes', 'Всего четыре шага', 'actualisés chaque minute', 'une fois par heure']) {
    expect(caught(text), text).not.toEqual([]);
  }
  // Not numbers of ours: an article of a code of law, a character class, a network prefix.
  for (const text of ['article L123-22 du Code de commerce', 'A-Z, 0-9, _ ou -', 'le bloc /24 de votre adresse', 'Étape {{n}} sur {{total}}']) {
    expect(caught(text.replace(/\{\{[^}]*\}\}/g, '')), text).toEqual([]);
  }
});

import { describe, expect, it } from 'vitest';
import { TELEGRAM_USERNAME, cleanDisplayName, hasControlCharacter, isTelegramUserId, telegramChargeIdSchema } from './telegram-values.ts';

describe('values from Telegram', () => {
  it('takes a user id as a whole positive number of at most 52 bits, nothing else', () => {
    for (const id of [1, 279_058_397, 8_100_000_000, 2 ** 52 - 1]) expect(isTelegramUserId(id)).toBe(true);
    for (const id of [0, -5, 1.5, 2 ** 52, 2 ** 63, Number.NaN, '12', null, 12n]) expect(isTelegramUserId(id)).toBe(false);
  });

  it('sees NUL, escape and line breaks as control characters, not letters of any script', () => {
    for (const text of ['a\u0000b', '\u001b[31m', 'a\nb', '\u0085']) expect(hasControlCharacter(text)).toBe(true);
    for (const text of ['Zoé', 'Влад', '小明', '\u202Eabc']) expect(hasControlCharacter(text)).toBe(false);
  });

  it('takes a username as Telegram allows them, and no look-alike', () => {
    for (const name of ['jack', 'fre_miner', 'A'.repeat(32)]) expect(TELEGRAM_USERNAME.test(name)).toBe(true);
    for (const name of ['abc', 'A'.repeat(33), 'аdmin', '\u202Eadmin', 'ad min', 'ad\u200Bmin', '@admin', 'zoé_1']) expect(TELEGRAM_USERNAME.test(name)).toBe(false);
  });

  it('cleans a name of bidirectional, zero-width and control characters, collapses spaces, bounds it', () => {
    expect(cleanDisplayName('\u202Egnp.exe', 64)).toBe('gnp.exe');
    expect(cleanDisplayName('Ma\u200Brie \u2066 Claire\u2069\u0000', 64)).toBe('Marie Claire');
    expect(cleanDisplayName('e\u0301', 64)).toBe('é');
    expect(cleanDisplayName('Zo\uD800é', 64)).toBe('Zoé');
    expect(cleanDisplayName('\u200B\u202E \n', 64)).toBeNull();
    expect(cleanDisplayName(null, 64)).toBeNull();
    expect(cleanDisplayName('x'.repeat(3800), 64)).toBe('x'.repeat(64));
    // Never half an emoji: a character that would pass the bound is left out whole.
    expect(cleanDisplayName(`${'x'.repeat(63)}😀`, 64)).toBe('x'.repeat(63));
  });

  it('takes a charge id of visible ASCII only, as Telegram gives them', () => {
    expect(telegramChargeIdSchema.safeParse('stxAbC-12_3.4').success).toBe(true);
    for (const id of ['', '\u0000', 'stx\u0000abc', 'stx abc', 'stxé', 'x'.repeat(257)]) expect(telegramChargeIdSchema.safeParse(id).success).toBe(false);
  });
});

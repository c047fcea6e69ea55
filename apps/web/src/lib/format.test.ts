import { LANGUAGES } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { formatBalance, formatNano, formatNanoExact, formatNanoInput, formatNumber, formatRate, parseTypedNano, withUnit } from './format.ts';

describe('format', () => {
  it('reads an amount typed in the language into the nano digits the API takes, and writes one back for an input (docs/decisions/077)', () => {
    expect(parseTypedNano('250 000,5', 'fr')).toBe(250_000_500_000_000n);
    expect(parseTypedNano('12.5', 'fr')).toBe(12_500_000_000n);
    expect(parseTypedNano('250,000.25', 'en')).toBe(250_000_250_000_000n);
    expect(parseTypedNano('250.000,25', 'es')).toBe(250_000_250_000_000n);
    expect(parseTypedNano('1\u00a0000,5', 'ru')).toBe(1_000_500_000_000n);
    expect(parseTypedNano('0.000000001', 'zh')).toBe(1n);
    for (const text of ['', 'abc', '-5', '1e5', '1,0000000001', '1.2.3']) expect(parseTypedNano(text, 'fr'), text).toBeNull();
    for (const language of LANGUAGES) {
      for (const nano of [1n, 12_500_000_000n, 300_000_123_400_000n]) expect(parseTypedNano(formatNanoInput(nano, language), language), `${language} ${nano}`).toBe(nano);
    }
  });

  it('truncates amounts to the one display precision (7 decimals) in the language format', () => {
    expect(formatBalance('1234567899999', 'en')).toBe('1,234.5678999');
    expect(formatBalance('1234567899999', 'fr')).toBe('1\u202f234,5678999');
    // The ring's earnings a few seconds into a session at the base rate: not a row of zeros.
    expect(formatBalance('578', 'en')).toBe('0.0000005');
  });

  it('rounds rates to 7 decimals without trailing zeros, and shows exact constants in full', () => {
    // Rates are rounded, not cut, and keep no zero the number does not need.
    expect(formatRate('1041667', 'en')).toBe('0.0010417');
    expect(formatRate('1041649', 'fr')).toBe('0,0010416');
    expect(formatRate('37000000', 'fr')).toBe('0,037');
    expect(formatRate('2000000000', 'ru')).toBe('2');
    expect(formatRate('0', 'en')).toBe('0');
    expect(formatRate('-1041667', 'en')).toBe('-0.0010417');
    expect(formatNanoExact(1_041_667n, 'en')).toBe('0.001041667');
    expect(formatNanoExact(1_500_000_000n, 'fr')).toBe('1,5');
    expect(formatNanoExact(2_000_000_000n, 'en')).toBe('2');
  });

  // The hand-written formatter must write what the browser's Intl.NumberFormat writes.
  const numbers = [0, 1, 7, 12, 123, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 98_765_432.1, 0.5, 0.25, 1.005, 2.675, 24.999, 0.001, 1e20, -1, -1234.5, -12_345.678, -0.001];
  const nanos = [0n, 1n, 999n, 1_000_000_000n, 1_234_567_899_999n, 12_345_678_912_345n, 999_999_999n, 5n * 10n ** 18n, -42_123_456_789n];

  it.each([...LANGUAGES])('writes numbers as Intl.NumberFormat does in %s', (language) => {
    for (const value of numbers) {
      for (const digits of [0, 2, 4]) {
        expect(formatNumber(value, language, digits), `${value} (${digits})`).toBe(new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value));
      }
    }
    for (const nano of nanos) {
      const sign = nano < 0n ? '-' : '';
      const size = nano < 0n ? -nano : nano;
      // The amount cut (not rounded) to `decimals`, as a decimal string Intl formats exactly.
      const cut = (decimals: number) => {
        const units = size / 10n ** BigInt(9 - decimals);
        const text = units.toString().padStart(decimals + 1, '0');
        return `${sign}${decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text}` as Intl.StringNumericLiteral;
      };
      for (const decimals of [0, 4, 7]) {
        const intl = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(cut(decimals));
        expect(formatNano(nano, language, decimals), `${nano} (${decimals})`).toBe(intl);
      }
      expect(formatNanoExact(nano, language), String(nano)).toBe(new Intl.NumberFormat(language, { maximumFractionDigits: 9 }).format(cut(9)));
    }
  });

  it('joins an amount and its unit with a no-break space, and never groups with a breaking one', () => {
    expect(withUnit(formatNano(1_234_567_899_999n, 'fr', 4), 'FRE')).toBe('1\u202f234,5678\u00a0FRE');
    expect(withUnit(formatNano(2_083_300n, 'ru', 7), 'FRE/ч')).toBe('0,0020833\u00a0FRE/ч');
    // No line may break inside a number: its group separators are no-break spaces or marks.
    for (const language of LANGUAGES) expect(formatNumber(12_345_678, language)).not.toMatch(/[ \t]/);
  });

  it('falls back to Intl for a language it has no symbols for', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNano(1_500_000_000n, 'de', 2)).toBe('1,50');
  });
});

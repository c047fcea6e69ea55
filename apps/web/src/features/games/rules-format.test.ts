import { LANGUAGES } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { payoutRatio, percent, times } from './rules-format.ts';

describe('rules-format', () => {
  // The returns to player the games state (0.96, kenoRtp's long fractions, 99.5 %), edges of rounding, tiny and negative shares.
  const shares = [0, 0.96, 0.9599, 0.95995, 0.285, 0.005, 0.00125, 1, 1.5, 12.3456, 123.45678, 0.0000001, 1e-9, -0.04, -12.3456];

  it.each([...LANGUAGES])('writes percents and multipliers as Intl.NumberFormat does in %s', (language) => {
    for (const value of shares) {
      for (const digits of [0, 1, 2, 3]) {
        expect(percent(value, language, digits), `${value} (${digits})`).toBe(new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value));
      }
    }
    for (const value of [1, 2.5, 50, 1234.567, 0.005]) expect(times(value, language)).toBe(`${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}×`);
  });

  it('falls back to Intl for a language it has no symbols for', () => {
    expect(percent(0.965, 'tr', 1)).toBe(new Intl.NumberFormat('tr', { style: 'percent', minimumFractionDigits: 1 }).format(0.965));
  });

  it('writes a payout as the ratio tables use', () => {
    expect([1.5, 1.2, 2, 1, 0.5].map(payoutRatio)).toEqual(['3:2', '6:5', '2:1', '1:1', '1:2']);
  });
});

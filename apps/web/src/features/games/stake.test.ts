import { LANGUAGES, parseFre } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { formatStake, parseStake } from './stake.ts';

describe('stake', () => {
  const stakes = [1, 10, 12.5, 999, 1000, 1234.5, 9999.999999999, 10_000, 0.000000001, 12_345.678];

  it.each([...LANGUAGES])('writes a stake as Intl.NumberFormat does without groups, and reads it back, in %s', (language) => {
    for (const value of stakes) {
      const written = formatStake(value, language);
      expect(written, String(value)).toBe(new Intl.NumberFormat(language, { maximumFractionDigits: 9, useGrouping: false }).format(value));
      if (value >= 1 && value <= 10_000) expect(parseStake(written, language), written).toEqual({ stake: parseFre(String(value))!.toString() });
    }
  });
});

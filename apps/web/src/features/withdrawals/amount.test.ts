import { describe, expect, it } from 'vitest';
import { amountInputValue, parseAmount } from './amount.ts';

describe('withdrawal amounts', () => {
  it('reads the language format exactly', () => {
    expect(parseAmount('250 000,5', 'fr')).toBe(250_000_500_000_000n);
    expect(parseAmount('250\u202f000', 'fr')).toBe(250_000_000_000_000n);
    expect(parseAmount('250,000.25', 'en')).toBe(250_000_250_000_000n);
    expect(parseAmount('250.000,25', 'es')).toBe(250_000_250_000_000n);
    expect(parseAmount('0,000000001', 'fr')).toBe(1n);
  });

  it('refuses what is not a positive amount of at most 9 decimals', () => {
    for (const text of ['', '0', '-5', 'abc', '1,0000000001', '1e5']) expect(parseAmount(text, 'fr')).toBeNull();
  });

  it('writes the max amount in the input format', () => {
    expect(amountInputValue(300_000_123_400_000n, 'fr')).toBe('300000,1234');
    expect(amountInputValue(300_000_000_000_000n, 'en')).toBe('300000');
  });
});

import { describe, expect, it } from 'vitest';
import { formatBalance, formatNanoExact, formatRate } from './format';

describe('format', () => {
  it('truncates balances to 4 decimals in the language format', () => {
    expect(formatBalance('1234567899999', 'en')).toBe('1,234.5678');
    expect(formatBalance('1234567899999', 'fr')).toBe('1\u202f234,5678');
  });

  it('shows rates with 7 decimals and exact constants in full', () => {
    expect(formatRate('1041667', 'en')).toBe('0.0010416');
    expect(formatNanoExact(1_041_667n, 'en')).toBe('0.001041667');
  });
});

import { HOUR_MS } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { rewardFromApi, rewardToApi } from './bonus-code-values.ts';

describe('bonus-code rewards', () => {
  it('are typed in FRE, FRE/h or hours and travel as nano-FRE, nano-FRE per hour or milliseconds (docs/decisions/077)', () => {
    expect(rewardToApi('fre', '7 500', 'fr')).toBe('7500000000000');
    expect(rewardToApi('boost', '0,4', 'fr')).toBe('400000000');
    expect(rewardToApi('time_reduction', '1.5', 'en')).toBe(String(1.5 * HOUR_MS));
    for (const text of ['', '0', 'abc', '-1']) expect(rewardToApi('fre', text, 'en'), text).toBeNull();
    expect(rewardFromApi('fre', '7500000000000')).toBe('7500');
    expect(rewardFromApi('boost', '400000000')).toBe('0.4');
    expect(rewardFromApi('time_reduction', String(2 * HOUR_MS))).toBe('2');
  });
});

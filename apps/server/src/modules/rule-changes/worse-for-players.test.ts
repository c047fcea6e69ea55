import { describe, expect, it } from 'vitest';
import { featureWorse, minimumsWorse, shopItemWorse } from './worse-for-players.ts';

describe('what counts as worse for players', () => {
  it('a higher minimum at any level, not a lower one', () => {
    expect(minimumsWorse(['10', '20'], ['10', '21'])).toBe(true);
    expect(minimumsWorse(['10', '20'], ['5', '20'])).toBe(false);
    expect(minimumsWorse(['10', '20'], ['5', '30'])).toBe(true);
  });

  it('a dearer item, one taken off sale or needing a higher level; a first price or a cheaper one is not', () => {
    expect(shopItemWorse({ price: '100' }, { price: '101' })).toBe(true);
    expect(shopItemWorse({ price: '100' }, { price: null })).toBe(true);
    expect(shopItemWorse({ stars: 100 }, { stars: 90 })).toBe(false);
    expect(shopItemWorse({ price: null }, { price: '100' })).toBe(false);
    expect(shopItemWorse({ available: true }, { available: false })).toBe(true);
    expect(shopItemWorse({ requiredLevel: 0 }, { requiredLevel: 3 })).toBe(true);
    expect(shopItemWorse({ requiredLevel: 3 }, { requiredLevel: 0 })).toBe(false);
  });

  it('a feature switched off', () => {
    expect(featureWorse(true, false)).toBe(true);
    expect(featureWorse(false, true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from './index.ts';
import { LOADING_UNITS, loadingUnit, unitNamespaces, withTheirUnits } from './loading-units.ts';

const grouped = Object.values(LOADING_UNITS).flat() as Namespace[];

describe('loading units', () => {
  it("put each namespace in one unit at most, and only the browser's", () => {
    expect(grouped.filter((namespace, index) => grouped.indexOf(namespace) !== index)).toEqual([]);
    expect(grouped.filter((namespace) => !NAMESPACES.includes(namespace))).toEqual([]);
    expect(grouped.filter((namespace) => namespace === 'email' || namespace === 'server')).toEqual([]);
  });

  it('are not named as a namespace, whose own file would then be another one', () => {
    expect(Object.keys(LOADING_UNITS).filter((unit) => (NAMESPACES as readonly string[]).includes(unit))).toEqual([]);
  });

  it('give every namespace a file that holds it', () => {
    for (const namespace of NAMESPACES) expect(unitNamespaces(loadingUnit(namespace))).toContain(namespace);
    expect(loadingUnit('kyc')).toBe('cash-out');
    expect(loadingUnit('games')).toBe('games');
  });

  it('bring the rest of a unit along with one of its namespaces, once', () => {
    expect(withTheirUnits(['web', 'shop', 'wallet'])).toEqual(['web', 'wallet', 'price', 'shop', 'trading', 'fre-guide']);
  });
});

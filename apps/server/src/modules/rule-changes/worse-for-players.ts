/**
 * What counts as worse for players, per rule (docs/decisions/063). A change that is worse may be
 * scheduled ahead and is announced; the changelog marks it either way.
 */

/** Minimums by level: worse when any level's minimum goes up (someone who could withdraw may no longer). */
export function minimumsWorse(before: readonly string[], after: readonly string[]): boolean {
  return after.some((value, level) => before[level] === undefined || BigInt(value) > BigInt(before[level]!));
}

export interface ShopItemRule {
  price?: string | null;
  stars?: number | null;
  available?: boolean;
  requiredLevel?: number;
}

/** A price that goes up or away (null: no longer sold that way) is worse. */
const priceWorse = (before: string | number | null | undefined, after: string | number | null | undefined) =>
  after === undefined ? false : before === null || before === undefined ? false : after === null || BigInt(after) > BigInt(before);

/** A shop item: dearer in TON or Stars, taken off sale, or a higher level to buy it. */
export function shopItemWorse(before: ShopItemRule, after: ShopItemRule): boolean {
  return priceWorse(before.price, after.price) || priceWorse(before.stars, after.stars)
    || (before.available === true && after.available === false)
    || (after.requiredLevel !== undefined && before.requiredLevel !== undefined && after.requiredLevel > before.requiredLevel);
}

/** A feature switched off. */
export const featureWorse = (before: boolean, after: boolean): boolean => before && !after;

import type { Queryable } from '#server/db/pool.ts';
import { ruleName } from './rule-change-dto.ts';
import { insertRuleChange } from './rule-changes.repository.ts';
import { featureWorse, shopItemWorse, type ShopItemRule } from './worse-for-players.ts';

/**
 * The changelog's row of a shop item's change, in the caller's transaction: the fields that
 * changed, before and after (none changed: no row). In force at once (docs/decisions/063).
 */
export async function recordShopItemChange(tx: Queryable, change: { id: string; before: Required<ShopItemRule>; after: ShopItemRule; now: Date; by: string }): Promise<void> {
  const fields = (Object.keys(change.after) as (keyof ShopItemRule)[]).filter((field) => change.after[field] !== undefined && change.after[field] !== change.before[field]);
  if (fields.length === 0) return;
  const pick = (rule: ShopItemRule) => Object.fromEntries(fields.map((field) => [field, rule[field]]));
  const before = pick(change.before);
  const after = pick(change.after);
  await insertRuleChange(tx, { rule: ruleName('shop_item', change.id), before, after, worse: shopItemWorse(before, after), effectiveAt: change.now, now: change.now, by: change.by });
}

/** The changelog's row of a feature switched on or off, in the caller's transaction. */
export async function recordFeatureChange(tx: Queryable, change: { flag: string; before: boolean; after: boolean; now: Date; by: string }): Promise<void> {
  await insertRuleChange(tx, { rule: ruleName('feature', change.flag), before: change.before, after: change.after, worse: featureWorse(change.before, change.after), effectiveAt: change.now, now: change.now, by: change.by });
}

/**
 * The figures and the rules, public (docs/decisions/063): GET /api/transparency, its paged
 * payouts and its dated changelog of rule changes. Nothing here names a player.
 */
import { z } from 'zod';
import { nanoRateString, nanoString, nanoTonString } from './api-schemas.ts';
import { SHOP_KINDS } from './constants.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a changelog row is about: the withdrawal minimums, one shop item, one feature. */
export const RULE_KINDS = ['withdrawal_minimums', 'shop_item', 'feature'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const ruleChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(RULE_KINDS),
  /** The shop item's id or the feature's name; null for the withdrawal minimums. */
  subject: z.string().nullable(),
  /** The values before and after: nano-FRE strings by level (minimums), the fields changed (an item), a boolean (a feature). */
  before: z.unknown(),
  after: z.unknown(),
  /** Worse for players (docs/decisions/063 says what counts, per rule). */
  worse: z.boolean(),
  effectiveAt: z.string(),
  announcedAt: z.string(),
  /** Not in force yet: announced ahead of its date. */
  upcoming: z.boolean(),
});
export type RuleChange = z.infer<typeof ruleChangeSchema>;

export const shopRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(SHOP_KINDS),
  rate: nanoRateString.nullable(),
  days: z.number().int().nullable(),
  amount: nanoString.nullable(),
  /** nanoTON; null: not sold for TON. */
  price: nanoTonString.nullable(),
  stars: z.number().int().nullable(),
  available: z.boolean(),
  requiredLevel: z.number().int(),
});

export const transparencyResponse = z.object({
  figures: z.object({
    minedTotal: nanoString,
    /** FRE mined per UTC day, oldest first, TRANSPARENCY.chartDays days ending today (days without mining: "0"). */
    minedPerDay: z.array(z.object({ day, mined: nanoString })),
    /** What the last proof of liabilities counted as owed to players (balances and withdrawals in progress); null before the first. */
    held: z.object({ total: nanoString, day }).nullable(),
    withdrawn: z.object({ count: z.number().int(), total: nanoString }),
    players: z.number().int(),
    /** Players whose identity check was approved. */
    verifiedPlayers: z.number().int(),
    /** When these figures were read (they are cached for TRANSPARENCY.cacheMs). */
    asOf: z.string(),
  }),
  rules: z.object({
    mining: z.object({ baseRate: nanoRateString, sessionHours: z.number(), referralBonus: nanoRateString, maxCountedReferrals: z.number().int() }),
    /** nano-FRE per hour added by each contest level, level 1 first. */
    levelRewards: z.array(nanoRateString),
    /** The minimum of each level, level 0 first, as in force now. */
    withdrawalMinimums: z.array(nanoString),
    shop: z.array(shopRuleSchema),
  }),
  /** Changes announced and not in force yet, soonest first: the dashboard's banner reads them. */
  upcoming: z.array(ruleChangeSchema),
});
export type Transparency = z.infer<typeof transparencyResponse>;

export const transparencyPayoutSchema = z.object({
  amount: nanoString,
  completedAt: z.string(),
  txHash: z.string().nullable(),
  /** The transaction on a public TON explorer, when its hash is one the explorer reads. */
  explorerUrl: z.string().nullable(),
});
export const transparencyPayoutsQuery = pageQuery;
export const transparencyPayoutsResponse = pageOf(transparencyPayoutSchema);
export type TransparencyPayout = z.infer<typeof transparencyPayoutSchema>;

export const ruleChangesQuery = pageQuery;
/** Newest effective date first: the upcoming changes lead. */
export const ruleChangesResponse = pageOf(ruleChangeSchema);

/** PUT /api/admin/withdrawal-minimums: `effectiveAt` (ISO date-time, in the future) schedules the change; without it, at once. */
export const withdrawalMinimumsUpdate = z.strictObject({
  minimums: z.array(nanoString).length(11),
  effectiveAt: z.iso.datetime({ offset: true }).optional(),
});

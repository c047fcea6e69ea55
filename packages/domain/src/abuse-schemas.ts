/** Back office for referral farms and scripted sign-ups (issue 19, decision 022). */
import { z } from 'zod';
import { ADMIN } from './constants.ts';
import { decisionCategory, decisionNote, requireCategory } from './appeal-schemas.ts';
import type { DecisionKind } from './decision-categories.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

/**
 * What made an account or a cluster suspicious. The detection job writes codes with numbers, the
 * back office says them in words in the admin's language ("12 accounts from one network prefix
 * within 40 minutes, all referred by X").
 */
export const ABUSE_TRAITS = ['network_burst', 'shared_network', 'shared_device', 'shared_user_agent', 'lockstep', 'only_mining', 'quick_start'] as const;
export type AbuseTrait = (typeof ABUSE_TRAITS)[number];
export const ABUSE_CLUSTER_KINDS = ['referral_tree', 'network_burst', 'shared_device'] as const;
export type AbuseClusterKind = (typeof ABUSE_CLUSTER_KINDS)[number];

/**
 * Cluster reasons. Params: network_burst {count, minutes}; referred_by {count, total, referrer};
 * shared_network / shared_device / shared_user_agent / lockstep / only_mining / quick_start
 * {count, total} (lockstep also {minutes}, quick_start {seconds}).
 */
export const ABUSE_REASON_CODES = ['network_burst', 'referred_by', 'shared_network', 'shared_device', 'shared_user_agent', 'lockstep', 'only_mining', 'quick_start'] as const;
export type AbuseReasonCode = (typeof ABUSE_REASON_CODES)[number];
export const abuseReason = z.object({ code: z.enum(ABUSE_REASON_CODES), params: z.record(z.string(), z.union([z.string(), z.number()])) });
export type AbuseReason = z.infer<typeof abuseReason>;

export const ABUSE_ACTIONS = ['mark_legitimate', 'reopen', 'freeze_referrals', 'unfreeze_referrals', 'freeze_mining', 'unfreeze_mining', 'ban', 'unban'] as const;
export type AbuseAction = (typeof ABUSE_ACTIONS)[number];

const person = z.object({ id: z.string(), nickname: z.string() });

export const abuseClusterSummary = z.object({
  id: z.string(),
  kind: z.enum(ABUSE_CLUSTER_KINDS),
  /** 0–100: the mean score of the cluster's members. */
  score: z.number().int(),
  status: z.enum(['open', 'legitimate']),
  memberCount: z.number().int(),
  /** Members at or above ABUSE_DETECTION.flagScore. */
  flaggedCount: z.number().int(),
  /** The referral tree's owner, or the referrer most members share. */
  referrer: person.nullable(),
  reasons: z.array(abuseReason),
  /** The operator's measures in force on the cluster's members. */
  measures: z.object({ referralsFrozen: z.boolean(), miningFrozen: z.boolean(), banned: z.boolean() }),
  firstSignUpAt: z.string(),
  lastSignUpAt: z.string(),
  detectedAt: z.string(),
});
export type AbuseClusterSummary = z.infer<typeof abuseClusterSummary>;

export const abuseClustersQuery = pageQuery.extend({ status: z.enum(['open', 'legitimate', 'all']).default('open') });
export const abuseClustersPage = pageOf(abuseClusterSummary).extend({
  /** When the detection job last finished, null before its first run. */
  lastRunAt: z.string().nullable(),
});

export const abuseClusterMember = z.object({
  id: z.string(),
  nickname: z.string(),
  /** Null for an account made in Telegram without one (decision 045). */
  email: z.string().nullable(),
  role: z.enum(['referrer', 'member']),
  referredBy: person.nullable(),
  signedUpAt: z.string().nullable(),
  /** Seconds from sign-up to a verified email and to the first mining start; null when not yet. */
  verifiedAfterSeconds: z.number().int().nullable(),
  firstMiningAfterSeconds: z.number().int().nullable(),
  sessions: z.number().int(),
  /** Anything besides mining: a game, a purchase, a bonus code, a message, a wallet, a withdrawal. */
  otherActivity: z.boolean(),
  score: z.number().int(),
  flagged: z.boolean(),
  traits: z.array(z.enum(ABUSE_TRAITS)),
  referralCreditFrozen: z.boolean(),
  miningFrozen: z.boolean(),
  banned: z.boolean(),
});
export type AbuseClusterMember = z.infer<typeof abuseClusterMember>;

/** A signal several members share: a short fingerprint of its keyed hash, never the value. */
export const abuseSharedSignal = z.object({ kind: z.enum(['network', 'device', 'user_agent']), fingerprint: z.string(), count: z.number().int() });

export const abuseClusterDetail = z.object({
  cluster: abuseClusterSummary,
  members: z.array(abuseClusterMember),
  sharedSignals: z.array(abuseSharedSignal),
  /** The operator's decisions on this cluster, newest first. */
  history: z.array(z.object({ action: z.enum(ABUSE_ACTIONS), actorLabel: z.string(), reason: z.string(), at: z.string() })),
});
export type AbuseClusterDetail = z.infer<typeof abuseClusterDetail>;

/** The decision about each member a measure makes (decision 061); the other actions make none. */
export const ABUSE_ACTION_DECISION: Partial<Record<AbuseAction, DecisionKind>> = { ban: 'ban', freeze_mining: 'mining_freeze', freeze_referrals: 'referral_freeze' };
/** `reason` stays the operator's; a measure also gives each member a category and, optionally, a note (decision 061). */
export const abuseActionRequest = z.strictObject({
  action: z.enum(ABUSE_ACTIONS),
  reason: z.string().trim().min(ADMIN.reasonMinLength).max(500),
  category: decisionCategory.optional(),
  note: decisionNote,
}).superRefine(requireCategory((body) => ABUSE_ACTION_DECISION[body.action] ?? null));
export const abuseRunResponse = z.object({ clusters: z.number().int(), flagged: z.number().int() });

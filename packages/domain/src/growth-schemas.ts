/** Referrals, contest, bonus codes, leaderboard and notifications: the API contract. */
import { z } from 'zod';
import { BONUS_CODE, CONTEST_TASKS } from './constants.ts';
import { parseFre } from './money.ts';
import { altchaSchema, nanoString } from './schemas.ts';

export const joinReferralRequest = z.strictObject({ code: z.string().trim().min(1, { message: 'required' }).max(32) });
export const referralsResponse = z.object({
  code: z.string(),
  referredBy: z.object({ nickname: z.string() }).nullable(),
  referrals: z.array(z.object({ id: z.string(), nickname: z.string(), active: z.boolean(), joinedAt: z.string(), remindable: z.boolean() })),
  activeCount: z.number().int(),
  countedCount: z.number().int(),
  cap: z.number().int(),
  bonusRate: nanoString,
  bonusPerReferral: nanoString,
  bonusSpinsEarned: z.number().int(),
});
export type ReferralsState = z.infer<typeof referralsResponse>;

const contestTask = z.enum(CONTEST_TASKS.map((t) => t.task) as [string, ...string[]]);
export const contestLevelSchema = z.object({
  level: z.number().int(),
  task: contestTask,
  reward: nanoString,
  /** validated; available (can be validated now); locked (previous level first); waiting (its condition is not met yet) */
  state: z.enum(['validated', 'available', 'locked', 'waiting']),
  /** How the server checks it: telegram membership, self-declared, or a condition it reads itself. */
  verification: z.enum(['telegram', 'self_declared', 'referral', 'wallet', 'pack']),
  link: z.string().nullable(),
  validatedAt: z.string().nullable(),
});
export const contestResponse = z.object({ level: z.number().int(), levels: z.array(contestLevelSchema), telegramLinked: z.boolean() });
export type ContestState = z.infer<typeof contestResponse>;
export const contestLevelParams = z.object({ n: z.coerce.number().int().min(1).max(10) });
export const validateLevelResponse = z.object({ level: z.number().int(), reward: nanoString });

export const telegramLinkRequest = z.strictObject({ initData: z.string().min(10).max(4096) });

export const BONUS_TYPES = ['fre', 'boost', 'time_reduction'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
/** The characters a bonus code may have, BONUS_CODE.minLength to maxLength of them. */
export const BONUS_CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{${BONUS_CODE.minLength},${BONUS_CODE.maxLength}}$`);
const bonusCodeText = z.string().trim().toUpperCase().regex(BONUS_CODE_PATTERN, { message: 'bonus_code_format' });
/** `altcha` is required once the player has had BOT_CHALLENGE.bonusCodeFailures codes refused recently. */
export const redeemRequest = z.strictObject({ code: z.string().trim().min(1, { message: 'required' }).max(BONUS_CODE.maxLength), altcha: altchaSchema.optional() });
export const redeemResponse = z.object({
  type: z.enum(BONUS_TYPES),
  /** fre: nano-FRE; boost: nano-FRE per hour; time_reduction: milliseconds */
  value: z.string(),
  duration: z.number().int().optional(),
  message: z.string(),
});
export const bonusHistoryResponse = z.object({
  entries: z.array(z.object({ id: z.string(), code: z.string(), type: z.enum(BONUS_TYPES), value: z.string(), duration: z.number().int().nullable(), usedAt: z.string() })),
});

const positiveDecimal = z.string().trim().refine((text) => {
  const nano = parseFre(text);
  return nano !== null && nano > 0n;
}, { message: 'invalid_amount' });
export const createBonusCodeRequest = z.strictObject({
  code: bonusCodeText,
  type: z.enum(BONUS_TYPES),
  /** FRE for fre, FRE/h for boost, hours for time_reduction (api.md) */
  rewardValue: positiveDecimal,
  duration: z.number().int().min(1).max(BONUS_CODE.maxDurationHours).optional(),
  maxUses: z.number().int().min(1).max(BONUS_CODE.maxUses),
  isActive: z.boolean().default(true),
});
export const updateBonusCodeRequest = z.strictObject({
  rewardValue: positiveDecimal.optional(),
  duration: z.number().int().min(1).max(BONUS_CODE.maxDurationHours).optional(),
  maxUses: z.number().int().min(1).max(BONUS_CODE.maxUses).optional(),
  isActive: z.boolean().optional(),
});
export const bonusCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(BONUS_TYPES),
  rewardValue: z.string(),
  duration: z.number().int(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const bonusCodeListResponse = z.object({ codes: z.array(bonusCodeSchema) });
export const bonusCodeUsagesResponse = z.object({ usages: z.array(z.object({ userId: z.string(), nickname: z.string(), usedAt: z.string() })) });

export const leaderboardResponse = z.object({
  top: z.array(z.object({ rank: z.number().int(), nickname: z.string(), totalMined: nanoString })),
  /** Beyond the first ranks, an estimate between the rank steps the stats job keeps (docs/decisions/011). */
  me: z.object({ rank: z.number().int(), approximate: z.boolean(), totalMined: nanoString }),
});

export const notificationsResponse = z.object({
  notifications: z.array(z.object({ id: z.string(), type: z.string(), params: z.record(z.string(), z.unknown()), link: z.string(), createdAt: z.string(), read: z.boolean() })),
  unread: z.number().int(),
});

export const proofPayloadResponse = z.object({ payload: z.string() });
export const walletLinkRequest = z.strictObject({
  address: z.string().min(10).max(100),
  network: z.string().max(10),
  publicKey: z.string().regex(/^[0-9a-fA-F]{64}$/).optional(),
  walletStateInit: z.string().min(10).max(10_000),
  proof: z.object({
    timestamp: z.number().int(),
    domain: z.object({ lengthBytes: z.number().int().min(0).max(1000), value: z.string().max(1000) }),
    signature: z.string().max(200),
    payload: z.string().max(200),
    stateInit: z.string().max(10_000).optional(),
  }),
});

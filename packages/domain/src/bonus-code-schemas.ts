/** Bonus codes: redeeming one, the player's history, the back office's codes. The API contract. */
import { z } from 'zod';
import { altchaSchema } from './bot-challenge-schemas.ts';
import { BONUS_CODE } from './constants.ts';
import { nanoAmountInput } from './api-schemas.ts';
import { pageOf } from './page-schemas.ts';

export const BONUS_TYPES = ['fre', 'boost', 'time_reduction'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
/** The characters a bonus code may have, BONUS_CODE.minLength to maxLength of them. */
export const BONUS_CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{${BONUS_CODE.minLength},${BONUS_CODE.maxLength}}$`);
const bonusCodeText = z.string().trim().toUpperCase().regex(BONUS_CODE_PATTERN, { message: 'bonus_code_format' });
/** The reward in the unit the code is stored and redeemed in (docs/decisions/077), the same in and out. */
const REWARD_DESCRIPTION = 'By type, an integer as a string: fre, nano-FRE (1 FRE = 10^9); boost, nano-FRE per hour; time_reduction, milliseconds.';
/** `altcha` is required once the player has had BOT_CHALLENGE.bonusCodeFailures codes refused recently. */
export const redeemRequest = z.strictObject({ code: z.string().trim().min(1, { message: 'required' }).max(BONUS_CODE.maxLength), altcha: altchaSchema.optional() });
export const redeemResponse = z.object({
  type: z.enum(BONUS_TYPES),
  /** fre: nano-FRE; boost: nano-FRE per hour; time_reduction: milliseconds */
  value: z.string().regex(/^\d+$/).describe(REWARD_DESCRIPTION),
  duration: z.number().int().optional(),
  message: z.string(),
});
export const bonusHistoryResponse = z.object({
  entries: z.array(z.object({ id: z.string(), code: z.string(), type: z.enum(BONUS_TYPES), value: z.string().regex(/^\d+$/).describe(REWARD_DESCRIPTION), duration: z.number().int().nullable(), usedAt: z.string() })),
});

const rewardValue = nanoAmountInput(REWARD_DESCRIPTION);
export const createBonusCodeRequest = z.strictObject({
  code: bonusCodeText,
  type: z.enum(BONUS_TYPES),
  /** nano-FRE for fre, nano-FRE per hour for boost, milliseconds for time_reduction */
  rewardValue,
  duration: z.number().int().min(1).max(BONUS_CODE.maxDurationHours).optional(),
  maxUses: z.number().int().min(1).max(BONUS_CODE.maxUses),
  isActive: z.boolean().default(true),
});
export const updateBonusCodeRequest = z.strictObject({
  rewardValue: rewardValue.optional(),
  duration: z.number().int().min(1).max(BONUS_CODE.maxDurationHours).optional(),
  maxUses: z.number().int().min(1).max(BONUS_CODE.maxUses).optional(),
  isActive: z.boolean().optional(),
});
export const bonusCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(BONUS_TYPES),
  rewardValue: z.string().regex(/^\d+$/).describe(REWARD_DESCRIPTION),
  duration: z.number().int(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const bonusCodeListResponse = pageOf(bonusCodeSchema);
export const bonusCodeUsagesResponse = pageOf(z.object({ userId: z.string(), nickname: z.string(), usedAt: z.string() }));

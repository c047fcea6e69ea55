/** Referrals: the player's code, their referrer and the friends they brought. The API contract. */
import { z } from 'zod';
import { nanoRateString } from './api-schemas.ts';
import { pageOf } from './page-schemas.ts';

export const joinReferralRequest = z.strictObject({ code: z.string().trim().min(1, { message: 'required' }).max(32) });
/** The player's code, referrer and counts, beside a page of their referrals (newest first). */
export const referralsResponse = pageOf(z.object({ id: z.string(), nickname: z.string(), active: z.boolean(), joinedAt: z.string(), remindable: z.boolean() })).extend({
  code: z.string(),
  referredBy: z.object({ nickname: z.string() }).nullable(),
  /** Every referral, beyond this page too. */
  referralCount: z.number().int(),
  activeCount: z.number().int(),
  countedCount: z.number().int(),
  cap: z.number().int(),
  bonusRate: nanoRateString,
  bonusPerReferral: nanoRateString,
  bonusSpinsEarned: z.number().int(),
});
export type ReferralsState = z.infer<typeof referralsResponse>;

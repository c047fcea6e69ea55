/** The back office's players: search, detail, balance adjustments, bans, roles. The API contract. */
import { z } from 'zod';
import { NANO_FRE_DESCRIPTION, nanoAmountInput, nanoRateString, nanoString } from './api-schemas.ts';
import { ADMIN } from './constants.ts';
import { decisionCategory, decisionNote, requireCategory } from './appeal-schemas.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

export const userSearchQuery = pageQuery.extend({ q: z.string().trim().max(254).optional() });
export const adminUserSummary = z.object({
  id: z.string(),
  /** Null for an account made in Telegram that has not added one (decision 045). */
  email: z.string().nullable(),
  nickname: z.string(),
  referralCode: z.string(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  balance: nanoString,
  totalMined: nanoString,
  level: z.number().int(),
  kycStatus: z.string(),
  createdAt: z.string(),
});
export const userSearchResponse = pageOf(adminUserSummary);
export const adminUserDetail = z.object({
  user: adminUserSummary.extend({
    miningRate: nanoRateString,
    activeReferrals: z.number().int(),
    tonWallet: z.string().nullable(),
    telegramUsername: z.string().nullable(),
    language: z.string(),
    referredBy: z.object({ id: z.string(), nickname: z.string() }).nullable(),
    bannedAt: z.string().nullable(),
    /** Two-step sign-in with an app is on: support can reset it (decision 024). */
    twoStep: z.boolean(),
  }),
  ledger: z.array(z.object({ id: z.string(), kind: z.string(), amount: nanoString, balanceAfter: nanoString, ref: z.string().nullable(), reason: z.string().nullable(), createdAt: z.string() })),
  sessions: z.array(z.object({ id: z.string(), startTime: z.string(), endTime: z.string(), rate: nanoRateString, active: z.boolean(), claimed: z.boolean(), earnings: nanoString.nullable() })),
  referrals: z.object({ count: z.number().int(), active: z.number().int(), frozen: z.number().int(), recent: z.array(z.object({ id: z.string(), nickname: z.string(), createdAt: z.string() })) }),
});

export const adjustBalanceRequest = z.strictObject({
  amount: nanoAmountInput(`Signed: positive credits, negative debits, never zero. ${NANO_FRE_DESCRIPTION}`, { signed: true }),
  reason: z.string().trim().min(ADMIN.reasonMinLength, { message: 'reason_required' }).max(500),
});
export const adjustBalanceResponse = z.object({ balance: nanoString, ledgerId: z.string() });
/** `reason`: the operator's, kept in the audit log; a ban also gives a category and, optionally, a note for the player (decision 061). */
export const banRequest = z.strictObject({
  banned: z.boolean(),
  reason: z.string().trim().min(ADMIN.reasonMinLength, { message: 'reason_required' }).max(500),
  category: decisionCategory.optional(),
  note: decisionNote,
}).superRefine(requireCategory((body) => (body.banned ? 'ban' : null)));
export const roleRequest = z.strictObject({ role: z.enum(['user', 'admin']) });
/** Support's reset of a player's two-step sign-in, after checking who asks (decision 024). */
export const resetTwoStepRequest = z.strictObject({ reason: z.string().trim().min(ADMIN.reasonMinLength, { message: 'reason_required' }).max(500) });

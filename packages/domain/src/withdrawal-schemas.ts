/** Withdrawals: the player's requests and the back office's decisions. The API contract. */
import { z } from 'zod';
import { pageOf, pageQuery } from './page-schemas.ts';
import { credentialKind } from './credential-schemas.ts';
import { NANO_FRE_DESCRIPTION, nanoAmountInput, nanoString } from './api-schemas.ts';
import { decisionCategory, requireCategory } from './appeal-schemas.ts';
import { ADMIN } from './constants.ts';
import { passkeyAuthenticationResponse } from './passkey-schemas.ts';
import { requestTracking } from './tracking-schemas.ts';

export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'signed', 'broadcast', 'completed', 'rejected', 'failed', 'payout_failed'] as const;
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: nanoString,
  walletAddress: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  txHash: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
}).meta({
  id: 'Withdrawal',
  example: { id: '77', amount: '50000000000', walletAddress: 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG', status: 'requested', reason: null, txHash: null, createdAt: '2026-11-29T08:10:00.000Z', completedAt: null },
});
export const createWithdrawalRequest = z.strictObject({
  amount: nanoAmountInput(`Held from the balance at once. ${NANO_FRE_DESCRIPTION}`),
  /** With two-step sign-in on (401 second_factor_required without it): a current code or a recovery code. */
  otp: z.string().trim().min(1).max(32).optional(),
  /** Instead of `otp`: a passkey's answer to POST /api/me/passkeys/assertion-options (decision 026). */
  passkey: passkeyAuthenticationResponse.optional(),
});
export const withdrawalResponse = z.object({ withdrawal: withdrawalSchema });
export const withdrawalsQuery = pageQuery;
/** A page of the player's withdrawals, newest first, and what the withdrawal page needs beside them. */
/** The player's withdrawal with its timeline and, while it waits for a review, its place in the queue (decision 062). */
export const trackedWithdrawal = withdrawalSchema.extend(requestTracking);
export const withdrawalsResponse = pageOf(trackedWithdrawal).extend({
  minimum: nanoString,
  maxDelayHours: z.number().int(),
  /** Withdrawals wait until then after a credential changed (decision 048), and which one it was. */
  blockedUntil: z.string().nullable(),
  blockedBy: credentialKind.nullable(),
});
export const adminWithdrawalItem = withdrawalSchema.extend({
  userId: z.string(),
  nickname: z.string(),
  approvalsNeeded: z.number().int(),
  approvedBy: z.array(z.string()),
  /** Open past its promise (TRACKING.overdueHours.withdrawal, decision 062). */
  overdue: z.boolean(),
});
export const adminWithdrawalsQuery = pageQuery;
/** A page of the open queue; `overdue` counts every open withdrawal past its promise, beyond this page too. */
export const adminWithdrawalsResponse = pageOf(adminWithdrawalItem).extend({ overdue: z.number().int() });
export const withdrawalDecisionRequest = z.strictObject({
  decision: z.enum(['approve', 'reject', 'mark_paid', 'retry_payout', 'refund']),
  reason: z.string().trim().min(ADMIN.reasonMinLength, { message: 'reason_required' }).max(500).optional(),
  txHash: z.string().trim().regex(/^[A-Za-z0-9+/=_-]{20,100}$/, { message: 'invalid_value' }).optional(),
  /** With a rejection (decision 061); its `reason` is shown to the player, as it always was. */
  category: decisionCategory.optional(),
}).superRefine(requireCategory((body) => (body.decision === 'reject' ? 'withdrawal_rejection' : null)));
export const withdrawalMinimums = z.strictObject({ minimums: z.array(nanoString).length(11) });

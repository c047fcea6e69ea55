/** KYC and withdrawals: the API contract. */
import { z } from 'zod';
import { passkeyAuthenticationResponse } from './passkey-schemas.ts';
import { nanoString } from './schemas.ts';

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license'] as const;
const text = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);

/** The text fields of the multipart KYC form (spec §3). */
export const kycFields = z.strictObject({
  firstName: text(80),
  lastName: text(80),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_value' }),
  nationality: text(60),
  phoneNumber: z.string().trim().regex(/^\+?[0-9 ().-]{6,24}$/, { message: 'invalid_value' }),
  address: text(200),
  city: text(100),
  postalCode: z.string().trim().regex(/^[A-Za-z0-9 -]{2,12}$/, { message: 'invalid_value' }),
  country: text(60),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string().trim().regex(/^[A-Za-z0-9 -]{4,32}$/, { message: 'invalid_value' }),
});
export type KycFields = z.infer<typeof kycFields>;
export const KYC_FILES = ['documentFront', 'documentBack', 'selfie'] as const;
export type KycFile = (typeof KYC_FILES)[number];

export const kycStatusResponse = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});

export const kycReviewRequest = z.strictObject({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500).optional() });
export const adminKycItem = z.object({
  id: z.string(),
  userId: z.string(),
  nickname: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  fields: kycFields,
  files: z.object({ documentFront: z.string(), documentBack: z.string().nullable(), selfie: z.string() }),
  /** Set once the photos are deleted (KYC_FILE_RETENTION_DAYS after the decision): the links then answer 404. */
  filesDeletedAt: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export const adminKycQueue = z.object({ items: z.array(adminKycItem) });

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
});
export const createWithdrawalRequest = z.strictObject({
  amount: z.string().trim().regex(/^\d{1,15}(\.\d{1,9})?$/, { message: 'invalid_amount' }),
  /** With two-step sign-in on (401 second_factor_required without it): a current code or a recovery code. */
  otp: z.string().trim().min(1).max(32).optional(),
  /** Instead of `otp`: a passkey's answer to POST /api/me/passkeys/assertion-options (decision 026). */
  passkey: passkeyAuthenticationResponse.optional(),
});
export const withdrawalResponse = z.object({ withdrawal: withdrawalSchema });
export const withdrawalsResponse = z.object({
  withdrawals: z.array(withdrawalSchema),
  minimum: nanoString,
  maxDelayHours: z.number().int(),
  blockedUntil: z.string().nullable(),
});
export const adminWithdrawalItem = withdrawalSchema.extend({
  userId: z.string(),
  nickname: z.string(),
  approvalsNeeded: z.number().int(),
  approvedBy: z.array(z.string()),
});
export const adminWithdrawalsResponse = z.object({ items: z.array(adminWithdrawalItem) });
export const withdrawalDecisionRequest = z.strictObject({
  decision: z.enum(['approve', 'reject', 'mark_paid', 'retry_payout', 'refund']),
  reason: z.string().trim().min(3, { message: 'reason_required' }).max(500).optional(),
  txHash: z.string().trim().regex(/^[A-Za-z0-9+/=_-]{20,100}$/, { message: 'invalid_value' }).optional(),
});
export const withdrawalMinimums = z.object({ minimums: z.array(nanoString).length(11) });

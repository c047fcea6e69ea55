/** KYC: the form, its status, the back office's review. The API contract. */
import { z } from 'zod';
import { pageOf, pageQuery } from './page-schemas.ts';
import { requestTracking } from './tracking-schemas.ts';
import { decisionCategory, requireCategory } from './appeal-schemas.ts';

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license'] as const;
const text = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);

/** The text fields of the multipart KYC form. */
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
  /** The latest check's timeline and, while it waits, its place in the queue (decision 062). */
  ...requestTracking,
});

/** A rejection gives a category (decision 061); its `reason` is shown to the player, as it always was. */
export const kycReviewRequest = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
  category: decisionCategory.optional(),
}).superRefine(requireCategory((body) => (body.decision === 'reject' ? 'kyc_rejection' : null)));
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
  /** Pending past its promise (TRACKING.overdueHours.kyc, decision 062). */
  overdue: z.boolean(),
});
export const adminKycQueueQuery = pageQuery.extend({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
/** A page of the queue; `overdue` counts every pending check past its promise, beyond this page too. */
export const adminKycQueue = pageOf(adminKycItem).extend({ overdue: z.number().int() });

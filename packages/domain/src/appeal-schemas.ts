/** Decisions about a player, their reasons, and the player's appeal (issue 49, decision 061). The API contract. */
import { z } from 'zod';
import { altchaSchema } from './bot-challenge-schemas.ts';
import { ADMIN, APPEALS } from './constants.ts';
import { ALL_DECISION_CATEGORIES, DECISION_KINDS, isCategoryOf, type DecisionKind } from './decision-categories.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

export const APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;

/** The category an operator gives with a decision: one of every kind's, checked against the kind by `requireCategory`. */
export const decisionCategory = z.enum(ALL_DECISION_CATEGORIES.filter((category) => category !== 'unspecified') as [string, ...string[]]);
/** The part of the reason meant for the player, optional: the category alone is said in words. */
export const decisionNote = z.string().trim().max(APPEALS.noteMaxLength).optional();

/**
 * Refinement for an admin's request: when `kindOf(body)` is a decision about a player, a category of
 * that kind is required (field code `required`, or `invalid_value` for another kind's).
 */
export function requireCategory<Body extends { category?: string | undefined }>(kindOf: (body: Body) => DecisionKind | null) {
  return (body: Body, ctx: z.RefinementCtx) => {
    const kind = kindOf(body);
    if (kind === null) return;
    if (body.category === undefined) ctx.addIssue({ code: 'custom', path: ['category'], message: 'required' });
    else if (!isCategoryOf(kind, body.category)) ctx.addIssue({ code: 'custom', path: ['category'], message: 'invalid_value' });
  };
}

export const appealSchema = z.object({
  id: z.string(),
  decisionId: z.string(),
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  /** The admin's answer, once answered. */
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** A decision as its player sees it: the category and the note meant for them, never the operator's internal reason. */
export const decisionSchema = z.object({
  id: z.string(),
  kind: z.enum(DECISION_KINDS),
  category: z.enum(ALL_DECISION_CATEGORIES),
  note: z.string().nullable(),
  /** The KYC submission or the withdrawal decided on; null for a measure on the account. */
  subjectId: z.string().nullable(),
  decidedAt: z.string(),
  /** False once lifted (an unban, an unfreeze) or overturned on appeal. */
  inForce: z.boolean(),
  appeal: appealSchema.nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const myDecisionsPage = pageOf(decisionSchema);
export const myAppealsPage = pageOf(appealSchema.extend({ decision: decisionSchema.omit({ appeal: true }) }));

const appealText = z.string().trim().min(APPEALS.textMinLength, { message: 'message_too_short' }).max(APPEALS.textMaxLength);
export const appealRequest = z.strictObject({ decisionId: z.string().regex(/^\d{1,18}$/, { message: 'invalid_value' }), text: appealText });
export const appealResponse = z.object({ appeal: appealSchema });

/** A banned account cannot sign in: its password proves the owner (rate-limited and counted as a sign-in). */
export const authAppealRequest = z.strictObject({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().min(1).max(200),
  text: appealText,
  /** Required after recent failed sign-ins of the address or its network, as for signing in. */
  altcha: altchaSchema.optional(),
});

/** The back office's queue: the appeal, its decision, and the decision's evidence (the audit entry that made it). */
export const adminAppealsQuery = pageQuery.extend({ status: z.enum(['pending', 'answered']).default('pending') });
export const adminAppealItem = appealSchema.extend({
  decision: decisionSchema.omit({ appeal: true }).extend({
    decidedBy: z.string().nullable(),
    /** The operator's internal reason and what they saw: the audit entry's `after`, for admins only. */
    evidence: z.unknown(),
  }),
  user: z.object({ id: z.string(), nickname: z.string(), email: z.string().nullable() }),
  answeredBy: z.string().nullable(),
});
export const adminAppealsPage = pageOf(adminAppealItem).extend({ pending: z.number().int() });
export const appealDecisionRequest = z.strictObject({
  outcome: z.enum(APPEAL_OUTCOMES),
  reason: z.string().trim().min(ADMIN.reasonMinLength, { message: 'reason_required' }).max(APPEALS.answerMaxLength),
});

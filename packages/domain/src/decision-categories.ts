/**
 * The decisions an operator makes about a player and the reasons each may give (decision 061):
 * one list, translated under appeals.category.<category>, so that a player is told why in words
 * they can check, never the detection's evidence.
 */
export const DECISION_KINDS = ['ban', 'mining_freeze', 'referral_freeze', 'kyc_rejection', 'withdrawal_rejection'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The categories an operator can choose, per kind. */
export const DECISION_CATEGORIES = {
  ban: ['multiple_accounts', 'automated_activity', 'referral_abuse', 'payment_fraud', 'terms_violation', 'other'],
  mining_freeze: ['automated_activity', 'multiple_accounts', 'referral_abuse', 'other'],
  referral_freeze: ['referral_abuse', 'multiple_accounts', 'other'],
  kyc_rejection: ['document_unreadable', 'document_expired', 'selfie_mismatch', 'details_mismatch', 'document_not_accepted', 'other'],
  withdrawal_rejection: ['suspicious_activity', 'wallet_problem', 'identity_mismatch', 'terms_violation', 'other'],
} as const satisfies Record<DecisionKind, readonly string[]>;

/** A decision made before categories existed reads 'unspecified': it is never chosen. */
export const UNSPECIFIED_CATEGORY = 'unspecified';

export const ALL_DECISION_CATEGORIES = [...new Set([...Object.values(DECISION_CATEGORIES).flat(), UNSPECIFIED_CATEGORY])] as [string, ...string[]];
export type DecisionCategory = (typeof DECISION_CATEGORIES)[DecisionKind][number] | typeof UNSPECIFIED_CATEGORY;

export function isCategoryOf(kind: DecisionKind, category: string): boolean {
  return (DECISION_CATEGORIES[kind] as readonly string[]).includes(category);
}

import { CREDENTIAL_KINDS, type CredentialKind } from '@fre/domain';

/** Audit actions and detail fields the interface has words for; anything newer shows its raw code. */
export const AUDIT_ACTIONS = [
  'access_code_created', 'access_code_changed', 'access_code_change_failed', 'admin_unlocked', 'admin_unlock_failed',
  'admin_unlock_blocked', 'admin_session_revoked', 'admin_granted', 'admin_revoked', 'user_banned', 'user_unbanned',
  'balance_adjusted', 'setting_changed', 'kyc_approved', 'kyc_rejected', 'withdrawal_approved', 'withdrawal_rejected',
  'withdrawal_marked_paid', 'withdrawal_payout_retried', 'withdrawal_payout_refunded', 'withdrawal_minimums_changed',
  'bonus_code_created', 'bonus_code_updated',
  'global_message_published', 'global_message_retired', 'information_published', 'ad_created', 'ad_activated',
  'ad_deactivated', 'shop_item_updated', 'star_payment_refunded', 'star_payment_reviewed', 'telegram_update_reviewed', 'support_replied', 'wallet_linked', 'wallet_unlinked',
  'abuse_mark_legitimate', 'abuse_reopen', 'abuse_freeze_referrals', 'abuse_unfreeze_referrals', 'abuse_freeze_mining',
  'abuse_unfreeze_mining', 'abuse_ban', 'abuse_unban', 'two_step_reset', 'credential_added', 'credential_replaced', 'credential_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

export const AUDIT_FIELDS = [
  'balance', 'amount', 'reason', 'banned', 'role', 'adminId', 'status', 'txHash', 'approvals', 'needed', 'code', 'submission', 'failure',
  'referrals_frozen', 'mining_frozen', 'users', 'twoStep', 'label', 'kind',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
export const isAuditField = (value: string): value is AuditField => (AUDIT_FIELDS as readonly string[]).includes(value);

export const AUDIT_STATUSES = ['pending', 'requested', 'approved', 'signed', 'broadcast', 'completed', 'rejected', 'failed', 'payout_failed', 'open', 'legitimate'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const isAuditStatus = (value: unknown): value is AuditStatus => (AUDIT_STATUSES as readonly unknown[]).includes(value);

/** A credential's change (decision 048) targets the credential by its kind, named in words. */
export const isCredentialKind = (value: string): value is CredentialKind => (CREDENTIAL_KINDS as readonly string[]).includes(value);

export const SETTING_KEYS = ['games', 'shop', 'referrals', 'maintenance'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const isSettingKey = (value: string | null): value is SettingKey => (SETTING_KEYS as readonly (string | null)[]).includes(value);

/** Target types with a label of their own ("Withdrawal 1a2b3c4d"); users link to their page. */
export const TARGET_LABELS = {
  session: 'session',
  withdrawal: 'withdrawal',
  ticket: 'ticket',
  bonus_code: 'bonusCode',
  ad: 'ad',
  shop_item: 'shopItem',
  star_payment: 'starPayment',
  telegram_update: 'telegramUpdate',
  global_message: 'globalMessage',
  information: 'information',
} as const;
export const isLabelledTarget = (value: string): value is keyof typeof TARGET_LABELS => value in TARGET_LABELS;

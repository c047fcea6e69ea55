/** Audit actions and detail fields the interface has words for; anything newer shows its raw code. */
export const AUDIT_ACTIONS = [
  'access_code_created', 'access_code_changed', 'access_code_change_failed', 'admin_unlocked', 'admin_unlock_failed',
  'admin_unlock_blocked', 'admin_session_revoked', 'admin_granted', 'admin_revoked', 'user_banned', 'user_unbanned',
  'balance_adjusted', 'setting_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

export const AUDIT_FIELDS = ['balance', 'amount', 'reason', 'banned', 'role', 'adminId'] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
export const isAuditField = (value: string): value is AuditField => (AUDIT_FIELDS as readonly string[]).includes(value);

export const SETTING_KEYS = ['games', 'shop', 'referrals', 'maintenance'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const isSettingKey = (value: string | null): value is SettingKey => (SETTING_KEYS as readonly (string | null)[]).includes(value);

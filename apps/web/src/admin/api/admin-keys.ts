import { isApiError } from '#web/lib/api-error.ts';

/**
 * Root of every back-office data query. The whole tree is dropped when the gate locks, so no
 * admin data outlives the unlocked session in memory.
 */
export const adminDataKey = ['admin'] as const;

/**
 * The server refuses /api/admin/* while this session is locked or idle (403 admin_locked), and as
 * soon as the admin no longer has a second factor (403 second_factor_setup_required, decision 039).
 */
export const isAdminLocked = (error: unknown): boolean => isApiError(error) && (error.code === 'admin_locked' || isSecondFactorGone(error));
export const isSecondFactorGone = (error: unknown): boolean => isApiError(error) && error.code === 'second_factor_setup_required';

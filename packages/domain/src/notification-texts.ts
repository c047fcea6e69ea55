import { HOUR_MS, MINUTE_MS, TIMERS, TRACKING } from './constants.ts';

/**
 * Numbers the notification texts quote, by type (the push's in server.json, the app's in
 * notifications.json): read from the constants, never typed in a text.
 */
export const NOTIFICATION_TEXT_NUMBERS: Partial<Record<string, Record<string, number>>> = {
  mining_session_end: { minutes: TIMERS.sessionEndNoticeMs / MINUTE_MS },
  bonus_expiring: { hours: TIMERS.boostExpiryNoticeMs / HOUR_MS },
  kyc_overdue: { hours: TRACKING.overdueHours.kyc },
  withdrawal_overdue: { hours: TRACKING.overdueHours.withdrawal },
};

/**
 * The text variant a notification's data asks for, or null for its plain text: a free spin back
 * while referral bonus spins still wait says how many, in the plural forms of
 * `<text>WithBonusSpins` (the server counts them when it creates the notification).
 */
export function notificationTextVariant(type: string, params: Record<string, unknown>): { suffix: 'WithBonusSpins'; count: number } | null {
  const bonusSpins = Number(params.bonusSpins);
  return type === 'slot_available' && Number.isInteger(bonusSpins) && bonusSpins > 0 ? { suffix: 'WithBonusSpins', count: bonusSpins } : null;
}

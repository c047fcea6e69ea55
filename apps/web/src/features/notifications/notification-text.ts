import { NOTIFICATION_TEXT_NUMBERS, notificationTextVariant } from '@fre/domain';
import type { TFunction } from 'i18next';
import { formatNumber } from '#web/lib/format.ts';
import type { AppNotification } from './api/get-notifications.ts';

/** Types with their own texts in notifications.json; any other type gets the generic text. */
export const NOTIFICATION_TYPES = [
  'mining_session_end', 'mining_session_claim', 'slot_available', 'referral_active', 'referral_reminder', 'bonus_expiring',
  'level_up', 'withdrawal_complete', 'withdrawal_rejected', 'purchase_confirmation', 'kyc_approved', 'kyc_rejected', 'support_reply',
  'appeal_upheld', 'appeal_overturned',
] as const;
type KnownType = (typeof NOTIFICATION_TYPES)[number];

const isKnown = (type: string): type is KnownType => (NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * Title and text of a notification in the current language: its params, the numbers its texts
 * quote (from the constants, formatted for `language`), and the variant its data asks for.
 */
export function notificationText(t: TFunction<'notifications'>, notification: AppNotification, language: string) {
  const type = isKnown(notification.type) ? notification.type : 'generic';
  const numbers = Object.entries(NOTIFICATION_TEXT_NUMBERS[type] ?? {}).map(([key, value]) => [key, formatNumber(value, language)]);
  const params = {
    nickname: '', reason: '', itemId: '',
    ...Object.fromEntries(numbers),
    ...Object.fromEntries(Object.entries(notification.params).map(([key, value]) => [key, String(value)])),
  };
  // Type names contain underscores, which i18next's key types read as context suffixes: look up as plain strings.
  const text = t as unknown as (key: string, options: Record<string, string | number>) => string;
  const variant = type === 'generic' ? null : notificationTextVariant(type, notification.params);
  return {
    title: text(`types.${type}.title`, params),
    text: variant
      ? text(`types.${type}.text${variant.suffix}`, { ...params, count: variant.count })
      : text(`types.${type}.text`, params),
  };
}

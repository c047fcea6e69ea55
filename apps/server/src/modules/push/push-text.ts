import { NOTIFICATION_TEXT_NUMBERS, notificationTextVariant, type Language } from '@fre/domain';
import { t } from '#server/lib/i18n.ts';

/**
 * A notification's push title and body in `language` (server.json notifications.<type>): its own
 * params, the numbers its texts quote, and the variant its data asks for (a count picks the plural).
 */
export function pushText(type: string, params: Record<string, unknown>, language: Language): { title: string; body: string } {
  const values: Record<string, string | number> = { ...NOTIFICATION_TEXT_NUMBERS[type] };
  for (const [key, value] of Object.entries(params)) values[key] = typeof value === 'number' ? value : String(value);
  const variant = notificationTextVariant(type, params);
  return {
    title: t('server', language, `notifications.${type}.title`, values),
    body: variant
      ? t('server', language, `notifications.${type}.body${variant.suffix}`, { ...values, count: variant.count })
      : t('server', language, `notifications.${type}.body`, values),
  };
}

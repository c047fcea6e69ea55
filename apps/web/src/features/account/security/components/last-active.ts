import { dateTimeFormat, relativeTimeFormat } from '@fre/i18n/intl-formats';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

/**
 * When a device was last active, in the reader's language: "à l'instant" under a minute, "il y a
 * 5 minutes" within a week, then the date.
 */
export function lastActive(iso: string, language: string, now = Date.now()): { relative: boolean; text: string } {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed >= 7 * 86_400_000) {
    return { relative: false, text: dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) };
  }
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return { relative: true, text: format.format(-Math.floor(elapsed / ms), unit) };
  }
  return { relative: true, text: format.format(0, 'second') };
}

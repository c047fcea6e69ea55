import { DAY_MS, HOUR_MS, MINUTE_MS } from '@fre/domain';
import { numberFormat } from '@fre/i18n/intl-formats';

const UNITS = [['day', DAY_MS], ['hour', HOUR_MS], ['minute', MINUTE_MS], ['second', 1_000]] as const;

/**
 * A span of time quoted in a sentence, in its largest whole unit with the unit in the language's
 * own words and grammar ("1 heure", "30 jours", "2 часа"; short: "24 h", "7 j"). Under two days it
 * counts hours: a day's window reads "24 hours", as people say it.
 */
export function formatSpan(ms: number, language: string, unitDisplay: 'long' | 'short' = 'long'): string {
  const [unit, size] = UNITS.find(([unit, size]) => ms % size === 0 && ms >= (unit === 'day' ? 2 * DAY_MS : size)) ?? UNITS[3];
  return numberFormat(language, { style: 'unit', unit, unitDisplay }).format(ms / size);
}

import { dateTimeFormat as dateFormatter, listFormat, numberFormat } from '@fre/i18n/intl-formats';

/** Dates and durations of the back office in the interface language (amounts: lib/format). */

export const formatDateTime = (iso: string, language: string) =>
  dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Two moments as one range, the shared day said once ("25 nov. 2026, 15:50 – 16:40"). */
export const formatDateTimeRange = (fromIso: string, toIso: string, language: string) =>
  dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(new Date(fromIso), new Date(toIso));

export const formatDate = (iso: string, language: string) => dateFormatter(language, { dateStyle: 'medium' }).format(new Date(iso));

export const formatTime = (iso: string, language: string) => dateFormatter(language, { timeStyle: 'medium' }).format(new Date(iso));

/** A calendar day "YYYY-MM-DD" of the stats series, shown short ("12 mars", or "12 mars 2025" with the year). */
export const formatDay = (day: string, language: string, withYear = false) =>
  dateFormatter(language, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** "5 h 12 min" in the language's units. */
export function formatDuration(ms: number, language: string): string {
  const totalMinutes = Math.round(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

type DelayUnit = 'day' | 'hour' | 'minute' | 'second';
const DELAY_UNITS: [DelayUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60], ['second', 1]];
const unitText = (value: number, unit: DelayUnit, language: string, unitDisplay: 'short' | 'long' = 'short') =>
  numberFormat(language, { style: 'unit', unit, unitDisplay }).format(value);

/** A delay in seconds in its largest unit and the next one if any, short ("40 s", "1 min 5 s", "3 h 20 min", "2 j"). */
export function formatDelay(seconds: number, language: string): string {
  const total = Math.max(0, Math.round(seconds));
  const index = DELAY_UNITS.findIndex(([, size]) => total >= size);
  if (index === -1) return unitText(0, 'second', language);
  const [unit, size] = DELAY_UNITS[index]!;
  const parts = [unitText(Math.floor(total / size), unit, language)];
  const next = DELAY_UNITS[index + 1];
  if (next && Math.floor((total % size) / next[1]) > 0) parts.push(unitText(Math.floor((total % size) / next[1]), next[0], language));
  return listFormat(language, { type: 'unit', style: 'narrow' }).format(parts);
}

/** A span quoted in a sentence, in its largest whole unit ("40 min", "2 min", "90 s"; long: "60 jours"). */
export function formatSpan(seconds: number, language: string, unitDisplay: 'short' | 'long' = 'short'): string {
  const total = Math.max(0, Math.round(seconds));
  const [unit, size] = DELAY_UNITS.find(([, size]) => total >= size && total % size === 0) ?? ['second', 1];
  return unitText(total / size, unit, language, unitDisplay);
}

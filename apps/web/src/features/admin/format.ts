/** Dates and durations of the back office in the interface language (amounts: lib/format). */
const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(language: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    cache.set(key, formatter);
  }
  return formatter;
}

export const formatDateTime = (iso: string, language: string) =>
  dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

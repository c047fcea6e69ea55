import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** A calendar date "YYYY-MM-DD" or an ISO instant, in the language's medium date format. */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const calendar = value.length === 10;
  return dateTimeFormat(language, { dateStyle: 'long', ...(calendar ? { timeZone: 'UTC' } : {}) }).format(date);
}

import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** An instant in the language's date and time format ("12 mars 2026, 14:05"). */
export const formatDateTime = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

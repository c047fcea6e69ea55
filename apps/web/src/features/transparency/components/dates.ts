import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** A UTC day of the figures ("2026-11-28"), written in the language. */
export const formatDay = (day: string, language: string) => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A moment (a payout, a change's effective date) in the player's time zone. */
export const formatMoment = (iso: string, language: string) => dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

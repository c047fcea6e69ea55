import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** A snapshot's day (UTC) written in the language: the day the proof says, wherever the player is. */
export const formatProofDay = (day: string, language: string) => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

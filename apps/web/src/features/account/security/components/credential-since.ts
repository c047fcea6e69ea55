import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** A credential's date as the list writes it, in the language's long form ("3 novembre 2026"). */
export const credentialDate = (iso: string, language: string) => dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

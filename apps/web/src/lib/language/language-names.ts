import type { Language } from '@fre/domain';

/** Each language named in itself (endonyms are the same in every interface language). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  ru: 'Русский',
  zh: '中文',
};

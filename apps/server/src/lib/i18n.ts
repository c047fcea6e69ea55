import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@fre/domain';
import { translate, type Messages } from '@fre/i18n';

const localesDir = new URL('../../../../packages/i18n/locales/', import.meta.url);

function load(namespace: 'errors' | 'email' | 'server'): Record<Language, Messages> {
  const entries = LANGUAGES.map((language) => {
    const file = new URL(`${language}/${namespace}.json`, localesDir);
    return [language, JSON.parse(readFileSync(file, 'utf8')) as Messages] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Messages>;
}

const catalogs = { errors: load('errors'), email: load('email'), server: load('server') };

export function t(namespace: keyof typeof catalogs, language: Language, key: string, params?: Record<string, string | number>): string {
  return translate(catalogs[namespace], language, key, params);
}

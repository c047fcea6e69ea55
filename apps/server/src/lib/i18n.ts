import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@fre/domain';
import { translate, type Messages } from '@fre/i18n';

const localesDir = new URL('../../../../packages/i18n/locales/', import.meta.url);

function load(namespace: 'errors' | 'email' | 'server' | 'web'): Record<Language, Messages> {
  const entries = LANGUAGES.map((language) => {
    const file = new URL(`${language}/${namespace}.json`, localesDir);
    return [language, JSON.parse(readFileSync(file, 'utf8')) as Messages] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Messages>;
}

/** `web` only for the texts the server's own ones nest, such as a game's one name (web:gameNames). */
const catalogs = { errors: load('errors'), email: load('email'), server: load('server'), web: load('web') };
const NESTING = /\$t\(([\w-]+):([^()]+)\)/g;

export function t(namespace: Exclude<keyof typeof catalogs, 'web'>, language: Language, key: string, params?: Record<string, string | number>): string {
  return nested(translate(catalogs[namespace], language, key, params), language);
}

/** `$t(ns:key)` in a text is that text of `ns`, in the same language, as the web app's translator has it. */
function nested(text: string, language: Language): string {
  if (!text.includes('$t(')) return text;
  return text.replace(NESTING, (written, namespace: string, key: string) =>
    namespace in catalogs ? translate(catalogs[namespace as keyof typeof catalogs], language, key.trim()) : written,
  );
}

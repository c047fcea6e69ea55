import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@fre/domain';
import { pluralRules } from './intl-formats.ts';

export type Messages = { [key: string]: string | Messages };

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side lookup with French fallback and {{name}} interpolation, and plurals as i18next picks
 * them: with a numeric `count`, `<key>_<form>` first (one, few, many, other: the language's rules).
 */
export function translate(
  catalogs: Record<Language, Messages>,
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const find = (lang: Language) => {
    const plural = typeof params.count === 'number' ? lookup(catalogs[lang], `${key}_${pluralRules(lang).select(params.count)}`) : undefined;
    return plural ?? lookup(catalogs[lang], key);
  };
  const text = find(language) ?? find(FALLBACK_LANGUAGE) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** First supported language of an Accept-Language header, else French. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return FALLBACK_LANGUAGE;
}

import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@fre/domain';

export type Messages = { [key: string]: string | Messages };

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side lookup with French fallback and {{name}} interpolation (same syntax as i18next). */
export function translate(
  catalogs: Record<Language, Messages>,
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = lookup(catalogs[language], key) ?? lookup(catalogs[FALLBACK_LANGUAGE], key) ?? key;
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

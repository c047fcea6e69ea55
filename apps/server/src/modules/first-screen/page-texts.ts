import { readFile } from 'node:fs/promises';
import { LANGUAGES, type Language } from '@fre/domain';
import { NAMESPACES, withTheirUnits, type Namespace } from '@fre/i18n';

const localesDir = new URL('../../../../../packages/i18n/locales/', import.meta.url);

export type PageTexts = (language: Language, namespaces: Namespace[]) => Partial<Record<Language, Record<string, unknown>>>;

/**
 * Every namespace the browser may load, in every language, read once at start (about 1 MB): the
 * same files the web build bundles, so the embedded texts are the ones the app would fetch.
 */
export async function loadPageTexts(): Promise<PageTexts> {
  const browserNamespaces = NAMESPACES.filter((namespace) => namespace !== 'email' && namespace !== 'server');
  const catalog = new Map<string, unknown>();
  await Promise.all(
    LANGUAGES.flatMap((language) =>
      browserNamespaces.map(async (namespace) => {
        const text = await readFile(new URL(`${language}/${namespace}.json`, localesDir), 'utf8');
        catalog.set(`${language}/${namespace}`, JSON.parse(text));
      }),
    ),
  );
  // Only the page's language: the app's translator reads no other (decision 059), and every key
  // exists in every language (the locales test). A page gets its namespaces' loading units whole
  // (decision 047): the app would fetch the rest of a unit as soon as a part of the page asked for
  // a namespace of it.
  return (language, namespaces) => {
    const embedded = withTheirUnits(namespaces);
    return { [language]: Object.fromEntries(embedded.map((namespace) => [namespace, catalog.get(`${language}/${namespace}`) ?? {}])) };
  };
}

import { FALLBACK_LANGUAGE, LANGUAGES } from '@fre/domain';
import { loadingUnit } from '@fre/i18n/loading-units';
import type { Namespace } from '@fre/i18n';
import { detectLanguage } from './language-storage.ts';
import { createTranslator, type Catalog, type Texts, type Translator } from './translator.ts';
import { typeset } from './typeset.ts';

/** Where the build put the translations, one JSON file per language and loading unit (plugins/locale-files.ts). */
declare const __LOCALES_PATH__: string;

/** A unit's file in flight or arrived, per language: its namespaces are asked for one by one, fetched once. */
const units = new Map<string, Promise<Record<string, Texts>>>();

/**
 * Each namespace is fetched when a page first asks for it, in the file of its loading unit
 * (packages/i18n/src/loading-units.ts, decision 047); the ones a signed-in page starts with come
 * embedded in it (decision 027); `admin` only by the back office. The unit's other namespaces go
 * into the store with it: a part of the page that reads one of them (the profile's bonus history
 * under the profile's texts) finds it there in its first render, and asks for nothing.
 */
function fetchUnit(language: string, namespace: string): Promise<Record<string, Texts>> {
  const path = `${language}/${loadingUnit(namespace as Namespace)}`;
  let pending = units.get(path);
  if (!pending) {
    pending = fetch(`${__LOCALES_PATH__}/${path}.json`).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json() as Promise<Record<string, Texts>>;
    });
    // A failed fetch is tried again on the next ask.
    pending.catch(() => units.delete(path));
    units.set(path, pending);
  }
  return pending;
}

/** The app's one translator; `initI18n` gives it its language and the texts the page embeds. */
export const i18n: Translator = createTranslator({
  fallbackLanguage: FALLBACK_LANGUAGE,
  supportedLanguages: LANGUAGES,
  defaultNamespace: 'web',
  namespaces: ['web', 'errors'],
  load: fetchUnit,
  postProcess: typeset,
});

/** `resources`: namespaces already at hand (embedded in the page); the others still load lazily. */
export function initI18n(language = detectLanguage(), resources?: Catalog): Promise<void> {
  if (resources) i18n.addResources(resources);
  return i18n.init(language);
}

i18n.on('languageChanged', announceLanguage);

/**
 * `<html lang>` names the language the page is written in (on the first language too: the
 * translator announces it on init): screen readers pick their voice from it, and CSS
 * `hyphens: auto` its hyphenation rules. A language we do not have reads in French, and says so.
 */
function announceLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.resolvedLanguage;
}

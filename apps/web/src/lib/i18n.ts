import { FALLBACK_LANGUAGE, LANGUAGES } from '@fre/domain';
import i18next, { type BackendModule, type ReadCallback, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './language-storage.ts';
import { typesetPostProcessor } from './typeset.ts';

/** Where the build put the translations, one JSON file per language and namespace (plugins/locale-files.ts). */
declare const __LOCALES_PATH__: string;

/**
 * Each namespace is fetched when a page first asks for it (the ones a signed-in page starts with
 * come embedded in it, decision 027); `admin` only by the back office.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // Languages not translated yet fall back to French through fallbackLng.
    if (!(LANGUAGES as readonly string[]).includes(language)) return callback(null, {});
    fetch(`${__LOCALES_PATH__}/${language}/${namespace}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`${language}/${namespace}: ${response.status}`);
        return response.json() as Promise<ResourceKey>;
      })
      .then(
        (resources) => callback(null, resources),
        (error: unknown) => callback(error as Error, false),
      );
  },
};

export const i18n = i18next.createInstance();

/** `resources`: namespaces already at hand (embedded in the page); the others still load lazily. */
export function initI18n(language = detectLanguage(), resources?: Resource) {
  return i18n
    .use(lazyLocales)
    .use(typesetPostProcessor)
    .use(initReactI18next)
    .init({
      lng: language,
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['web', 'errors'],
      defaultNS: 'web',
      interpolation: { escapeValue: false },
      postProcess: ['typeset'],
      react: { useSuspense: false },
    });
}

/**
 * `<html lang>` names the language the page is written in (on the first language too: i18next
 * announces it on init): screen readers pick their voice from it, and CSS `hyphens: auto` its
 * hyphenation rules. A language we do not have reads in French, and says so.
 */
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

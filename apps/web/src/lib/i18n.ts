import { FALLBACK_LANGUAGE, LANGUAGES } from '@fre/domain';
import i18next, { type BackendModule, type ReadCallback, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './language-storage';

/**
 * Only the namespaces the browser needs; each language file is its own lazy chunk. `admin` is
 * loaded on demand by the back office (never in the initial `ns` list).
 */
// Every namespace the browser may need (email and server texts stay on the server); each file is
// its own lazy chunk, loaded only when a page asks for its namespace.
const loaders = import.meta.glob<ResourceKey>(
  ['../../../../packages/i18n/locales/*/*.json', '!**/email.json', '!**/server.json'],
  { import: 'default' },
);

function loaderFor(language: string, namespace: string) {
  return loaders[`../../../../packages/i18n/locales/${language}/${namespace}.json`];
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(language, namespace);
    // Languages not translated yet fall back to French through fallbackLng.
    if (!load) return callback(null, {});
    load().then(
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
    .use(initReactI18next)
    .init({
      lng: language,
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['web', 'errors'],
      defaultNS: 'web',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

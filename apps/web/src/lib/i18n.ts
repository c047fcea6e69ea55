import { FALLBACK_LANGUAGE, LANGUAGES } from '@fre/domain';
import { loadingUnit } from '@fre/i18n/loading-units';
import type { Namespace } from '@fre/i18n';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './language-storage.ts';
import { typesetPostProcessor } from './typeset.ts';

/** Where the build put the translations, one JSON file per language and loading unit (plugins/locale-files.ts). */
declare const __LOCALES_PATH__: string;

/** A unit's file in flight or arrived, per language: its namespaces are asked for one by one, fetched once. */
const units = new Map<string, Promise<Record<string, ResourceKey>>>();

function fetchUnit(language: string, unit: string): Promise<Record<string, ResourceKey>> {
  const path = `${language}/${unit}`;
  let pending = units.get(path);
  if (!pending) {
    pending = fetch(`${__LOCALES_PATH__}/${path}.json`).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json() as Promise<Record<string, ResourceKey>>;
    });
    // A failed fetch is tried again on the next ask.
    pending.catch(() => units.delete(path));
    units.set(path, pending);
  }
  return pending;
}

/**
 * Each namespace is fetched when a page first asks for it, in the file of its loading unit
 * (packages/i18n/src/loading-units.ts, decision 047); the ones a signed-in page starts with come
 * embedded in it (decision 027); `admin` only by the back office. The unit's other namespaces go
 * into the store with it: a part of the page that reads one of them (the profile's bonus history
 * under the profile's texts) finds it there in its first render, and asks for nothing.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // Languages not translated yet fall back to French through fallbackLng.
    if (!(LANGUAGES as readonly string[]).includes(language)) return callback(null, {});
    fetchUnit(language, loadingUnit(namespace as Namespace)).then(
      (texts) => {
        for (const [other, resources] of Object.entries(texts)) {
          if (other !== namespace && !i18n.hasResourceBundle(language, other)) i18n.addResourceBundle(language, other, resources);
        }
        callback(null, texts[namespace] ?? {});
      },
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

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

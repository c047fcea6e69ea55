import type { i18n as I18n, Namespace } from 'i18next';
import { useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { I18nContext, type FallbackNs, type UseTranslationResponse } from 'react-i18next';
import { i18n as appI18n } from './i18n.ts';

/** True when `namespace` is there in the current language (or nothing more can come for it). */
function hasLoaded(i18n: I18n, namespace: string): boolean {
  if (!i18n.isInitialized && !i18n.initializedStoreOnce) return false;
  // Before a language is resolved there is nothing to wait for, as react-i18next decides.
  if (!i18n.languages?.length) return true;
  return i18n.hasLoadedNamespace(namespace);
}

/**
 * The texts of `ns` (the default namespace when omitted) in the current language: react-i18next's
 * `useTranslation` for the way this app uses it (no Suspense, no key prefix, one i18next instance
 * from the provider). `ready` once they are loaded; a new `t` when the language changes or they
 * arrive, so that components re-render in the new language.
 *
 * Why not react-i18next's own: since version 17 it copies the i18next instance into a new wrapper
 * object for every component on its first render, besides an options spread, a JSON key and an
 * external store per call: work this app has no use for, and 2.8 KB of its first-load JS
 * (docs/decisions/035). The provider, `initReactI18next` and the types still come from
 * react-i18next.
 */
export function useTranslation<const Ns extends Namespace | undefined = undefined>(ns?: Ns): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? appI18n;
  const namespaces: readonly string[] = ns === undefined ? [String(i18n.options.defaultNS ?? 'web')] : typeof ns === 'string' ? [ns] : (ns as readonly string[]);
  const key = namespaces.join(' ');
  const ready = namespaces.every((namespace) => hasLoaded(i18n, namespace));
  const [revision, rerender] = useReducer((count: number) => count + 1, 0);
  const language = i18n.language;
  const renderedLanguage = useRef(language);
  renderedLanguage.current = language;

  useEffect(() => {
    const onChange = () => rerender();
    i18n.on('languageChanged', onChange);
    // A change between this render and the subscription (effects run after the next frame) was
    // not heard: catch up on it.
    if (i18n.language !== renderedLanguage.current) rerender();
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  useEffect(() => {
    if (ready) return;
    let live = true;
    const load = () => void i18n.loadNamespaces(key.split(' '), () => live && rerender());
    if (i18n.isInitialized) load();
    else i18n.on('initialized', load);
    return () => {
      live = false;
      i18n.off('initialized', load);
    };
  }, [i18n, key, ready]);

  return useMemo(() => {
    const t = i18n.getFixedT(language, key.split(' ')[0] as Namespace);
    return Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as UseTranslationResponse<FallbackNs<Ns>, undefined>;
    // `revision` is in the list so that the namespaces' arrival after a language change gives a new `t`.
  }, [i18n, language, key, ready, revision]);
}

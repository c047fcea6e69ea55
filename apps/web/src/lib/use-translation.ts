import type { Namespace, TFunction } from 'i18next';
import { useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { i18n as appI18n } from './i18n.ts';
import type { Translator } from './translator.ts';
import { TranslatorContext } from './translator-context.tsx';

/** True when `namespace` is there in the current language (or nothing more can come for it). */
function hasLoaded(i18n: Translator, namespace: string): boolean {
  return i18n.isInitialized && i18n.hasLoadedNamespace(namespace);
}

type UseTranslationResponse<Ns extends Namespace> = [TFunction<Ns>, Translator, boolean] & { t: TFunction<Ns>; i18n: Translator; ready: boolean };

/**
 * The texts of `ns` (the default namespace when omitted) in the current language. `ready` once they
 * are loaded; a new `t` when the language changes or they arrive, so that components re-render in
 * the new language. Its own hook rather than react-i18next's, which copies the instance into a new
 * wrapper for every component on its first render (decisions 035 and 059).
 */
export function useTranslation<const Ns extends Namespace | undefined = undefined>(ns?: Ns): UseTranslationResponse<Ns extends Namespace ? Ns : 'web'> {
  const i18n = useContext(TranslatorContext) ?? appI18n;
  const namespaces: readonly string[] = ns === undefined ? [i18n.defaultNamespace] : typeof ns === 'string' ? [ns] : (ns as readonly string[]);
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
    const load = () => void i18n.loadNamespaces(key.split(' ')).then(() => live && rerender());
    if (i18n.isInitialized) load();
    else i18n.on('initialized', load);
    return () => {
      live = false;
      i18n.off('initialized', load);
    };
  }, [i18n, key, ready]);

  return useMemo(() => {
    const t = i18n.getFixedT(language, key.split(' ')[0] as Namespace);
    return Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as UseTranslationResponse<Ns extends Namespace ? Ns : 'web'>;
    // `revision` is in the list so that the namespaces' arrival after a language change gives a new `t`.
  }, [i18n, language, key, ready, revision]);
}

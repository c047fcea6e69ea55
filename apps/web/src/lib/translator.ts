import { pluralRules } from '@fre/i18n/intl-formats';
import type { Namespace, TFunction } from 'i18next';

/**
 * The app's translations at run time (decision 059). The keys stay typed by i18next's types, read
 * from the French files (i18next.d.ts); the code that looks texts up is ours: i18next's 16 KB of
 * first-load JS served options this app never sets (backends, detectors, formatters, ordinal and
 * key-prefix handling, missing-key reporting). What it keeps of i18next's behaviour, so that the
 * locale files read as they always did: `ns:key` and `{ ns }`, `{{name}}` interpolation (a value
 * not passed stays as written), plurals `_one`/`_few`/`_many`/`_other` by the language's rules with
 * `count`, `_context`, `$t(ns:key)` nesting, `returnObjects`, `defaultValue` and `lng`, the
 * fallback language, and the key itself when no language has the text.
 */

/** A namespace's texts as the locale files hold them. */
export type Texts = { readonly [key: string]: string | Texts | readonly (string | Texts)[] };

/** Namespaces by language. */
export type Catalog = Record<string, Record<string, Texts>>;

export type TranslatorEvent = 'languageChanged' | 'initialized';

export interface TranslatorOptions {
  fallbackLanguage: string;
  supportedLanguages: readonly string[];
  defaultNamespace: string;
  /** Namespaces every page reads: loaded by `init` and on each change of language. */
  namespaces: readonly string[];
  /** Texts already at hand (embedded in the page, or every file in tests). */
  resources?: Catalog;
  /**
   * Fetches `namespace` in `language`; the answer may hold other namespaces that travel with it
   * (a loading unit), which are kept too. Without it, only `resources` exist.
   */
  load?: (language: string, namespace: string) => Promise<Record<string, Texts>>;
  /** Applied to every text returned (the typesetting of lib/typeset.ts). */
  postProcess?: (text: string) => string;
}

export interface Translator {
  /** The language asked for. */
  readonly language: string;
  /** The language texts are read in: `language` when supported, else the fallback. */
  readonly resolvedLanguage: string;
  readonly isInitialized: boolean;
  readonly defaultNamespace: string;
  readonly t: TFunction;
  getFixedT<const Ns extends Namespace>(language: string | null, namespace: Ns): TFunction<Ns>;
  /** Adds texts at hand (embedded in the page); a namespace already there is kept. */
  addResources(resources: Catalog): void;
  init(language: string): Promise<void>;
  /** Loads every namespace read so far in `language`, then switches to it and announces it. */
  changeLanguage(language: string): Promise<void>;
  loadNamespaces(namespaces: string | readonly string[]): Promise<void>;
  /** True when the namespace is there in the current language, or nothing more can come for it. */
  hasLoadedNamespace(namespace: string): boolean;
  on(event: TranslatorEvent, listener: (language: string) => void): void;
  off(event: TranslatorEvent, listener: (language: string) => void): void;
}

interface LookupOptions {
  ns?: string;
  lng?: string;
  count?: unknown;
  context?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [value: string]: unknown;
}

const INTERPOLATION = /\{\{(.+?)\}\}/g;
const NESTING = /\$t\(([^()]+)\)/g;

export function createTranslator(options: TranslatorOptions): Translator {
  const { fallbackLanguage, supportedLanguages, defaultNamespace, load, postProcess = (text: string) => text } = options;
  const store: Catalog = {};
  const addResources = (resources: Catalog) => {
    for (const [language, bundles] of Object.entries(resources)) store[language] = { ...bundles, ...store[language] };
  };
  addResources(options.resources ?? {});
  /** `language|namespace` → its fetch, in flight or settled (a failed one counts as settled). */
  const loads = new Map<string, Promise<void>>();
  const settled = new Set<string>();
  const namespaces = new Set(options.namespaces);
  const listeners: Record<TranslatorEvent, Set<(language: string) => void>> = { languageChanged: new Set(), initialized: new Set() };

  const resolve = (language: string) => (supportedLanguages.includes(language) ? language : fallbackLanguage);
  const emit = (event: TranslatorEvent, language: string) => listeners[event].forEach((listener) => listener(language));
  const has = (language: string, namespace: string) => store[language]?.[namespace] !== undefined;

  function loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}|${namespace}`;
    if (has(language, namespace) || !load) return Promise.resolve();
    let pending = loads.get(id);
    if (!pending) {
      pending = load(language, namespace).then(
        (bundles) => {
          const texts = (store[language] ??= {});
          for (const [name, bundle] of Object.entries(bundles)) texts[name] ??= bundle;
          texts[namespace] ??= {};
          settled.add(id);
        },
        // A failed fetch is asked again next time; until then nothing more will come for it.
        () => {
          settled.add(id);
          loads.delete(id);
        },
      );
      loads.set(id, pending);
    }
    return pending;
  }

  function loadAll(language: string, names: Iterable<string>): Promise<void> {
    return Promise.all([...names].map((namespace) => loadOne(language, namespace))).then(() => undefined);
  }

  function find(language: string, namespace: string, key: string, lookup: LookupOptions): unknown {
    let node: unknown = store[language]?.[namespace];
    const path = key.split('.');
    const last = path.pop()!;
    for (const part of path) node = node && typeof node === 'object' ? (node as Texts)[part] : undefined;
    if (!node || typeof node !== 'object') return undefined;
    const texts = node as Texts;
    const stems = lookup.context === undefined || lookup.context === '' ? [last] : [`${last}_${String(lookup.context)}`, last];
    for (const stem of stems) {
      if (typeof lookup.count === 'number') {
        const plural = texts[`${stem}_${pluralRules(language).select(lookup.count)}`];
        if (plural !== undefined) return plural;
      }
      if (texts[stem] !== undefined) return texts[stem];
    }
    return undefined;
  }

  function interpolate(text: string, values: LookupOptions, language: string, namespace: string): string {
    const filled = text.includes('{{')
      ? text.replace(INTERPOLATION, (written, name: string) => {
          const value = values[name.trim()];
          return value === undefined || value === null ? written : String(value);
        })
      : text;
    return filled.includes('$t(') ? filled.replace(NESTING, (_, key: string) => String(translate(key.trim(), { ...values, lng: language, defaultValue: undefined }, language, namespace))) : filled;
  }

  function finish(value: unknown, lookup: LookupOptions, language: string, namespace: string): unknown {
    if (typeof value === 'string') return postProcess(interpolate(value, lookup, language, namespace));
    if (Array.isArray(value)) return value.map((item) => finish(item, lookup, language, namespace));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, finish(item, lookup, language, namespace)]));
    return value;
  }

  function translate(fullKey: string, lookup: LookupOptions = {}, fixedLanguage?: string | null, fixedNamespace?: string): unknown {
    const colon = fullKey.indexOf(':');
    const namespace = colon > 0 ? fullKey.slice(0, colon) : (lookup.ns ?? fixedNamespace ?? defaultNamespace);
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const language = resolve(lookup.lng ?? fixedLanguage ?? translator.language);
    for (const code of language === fallbackLanguage ? [language] : [language, fallbackLanguage]) {
      const found = find(code, namespace, key, lookup);
      if (found === undefined) continue;
      // An object where a text was expected is a wrong key: say which, as i18next did.
      if (typeof found !== 'string' && !lookup.returnObjects) return key;
      return finish(found, lookup, code, namespace);
    }
    return lookup.defaultValue !== undefined ? finish(String(lookup.defaultValue), lookup, language, namespace) : key;
  }

  const fixed = (language: string | null, namespace?: string) => ((key: string, lookup?: LookupOptions) => translate(key, lookup, language, namespace)) as unknown as TFunction;

  const translator = {
    language: '',
    isInitialized: false,
    defaultNamespace,
    get resolvedLanguage() {
      return resolve(translator.language);
    },
    t: fixed(null),
    getFixedT: (language: string | null, namespace: Namespace) => fixed(language, namespace as string),
    addResources,
    async init(language: string) {
      await loadAll(resolve(language), namespaces);
      translator.language = language;
      translator.isInitialized = true;
      emit('languageChanged', language);
      emit('initialized', language);
    },
    async changeLanguage(language: string) {
      await loadAll(resolve(language), namespaces);
      translator.language = language;
      emit('languageChanged', language);
    },
    loadNamespaces(names: string | readonly string[]) {
      const list = typeof names === 'string' ? [names] : names;
      list.forEach((name) => namespaces.add(name));
      return loadAll(translator.resolvedLanguage, list);
    },
    hasLoadedNamespace(namespace: string) {
      const language = translator.resolvedLanguage;
      return has(language, namespace) || settled.has(`${language}|${namespace}`);
    },
    on: (event: TranslatorEvent, listener: (language: string) => void) => void listeners[event].add(listener),
    off: (event: TranslatorEvent, listener: (language: string) => void) => void listeners[event].delete(listener),
  };
  return translator as Translator;
}

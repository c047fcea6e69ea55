import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['fr', 'en', 'es', 'ru', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales');

/** The texts the user sees, read from the same files the app ships, so tests follow the copy. */
export function texts(language: Language) {
  const web = JSON.parse(readFileSync(path.join(root, language, 'web.json'), 'utf8')) as Tree;
  const errors = JSON.parse(readFileSync(path.join(root, language, 'errors.json'), 'utf8')) as Tree;
  const admin = JSON.parse(readFileSync(path.join(root, language, 'admin.json'), 'utf8')) as Tree;
  const server = JSON.parse(readFileSync(path.join(root, language, 'server.json'), 'utf8')) as Tree;
  const get = (tree: Tree, key: string) => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof value !== 'string') throw new Error(`missing ${language} text ${key}`);
    return value;
  };
  return {
    web: (key: string) => get(web, key),
    error: (key: string) => get(errors, key), admin: (key: string) => get(admin, key),
    /** A text of any namespace by `namespace:key.path`. */
    text: (id: string) => {
      const [namespace, key] = id.split(':') as [string, string];
      return get(JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Tree, key);
    },
    server: (key: string) => get(server, key),
  };
}

/**
 * A text with its {{placeholders}} replaced by a pattern that matches anything, and its spaces by
 * any space: the app joins a number and its unit with a no-break space (lib/typeset.ts), and a
 * pattern is matched against the page's text as it is, where a string would be normalised.
 */
export function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
  return new RegExp(escaped.replace(/ /g, '\\s'));
}

/** Every text of every namespace of a language (browser and server files), keyed `namespace:key.path`. */
export function allTexts(language: Language): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (namespace: string, tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat.set(`${namespace}:${full}`, value);
      else walk(namespace, value, full);
    }
  };
  for (const file of readdirSync(path.join(root, language)).filter((name) => name.endsWith('.json')).sort()) {
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as Tree, '');
  }
  return flat;
}

const flatTexts = new Map<Language, Map<string, string>>();

/**
 * The texts of one namespace in `language`, as the app shows them: `t('key.path', { param })` with
 * its {{placeholders}} filled; a missing key fails the test.
 */
export function namespaceTexts(namespace: string, language: Language) {
  if (!flatTexts.has(language)) flatTexts.set(language, allTexts(language));
  const all = flatTexts.get(language)!;
  return (key: string, params: Record<string, string | number> = {}): string => {
    const value = all.get(`${namespace}:${key}`);
    if (value === undefined) throw new Error(`missing ${language} text ${namespace}:${key}`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, param: string) => String(params[param] ?? ''));
  };
}

/** A text of `language` by `namespace:key`, its {{placeholders}} filled from `values`; a missing key fails the test. */
export function textOf(language: Language, id: string, values: Record<string, string | number> = {}): string {
  const [namespace, key] = id.split(':') as [string, string];
  return namespaceTexts(namespace, language)(key, values);
}

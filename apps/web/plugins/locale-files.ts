import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const I18N = path.resolve(import.meta.dirname, '../../../packages/i18n');
const LOCALES = path.join(I18N, 'locales');
/** Texts only the server sends (emails, push notifications). */
const SERVER_ONLY = new Set(['email', 'server']);
const REQUEST = /^\/locales\/[\w-]+\/(\w+)\/([\w-]+)\.json$/;

/**
 * Every file the browser may load, one per language and loading unit (`fr/layout` → its
 * namespaces' texts, `{ "notifications": {…}, "referrals": {…} }`), minified. The unit table is
 * TypeScript of the workspace, which the config's own loader leaves to Node: tsx loads it.
 */
async function browserLocales(): Promise<Map<string, string>> {
  const { loadingUnit } = await (tsImport(path.join(I18N, 'src/loading-units.ts'), import.meta.url) as Promise<typeof import('@fre/i18n/loading-units')>);
  const files = new Map<string, string>();
  for (const language of readdirSync(LOCALES).sort()) {
    const units = new Map<string, Record<string, unknown>>();
    for (const file of readdirSync(path.join(LOCALES, language)).sort()) {
      const namespace = path.basename(file, '.json');
      if (!file.endsWith('.json') || SERVER_ONLY.has(namespace)) continue;
      const unit = loadingUnit(namespace as Parameters<typeof loadingUnit>[0]);
      units.set(unit, { ...units.get(unit), [namespace]: JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) });
    }
    for (const [unit, texts] of units) files.set(`${language}/${unit}`, JSON.stringify(texts));
  }
  return files;
}

/**
 * The translations as plain JSON files under /locales/<version>/<language>/<unit>.json, the
 * version a hash of them all (decision 027): the app knows one short path (__LOCALES_PATH__)
 * instead of a table of ~100 lazy chunks (≈2.5 KB gzip of first-load JS), and the browser parses
 * JSON instead of evaluating it as script. A unit is one or several namespaces fetched together
 * (packages/i18n/src/loading-units.ts, decision 047). In development the files are answered from
 * the source.
 */
export function localeFiles(): Plugin {
  let files: Map<string, string>;
  let version: string;
  return {
    name: 'fre-locale-files',
    async config() {
      files = await browserLocales();
      version = createHash('sha256')
        .update([...files].map(([key, json]) => `${key}\n${json}`).join('\n'))
        .digest('hex')
        .slice(0, 10);
      return { define: { __LOCALES_PATH__: JSON.stringify(`/locales/${version}`) } };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = REQUEST.exec(request.url ?? '');
        if (!match) return next();
        browserLocales().then((current) => {
          const json = current.get(`${match[1]}/${match[2]}`);
          if (!json) return next();
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.end(json);
        }, next);
      });
    },
    generateBundle() {
      for (const [key, json] of files) this.emitFile({ type: 'asset', fileName: `locales/${version}/${key}.json`, source: json });
    },
  };
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES = path.resolve(import.meta.dirname, '../../../packages/i18n/locales');
/** Texts only the server sends (emails, push notifications). */
const SERVER_ONLY = new Set(['email', 'server']);
const REQUEST = /^\/locales\/[\w-]+\/(\w+)\/([\w-]+)\.json$/;

/** Every namespace file the browser may load, `fr/web` → its JSON, minified. */
function browserLocales(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of readdirSync(LOCALES).sort()) {
    for (const file of readdirSync(path.join(LOCALES, language)).sort()) {
      const namespace = path.basename(file, '.json');
      if (!file.endsWith('.json') || SERVER_ONLY.has(namespace)) continue;
      files.set(`${language}/${namespace}`, JSON.stringify(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'))));
    }
  }
  return files;
}

/**
 * The translations as plain JSON files under /locales/<version>/<language>/<namespace>.json, the
 * version a hash of them all (decision 027): the app knows one short path (__LOCALES_PATH__)
 * instead of a table of ~100 lazy chunks (≈2.5 KB gzip of first-load JS), and the browser parses
 * JSON instead of evaluating it as script. In development the files are answered from the source.
 */
export function localeFiles(): Plugin {
  const files = browserLocales();
  const version = createHash('sha256')
    .update([...files].map(([key, json]) => `${key}\n${json}`).join('\n'))
    .digest('hex')
    .slice(0, 10);
  return {
    name: 'fre-locale-files',
    config: () => ({ define: { __LOCALES_PATH__: JSON.stringify(`/locales/${version}`) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = REQUEST.exec(request.url ?? '');
        const json = match ? browserLocales().get(`${match[1]}/${match[2]}`) : undefined;
        if (!json) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(json);
      });
    },
    generateBundle() {
      for (const [key, json] of files) this.emitFile({ type: 'asset', fileName: `locales/${version}/${key}.json`, source: json });
    },
  };
}

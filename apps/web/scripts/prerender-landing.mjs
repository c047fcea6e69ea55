// Writes dist/landing/<language>.html: the landing page pre-rendered in each language from the
// app's own components (the server-side build in dist-ssr), inside the built index.html, with the
// stylesheets the landing and its cookie notice use and a single small script instead of the
// app's (docs/decisions/015). The server sends it to visitors who are not signed in.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');
const ENHANCER = 'src/app/static-landing/enhance-landing.ts';
/** The manifest chunks whose stylesheets the pre-rendered page needs. */
const STYLED = ['index.html', 'src/app/routes/landing.ts', 'src/features/consent/components/consent-overlays.tsx'];

// The libraries' production builds (the markup is the same, without the development checks).
process.env.NODE_ENV ??= 'production';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { LANGUAGES, renderLanding } = await import(pathToFileURL(path.join(ssr, 'render-landing.js')).href);

function chunk(key) {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest`);
  return found;
}

/** `key` and the chunks it imports statically, each once. */
function withImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk(key).imports ?? []) withImports(imported, seen);
  return seen;
}

const stylesheets = [...new Set(STYLED.flatMap((key) => [...withImports(key)].flatMap((k) => chunk(k).css ?? [])))];
const enhancer = chunk(ENHANCER);
const preloads = [...withImports(ENHANCER)].filter((key) => key !== ENHANCER).map((key) => chunk(key).file);

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The app's own script and preloads are replaced by the enhancer's; everything else stays. */
function page(language, { html, description }) {
  const head = [
    `<script type="module" crossorigin src="/${enhancer.file}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ');
  const withoutAppScripts = template
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');
  const result = withoutAppScripts
    .replace('<html lang="fr">', `<html lang="${language}">`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(description)}" />`)
    .replace('</title>', `</title>\n    ${head}`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  for (const expected of [`lang="${language}"`, enhancer.file, 'data-static-consent']) {
    if (!result.includes(expected)) throw new Error(`The ${language} landing lacks ${expected}: has index.html changed?`);
  }
  return result;
}

mkdirSync(path.join(dist, 'landing'), { recursive: true });
for (const language of LANGUAGES) {
  writeFileSync(path.join(dist, 'landing', `${language}.html`), page(language, await renderLanding(language)));
}
rmSync(ssr, { recursive: true, force: true });
console.log(`pre-rendered the landing in ${LANGUAGES.length} languages (${stylesheets.length} stylesheets, script ${enhancer.file})`);

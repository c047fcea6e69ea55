// Bundle budget: gzipped first-load JS (budget) and CSS (reported) of the landing, the login and
// the dashboard, and proof that TON Connect, the charts, the games, the back office and the bot
// challenge solver never load with them. First load = the entry (index.html) + every file it
// imports statically + the route chunk + its static imports. Dynamic imports (other pages,
// locales) are not counted. Every first-load file must carry V8's compile hint (decision 033).
// The landing a visitor opens is the pre-rendered page (dist/landing/fr.html): its row counts the
// files that page names; "landing (in the app)" is the same page rendered by the app (after
// signing out).
// No first load carries Telegram's webview bridge either (decision 045): it loads only when Telegram
// launched the app, so none of its method names (`web_app_ready`…) may be in a first-load file.
// Usage: npm run build --workspace @fre/web && node bench/bundle.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../apps/web/dist/', import.meta.url);
/** First-load JS budget, gzip: the dashboard measured 74.3 KB on Preact (decision 028), + 2 KB margin. */
const BUDGET_KB = 77;
/**
 * First-load JS files at most: each is one more request before the page renders (six at a time on
 * HTTP/1.1). The first screens' small shared modules are grouped (docs/decisions/029): 7–9 files.
 * A module added to a first screen outside the groups becomes a file of its own and shows here.
 */
const MAX_FILES = 10;
/** Source modules that must only ever arrive in lazy chunks. */
const ALWAYS_LAZY = {
  'TON Connect': /node_modules\/@tonconnect\//,
  charts: /node_modules\/lightweight-charts\//,
  games: /apps\/web\/src\/features\/games\//,
  'back office': /apps\/web\/src\/admin\//,
  // The proof-of-work solver and its retries (decision 021): loaded when a challenge is needed.
  'bot challenge solver': /apps\/web\/src\/lib\/bot-challenge\/(solve-challenge|solve-range|with-bot-challenge)\.ts$/,
};
let manifest;
let pagePlan;
try {
  manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8'));
  pagePlan = JSON.parse(readFileSync(new URL('.vite/page-plan.json', DIST), 'utf8'));
} catch {
  console.error('No apps/web/dist/.vite/manifest.json or page-plan.json: run `npm run build --workspace @fre/web` first.');
  process.exit(1);
}

/** Route → source files of the lazy chunks it needs on first load (the build's page plan: the dashboard sits in the app layout). */
const ROUTES = {
  'landing (in the app)': ['src/app/routes/landing.ts'],
  login: pagePlan.guestPages.find((page) => page.path === '/login').modules,
  dashboard: pagePlan.pages.find((page) => page.path === '/dashboard').modules,
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('The manifest has no index.html entry.');
  process.exit(1);
}

/** Every JS file loaded with a manifest chunk, following static imports only. */
function staticFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}

/** The webview bridge's method names (apps/web/src/lib/telegram/bridge.ts): their presence means the bridge came along. */
const TELEGRAM_BRIDGE = /\bweb_app_[a-z_]+/;

/** V8's explicit compile hint, which apps/web/vite.config.ts puts on the app's chunks (docs/decisions/033). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length);
  return gzipCache.get(file);
}

const chunkModules = JSON.parse(readFileSync(new URL('.vite/chunk-modules.json', DIST), 'utf8'));

/** The scripts, preloads and stylesheets a built HTML page names. */
function filesOfPage(page) {
  const html = readFileSync(new URL(page, DIST), 'utf8');
  const named = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  return {
    files: named(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
    css: named(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
  };
}

/** Route → its first-load JS and CSS files. */
const firstLoads = { landing: filesOfPage('landing/fr.html') };
for (const [route, sources] of Object.entries(ROUTES)) {
  const routeKeys = sources.map((source) => Object.keys(manifest).find((key) => key === source || manifest[key].src === source));
  if (routeKeys.some((key) => !key)) throw new Error(`No chunk for ${route} (${sources.join(', ')}) in the manifest.`);
  const keys = routeKeys.reduce((seen, key) => staticFiles(key, seen), staticFiles(entryKey));
  firstLoads[route] = {
    files: [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))],
    css: [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))],
  };
}

const rows = [];
const figures = [];
let failed = false;
for (const [route, { files, css }] of Object.entries(firstLoads)) {
  const kb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const cssKb = css.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const eager = Object.entries(ALWAYS_LAZY).filter(([, pattern]) => files.some((file) => (chunkModules[file] ?? []).some((id) => pattern.test(id)))).map(([name]) => name);
  const unhinted = files.filter((file) => !readFileSync(new URL(file, DIST), 'utf8').startsWith(COMPILE_HINT));
  const bridged = files.filter((file) => TELEGRAM_BRIDGE.test(readFileSync(new URL(file, DIST), 'utf8')));
  const ok = kb <= BUDGET_KB && eager.length === 0 && files.length <= MAX_FILES && unhinted.length === 0 && bridged.length === 0;
  failed ||= !ok;
  for (const name of eager) console.error(`${name} is in the first load of ${route}: it must stay in a lazy chunk.`);
  for (const file of unhinted) console.error(`${file} is in the first load of ${route} without V8's compile hint: its functions compile on the main thread during the first render.`);
  for (const file of bridged) console.error(`${file} is in the first load of ${route} and carries Telegram's webview bridge: it must load only inside Telegram.`);
  if (files.length > MAX_FILES) console.error(`${route} loads ${files.length} JS files first (at most ${MAX_FILES}): group the new small chunk (apps/web/vite.config.ts).`);
  rows.push({ route, files: `${files.length} (≤ ${MAX_FILES})`, 'JS KB gzip': kb.toFixed(1), budget: `${BUDGET_KB} KB`, 'CSS KB gzip': cssKb.toFixed(1), 'lazy kept lazy': eager.length === 0 ? 'yes' : eager.join(', '), 'compile hint': unhinted.length === 0 ? 'yes' : `${unhinted.length} without`, 'no Telegram bridge': bridged.length === 0 ? 'yes' : 'NO', ok: ok ? 'yes' : 'OVER' });
  figures.push({ figure: `${route}: first-load JS gzip`, value: `${kb.toFixed(1)} KB`, target: `≤ ${BUDGET_KB} KB`, ok: kb <= BUDGET_KB });
  figures.push({ figure: `${route}: first-load JS files`, value: String(files.length), target: `≤ ${MAX_FILES}`, ok: files.length <= MAX_FILES });
  figures.push({ figure: `${route}: first-load CSS gzip`, value: `${cssKb.toFixed(1)} KB`, target: '—', ok: true });
  figures.push({ figure: `${route}: first-load files with V8's compile hint`, value: `${files.length - unhinted.length}/${files.length}`, target: 'all', ok: unhinted.length === 0 });
  figures.push({ figure: `${route}: no Telegram webview bridge`, value: bridged.length === 0 ? 'yes' : bridged.join(', '), target: 'yes', ok: bridged.length === 0 });
  figures.push({ figure: `${route}: TON Connect, charts, games, admin lazy`, value: eager.length === 0 ? 'yes' : eager.join(', '), target: 'yes', ok: eager.length === 0 });
}

console.table(rows);
const summary = new URL('../.tmp/bench/', import.meta.url);
mkdirSync(summary, { recursive: true });
writeFileSync(new URL('bundle.json', summary), `${JSON.stringify({ figures }, null, 2)}\n`);
if (failed) {
  console.error(`First-load JS over its budget (${BUDGET_KB} KB gzip, ${MAX_FILES} files), a lazy module or Telegram's bridge in it, or a file of it without the compile hint.`);
  process.exit(1);
}

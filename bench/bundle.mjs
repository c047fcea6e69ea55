// Bundle budget: gzipped first-load JS of the landing and of the dashboard.
// First load = the entry (index.html) + every file it imports statically + the route chunk
// + its static imports. Dynamic imports (other pages, locales) are not counted.
// Usage: npm run build --workspace @fre/web && node bench/bundle.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../apps/web/dist/', import.meta.url);
const BUDGET_KB = 130;
/** Route → source files of the lazy chunks it needs on first load (the dashboard sits in the app layout). */
const ROUTES = {
  landing: ['src/app/routes/landing.ts'],
  dashboard: ['src/app/routes/app-layout.ts', 'src/app/routes/dashboard.ts'],
};

let manifest;
try {
  manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8'));
} catch {
  console.error('No apps/web/dist/.vite/manifest.json: run `npm run build --workspace @fre/web` first.');
  process.exit(1);
}

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

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length);
  return gzipCache.get(file);
}

const rows = [];
let failed = false;
for (const [route, sources] of Object.entries(ROUTES)) {
  const routeKeys = sources.map((source) => Object.keys(manifest).find((key) => key === source || manifest[key].src === source));
  if (routeKeys.some((key) => !key)) {
    console.error(`No chunk for ${route} (${sources.join(', ')}) in the manifest.`);
    failed = true;
    continue;
  }
  const keys = routeKeys.reduce((seen, key) => staticFiles(key, seen), staticFiles(entryKey));
  const files = [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
  const kb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const ok = kb <= BUDGET_KB;
  failed ||= !ok;
  rows.push({ route, files: files.length, 'KB gzip': kb.toFixed(1), budget: `${BUDGET_KB} KB`, ok: ok ? 'yes' : 'OVER' });
}

console.table(rows);
if (failed) {
  console.error(`First-load JS over the ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}

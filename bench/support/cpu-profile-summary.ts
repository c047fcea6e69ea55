/**
 * Where a page's main thread went, from a V8 CPU profile taken over the Chrome DevTools Protocol:
 * self time summed by source module (and by function), so that a bench can print "which module runs
 * how long" before the first paint. The app's chunks are minified; with the build's hidden source
 * maps (`FRE_WEB_SOURCEMAP=1 npm run build`) each sample is mapped back to its source file and
 * function, else it is named by its chunk and minified function.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** A V8 CPU profile's frame and node (`.cpuprofile`, the inspector's Profiler.stop). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileEntry {
  name: string;
  selfMs: number;
}

export interface ProfileSummary {
  /** Everything sampled, in milliseconds (idle excluded). */
  busyMs: number;
  /** Self time by source module (or chunk, without maps), largest first. */
  modules: ProfileEntry[];
  /** Self time by function, `module › function`, largest first. */
  functions: ProfileEntry[];
}

/** The compile hint the build puts in front of each app chunk (vite.config.ts) shifts its lines by one after the map was written. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Reads each served chunk's hidden source map once, from the build folder. */
function sourceMaps(distDir: string) {
  const cache = new Map<string, { consumer: SourceMapConsumer; lineShift: number } | null>();
  return (url: string) => {
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
    if (!cache.has(pathname)) {
      const file = path.join(distDir, pathname);
      const map = `${file}.map`;
      cache.set(
        pathname,
        existsSync(map) && existsSync(file)
          ? { consumer: new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))), lineShift: readFileSync(file, 'utf8').startsWith(COMPILE_HINT) ? 1 : 0 }
          : null,
      );
    }
    return cache.get(pathname) ?? null;
  };
}

/** A source path as the repository names it: `apps/web/src/lib/i18n.ts`, `node_modules/preact/…`. */
function shortSource(source: string): string {
  const cleaned = source.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/[^/]+\//, '');
  const modules = cleaned.lastIndexOf('node_modules/');
  if (modules >= 0) return cleaned.slice(modules);
  return cleaned.startsWith('src/') ? `apps/web/${cleaned}` : cleaned;
}

function sorted(totals: Map<string, number>, top: number): ProfileEntry[] {
  return [...totals.entries()]
    .map(([name, micros]) => ({ name, selfMs: Math.round(micros / 100) / 10 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}

export function summariseProfile(profile: CpuProfile, distDir: string, top = 12): ProfileSummary {
  const mapFor = sourceMaps(distDir);
  const selfMicros = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta to the next one (V8's convention: timeDeltas[i] precedes samples[i]).
  samples.forEach((node, index) => selfMicros.set(node, (selfMicros.get(node) ?? 0) + Math.max(0, deltas[index + 1] ?? 0)));
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const micros = selfMicros.get(node.id) ?? 0;
    if (micros === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    let module = url ? new URL(url, 'http://x').pathname : functionName || '(anonymous)';
    let name = functionName || '(anonymous)';
    const map = url ? mapFor(url) : null;
    if (map && lineNumber >= map.lineShift) {
      const original = map.consumer.originalPositionFor({ line: lineNumber + 1 - map.lineShift, column: columnNumber });
      if (original.source) {
        module = shortSource(original.source);
        name = original.name ?? `line ${original.line}`;
      }
    }
    modules.set(module, (modules.get(module) ?? 0) + micros);
    const key = url ? `${module} › ${name}` : module;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  return { busyMs: Math.round(busy / 1000), modules: sorted(modules, top), functions: sorted(functions, top) };
}

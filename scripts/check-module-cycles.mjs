// Fails when two parts of an app import each other, directly or around a loop (docs/decisions/046).
// A part is a server module or web feature (modules/<name>, features/<name>), or a top-level folder
// or file of src/ (http, db, lib, app.ts…). Tests are left out: a test may reach anywhere.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = [
  { name: 'server', src: 'apps/server/src', alias: '#server/' },
  { name: 'web', src: 'apps/web/src', alias: '#web/' },
];
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm;

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const partOf = (relative) => {
  const segments = relative.split('/');
  if ((segments[0] === 'modules' || segments[0] === 'features') && segments.length > 2) return `${segments[0]}/${segments[1]}`;
  return segments[0];
};

/** Tarjan's strongly connected components: each one with more than one part is a loop. */
const loops = (graph) => {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
};

let failed = false;
for (const app of APPS) {
  const srcDir = path.join(ROOT, app.src);
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = partOf(path.relative(srcDir, file));
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      let target;
      if (specifier.startsWith(app.alias)) target = path.join(srcDir, specifier.slice(app.alias.length));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else continue;
      const relative = path.relative(srcDir, target);
      if (relative.startsWith('..')) continue;
      const to = partOf(relative);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(ROOT, file));
    }
  }
  for (const component of loops(graph)) {
    failed = true;
    console.error(`${app.name}: these parts import each other around a loop: ${component.join(', ')}`);
    for (const from of component)
      for (const [to, file] of graph.get(from) ?? []) if (component.includes(to)) console.error(`  ${from} → ${to}  (${file})`);
  }
}
if (failed) process.exit(1);

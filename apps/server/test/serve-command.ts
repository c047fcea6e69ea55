import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Node's arguments for the server, as `npm run serve` gives them (package.json, the one place they
 * are written): the V8 flags production runs with (decision 088) and the entry. Tests, journeys
 * and benches start the server with these, so none of them measures a process users do not run.
 */
export const SERVE_ARGUMENTS: readonly string[] = (() => {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { scripts: { serve: string } };
  const [program, ...args] = pkg.scripts.serve.split(' ');
  if (program !== 'node' || args.at(-1) !== 'apps/server/src/main.ts') throw new Error(`package.json's serve script is not "node … apps/server/src/main.ts": ${pkg.scripts.serve}`);
  return args;
})();

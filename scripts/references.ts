/**
 * What a file of the repository cites must be in the repository (docs/decisions/075): a decision
 * by its number, a document by its path. Citations of texts kept elsewhere (the first product
 * decisions by their D-numbers, the original description by its sections, its notes by their
 * names) never resolve.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Unresolved {
  file: string;
  line: number;
  reference: string;
}

/** Files whose text may cite something: sources, SQL, styles, settings and documents. */
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|sql|md|css|html|yml|yaml|sh|conf|ini|toml|txt)$/;
/** Written by tools, not by us: cites nothing of ours. */
const GENERATED = new Set(['package-lock.json']);
/** The test of this file plants citations that do not resolve, on purpose. */
const PROBES = 'scripts/references.test.ts';

/** Citations that never resolve: the texts they point to are not in the repository. */
const OUTSIDE = [/\bD\d{1,2}\b/g, /\bspec(?:'s)?\s*§\s*\d*/gi];
/** "decision 045", "Decisions 027, 029 and 045", "decisions 024/039", an ADR's "amends 023". */
const DECISION_NUMBERS = /\b(?:decisions?|ADRs?|amends|amended by|supersedes|superseded by|refines)\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s*\/\s*)\d{3})*)(?!\d)/gi;
const DECISION_PATH = /\bdocs\/decisions\/(\d{3})(?!\d)/g;
/** A document by its name or path: `docs/api.md`, `README.md`, but not a URL's or a CSS class's. */
const DOCUMENT = /(?<![\w./:-])[\w-][\w./-]*\.md\b/g;

/** The repository's files as git sees them (tracked or new, not ignored) that still exist. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !GENERATED.has(path.basename(file)) && file !== PROBES && existsSync(path.join(root, file)));
}

/** The numbers of the decisions on record, from their files' names (`docs/decisions/NNN-….md`). */
export function decisionsOnRecord(root: string): Set<string> {
  return new Set(readdirSync(path.join(root, 'docs/decisions')).flatMap((name) => /^(\d{3})-.+\.md$/.exec(name)?.slice(1, 2) ?? []));
}

/** A document is found from the repository's root, the citing file's folder or its package's root. */
function documentExists(root: string, file: string, document: string): boolean {
  const bases = [root, path.dirname(path.join(root, file))];
  for (let folder = path.dirname(path.join(root, file)); folder.startsWith(root) && folder !== root; folder = path.dirname(folder))
    if (existsSync(path.join(folder, 'package.json'))) bases.push(folder);
  return bases.some((base) => existsSync(path.join(base, document)));
}

/** Every citation in `text` (the content of `file`) that does not resolve. */
export function unresolvedIn(root: string, file: string, text: string, decisions: Set<string>): Unresolved[] {
  const found: Unresolved[] = [];
  text.split('\n').forEach((content, index) => {
    const add = (reference: string) => found.push({ file, line: index + 1, reference });
    for (const pattern of OUTSIDE) for (const match of content.matchAll(pattern)) add(match[0]);
    for (const match of content.matchAll(DECISION_NUMBERS))
      for (const number of match[1]!.match(/\d{3}/g)!) if (!decisions.has(number)) add(`${match[0]} (no decision ${number})`);
    for (const match of content.matchAll(DECISION_PATH)) if (!decisions.has(match[1]!)) add(match[0]);
    for (const match of content.matchAll(DOCUMENT)) if (!documentExists(root, file, match[0])) add(match[0]);
  });
  return found;
}

/** Every citation of the repository that does not resolve. */
export function unresolvedReferences(root: string): Unresolved[] {
  const decisions = decisionsOnRecord(root);
  return repositoryFiles(root).flatMap((file) => unresolvedIn(root, file, readFileSync(path.join(root, file), 'utf8'), decisions));
}

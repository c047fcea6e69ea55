/**
 * The web app writes no API URL by hand (docs/decisions/080): a string that starts with `/api/` in
 * apps/web/src is one of the paths of the generated document, given as such to the typed client,
 * which fills its `{name}` parts and its query. A URL built in a template, with a query, or not in
 * the document is written by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryFiles } from './references.ts';

const WEB = 'apps/web/src/';
export const GENERATED = 'apps/web/src/lib/api/openapi-types.ts';
/** The client turns the document's paths into URLs: the one place that may. */
const CLIENT = 'apps/web/src/lib/api-client.ts';
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|^apps\/web\/src\/test\//;
/** A quoted or template string that starts with /api/. */
const API_STRING = /(['"`])(\/api\/(?:(?!\1)[^\n\\])*)\1?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** The document's paths, as the generated file lists them. */
export function documentPaths(generated: string): Set<string> {
  return new Set([...generated.matchAll(/^ {4}"(\/api\/[^"]+)": \{$/gm)].map((match) => match[1]!));
}

/** `file:line: string` of every API URL written by hand in `text`. */
export function handWrittenUrls(file: string, text: string, paths: Set<string>): string[] {
  const code = text.replace(COMMENTS, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  for (const match of code.matchAll(API_STRING)) {
    const [whole, quote, value] = match;
    if (quote !== '`' && whole.endsWith(quote!) && paths.has(value!)) continue;
    found.push(`${file}:${code.slice(0, match.index).split('\n').length}: ${whole}`);
  }
  return found;
}

/** Every API URL written by hand in the web app's sources (tests, which stand in for the server, aside). */
export function webHandWrittenUrls(root: string): string[] {
  const paths = documentPaths(readFileSync(path.join(root, GENERATED), 'utf8'));
  return repositoryFiles(root)
    .filter((file) => file.startsWith(WEB) && SOURCE.test(file) && !TEST.test(file) && file !== GENERATED && file !== CLIENT)
    .flatMap((file) => handWrittenUrls(file, readFileSync(path.join(root, file), 'utf8'), paths));
}

/**
 * npm run verify-proof -- proof.json [--base-url=https://…]: checks a proof of liabilities file as
 * a player downloaded it from the app (docs/decisions/057), without trusting the app's own page:
 * the path from the leaf up to the root, that root and total against the ones the server publishes
 * to everybody, and the chain of published roots. Exit 0 when every check holds, 1 when one fails,
 * 2 when the command is not understood. Needs nothing of the server's settings.
 */
import { readFile } from 'node:fs/promises';
import { checkProofFile } from './proof-file-check.ts';

const USAGE = 'usage: npm run verify-proof -- proof.json [--base-url=https://your-fre-server] (default: APP_URL, else http://localhost:3000)';

function parse(args: string[]): { file: string; baseUrl: string } | null {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const options = args.filter((arg) => arg.startsWith('--'));
  const base = options.map((option) => /^--base-url=(https?:\/\/\S+)$/.exec(option)?.[1]);
  if (files.length !== 1 || base.some((value) => value === undefined) || base.length > 1) return null;
  return { file: files[0]!, baseUrl: (base[0] ?? process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '') };
}

async function run(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(parsed.file, 'utf8');
  } catch {
    console.error(`cannot read ${parsed.file}`);
    return 1;
  }
  const report = await checkProofFile(text, parsed.baseUrl);
  for (const line of report.lines) console.log(`${line.ok ? 'ok  ' : 'FAIL'} ${line.text}`);
  console.log(report.ok ? 'The proof holds: this balance is counted in the published total.' : 'The proof does NOT hold.');
  return report.ok ? 0 : 1;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

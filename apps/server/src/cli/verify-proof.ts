/**
 * npm run verify-proof -- proof.json [--base-url=https://…] [--ton-api=https://…]: checks a proof
 * of liabilities file as a player downloaded it from the app (docs/decisions/057), without trusting
 * the app's own page: the path from the leaf up to the root, that root and total against the ones
 * the server publishes to everybody, the chain of published roots, and, when the root was written
 * on chain, the comment of its transaction as the TON API (toncenter v3) gives it. Exit 0 when every check holds, 1 when one fails,
 * 2 when the command is not understood. Needs nothing of the server's settings.
 */
import { readFile } from 'node:fs/promises';
import { createTonApiClient } from '#server/modules/payouts/ton-api-client.ts';
import { checkProofFile } from './proof-file-check.ts';

const USAGE =
  'usage: npm run verify-proof -- proof.json [--base-url=https://your-fre-server] (default: APP_URL, else http://localhost:3000) [--ton-api=https://toncenter.com] (default: TON_API_URL, else https://toncenter.com)';

function parse(args: string[]): { file: string; baseUrl: string; tonApi: string } | null {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const options = args.filter((arg) => arg.startsWith('--'));
  const named = (name: string) => options.filter((option) => option.startsWith(`--${name}=`)).map((option) => /^--[a-z-]+=(https?:\/\/\S+)$/.exec(option)?.[1]);
  const base = named('base-url');
  const ton = named('ton-api');
  if (files.length !== 1 || base.length + ton.length !== options.length || [...base, ...ton].some((value) => value === undefined) || base.length > 1 || ton.length > 1) return null;
  return {
    file: files[0]!,
    baseUrl: (base[0] ?? process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    tonApi: (ton[0] ?? process.env.TON_API_URL ?? 'https://toncenter.com').replace(/\/$/, ''),
  };
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
  const report = await checkProofFile(text, parsed.baseUrl, createTonApiClient(parsed.tonApi, process.env.TON_API_KEY ?? process.env.TON_INDEXER_API_KEY));
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

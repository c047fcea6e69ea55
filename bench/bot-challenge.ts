/**
 * How long a player waits for the bot challenge (decision 021): the web app's own solver (the lazy
 * chunk and its workers, as built) fetches and solves challenges of the production server in
 * Debian's Chromium at 390×844, at the default cost (no recent sign-up from the network) and at
 * the cap (BOT_CHALLENGE_MAX_COST, a network that just signed up many accounts). Each at the
 * host's speed and with the CPU BENCH_CHALLENGE_CPU_SLOWDOWN (4) times slower, as Lighthouse's
 * mobile preset does (Chromium slows the page's main thread that way, not the workers, where the
 * hashing happens). The secret number is uniform over 1…maxnumber, so single solves vary
 * widely: BENCH_CHALLENGE_RUNS (20) each, median and 90th percentile.
 *   npm run bench:challenge
 * Writes .tmp/bench/bot-challenge.json. Exit code 1 when the median at the default cost with the
 * slower CPU is over a second. Not part of `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, ensureWebBuild, startProductionServer, writeSummary } from './support/production-server.ts';

const RUNS = Number(process.env.BENCH_CHALLENGE_RUNS ?? 20);
const CPU_SLOWDOWN = Number(process.env.BENCH_CHALLENGE_CPU_SLOWDOWN ?? 4);
const DEFAULT_TARGET_MS = 1_000;
/** The default cap (a server whose base is the cap shows what a player pays there). */
const MAX_COST = loadConfig({}).botChallenge.maxCost;

interface Solve {
  /** Fetch of the challenge, lazy chunk and solve, as the player waits for them. */
  totalMs: number;
  /** The solve alone, as the solver reports it in the payload (`took`). */
  tookMs: number;
}

function solverChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps', 'web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const chunk = Object.values(manifest).find((entry) => entry.src === 'src/lib/bot-challenge/solve-challenge.ts');
  if (!chunk) throw new Error('no solve-challenge chunk in the web build');
  return `/${chunk.file}`;
}

async function solveOnce(page: Page, chunk: string): Promise<Solve> {
  return page.evaluate(async (url) => {
    const started = performance.now();
    const solver = (await import(url)) as { takeBotChallenge(): Promise<string> };
    const payload = JSON.parse(atob(await solver.takeBotChallenge())) as { took: number };
    return { totalMs: performance.now() - started, tookMs: payload.took };
  }, chunk);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function measure(label: string, env: NodeJS.ProcessEnv, port: number) {
  // Sign-up, sign-in and challenge requests are limited per minute per address: not here.
  const server = await startProductionServer({ port, pgPort: port + 50_000, dataDir: `.tmp/bench-challenge-${label}`, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...env } });
  const { maxnumber } = (await (await fetch(`${server.url}/api/auth/challenge`)).json()) as { maxnumber: number };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const slowdown of [1, CPU_SLOWDOWN]) {
      const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'fr-FR' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(`${server.url}/login`, { waitUntil: 'load' });
      const cores = await page.evaluate(() => navigator.hardwareConcurrency);
      const chunk = solverChunk();
      await solveOnce(page, chunk); // the chunk and the worker script are cached from here on
      const solves: Solve[] = [];
      for (let i = 0; i < RUNS; i++) solves.push(await solveOnce(page, chunk));
      const total = solves.map((solve) => solve.totalMs);
      const took = solves.map((solve) => solve.tookMs);
      rows.push({ cost: label, maxnumber, cpu: `${slowdown}×`, cores, median: Math.round(percentile(total, 0.5)), p90: Math.round(percentile(total, 0.9)), max: Math.round(Math.max(...total)), 'solve median': Math.round(percentile(took, 0.5)) });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

ensureWebBuild();
const rows = [...(await measure('default', {}, 3231)), ...(await measure('cap', { BOT_CHALLENGE_BASE_COST: String(MAX_COST), BOT_CHALLENGE_MAX_COST: String(MAX_COST) }, 3232))];
console.table(rows);
const slowDefault = rows.find((row) => row.cost === 'default' && row.cpu === `${CPU_SLOWDOWN}×`)!;
const ok = slowDefault.median <= DEFAULT_TARGET_MS;
const file = await writeSummary('bot-challenge', {
  date: new Date().toISOString(),
  runs: RUNS,
  rows,
  figures: rows.map((row) => ({
    figure: `bot challenge, ${row.cost} cost (maxnumber ${row.maxnumber}), CPU ${row.cpu}: wait, median / p90`,
    value: `${row.median} / ${row.p90} ms`,
    target: row.cost === 'default' && row.cpu === `${CPU_SLOWDOWN}×` ? `median ≤ ${DEFAULT_TARGET_MS} ms` : '—',
    ok: row !== slowDefault || ok,
  })),
});
console.log(`wrote ${file}`);
process.exitCode = ok ? 0 : 1;

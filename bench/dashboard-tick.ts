/**
 * The dashboard at rest: a signed-in player with a running session keeps /dashboard open (390×844,
 * Debian's Chromium, the production server). From 5 s after load, for BENCH_TICK_SECONDS (60):
 *   - long tasks (> 50 ms, PerformanceObserver 'longtask'): target 0;
 *   - React commits, counted by a minimal React DevTools hook installed before the app loads,
 *     per 1 s tick of the live figures (the countdown shows seconds; the earnings refresh every
 *     2 s, TIMERS.earningsRefreshMs, on every other tick): target ≤ 1.0.
 * The CPU runs BENCH_TICK_CPU_SLOWDOWN (4) times slower, as Lighthouse's mobile preset does.
 *   npm run bench:tick
 * Writes .tmp/bench/dashboard-tick.json. Exit code 1 when a target is missed. Not part of `npm test`.
 */
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { TIMERS } from '@fre/domain';
import { ANSWERED_CONSENT, CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, createMiningPlayer, withProductionServer, writeSummary } from './support/production-server.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';

const SECONDS = Number(process.env.BENCH_TICK_SECONDS ?? 60);
const CPU_SLOWDOWN = Number(process.env.BENCH_TICK_CPU_SLOWDOWN ?? 4);
const SETTLE_MS = 5_000;
const TICK_MS = TIMERS.countdownTickMs;
const LONG_TASKS_MAX = 0;
const COMMITS_PER_TICK_MAX = 1;

interface Probe {
  commits: number[];
  longTasks: { start: number; duration: number }[];
}
declare global {
  interface Window {
    __benchProbe?: Probe;
  }
}

/**
 * Runs in the page before any of its scripts. React (production build too) looks for this global
 * when it loads: it then calls inject() once and onCommitFiberRoot() after each commit.
 */
function installProbe(consent: { key: string; value: string }) {
  const probe: Probe = { commits: [], longTasks: [] };
  window.__benchProbe = probe;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot() {
      probe.commits.push(performance.now());
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The player answered the cookie popup on this phone long ago.
  try {
    window.localStorage.setItem(consent.key, consent.value);
  } catch {
    // about:blank has no storage
  }
}

await withProductionServer({ port: 3200, pgPort: 54340, dataDir: '.tmp/bench-tick', env: CHEAP_BOT_CHALLENGE }, async (server) => {
  const player = await createMiningPlayer(server, 'tick');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'fr-FR' });
    await context.addCookies(player.browserCookies);
    await context.addInitScript(installProbe, { key: ANSWERED_CONSENT.key, value: JSON.stringify({ ...ANSWERED_CONSENT.value, savedAt: new Date().toISOString() }) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/dashboard`, { waitUntil: 'load' });
    await page.getByRole('timer').waitFor({ timeout: 30_000 });
    if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`ended on ${page.url()}, not the dashboard`);
    const loaded = await page.evaluate(() => window.__benchProbe!.commits.length);
    if (loaded === 0) throw new Error('no React commit seen: the DevTools hook did not reach React');

    await page.waitForTimeout(SETTLE_MS);
    const from = await page.evaluate(() => performance.now());
    console.log(`measuring ${SECONDS} s of /dashboard (CPU ${CPU_SLOWDOWN}× slower)…`);
    await page.waitForTimeout(SECONDS * 1000);
    const probe = await page.evaluate(() => window.__benchProbe!);
    const to = from + SECONDS * 1000;
    const visible = await page.getByRole('dialog').count();

    const commits = probe.commits.filter((time) => time >= from && time < to);
    const longTasks = probe.longTasks.filter((task) => task.start >= from && task.start < to);
    const ticks = SECONDS * 1000 / TICK_MS;
    const perTick = commits.length / ticks;
    const gaps = commits.slice(1).map((time, index) => Math.round(time - commits[index]!));
    const longTasksOk = longTasks.length <= LONG_TASKS_MAX;
    const commitsOk = perTick <= COMMITS_PER_TICK_MAX;

    console.table([
      { figure: 'long tasks (> 50 ms)', value: String(longTasks.length), target: `≤ ${LONG_TASKS_MAX}`, result: longTasksOk ? 'pass' : 'FAIL' },
      { figure: `React commits per ${TICK_MS / 1000} s tick`, value: `${perTick.toFixed(2)} (${commits.length} / ${ticks})`, target: `≤ ${COMMITS_PER_TICK_MAX.toFixed(1)}`, result: commitsOk ? 'pass' : 'FAIL' },
    ]);
    /** A long task holding a commit is the app's own rendering; one without may be anything else. */
    const withCommit = (task: { start: number; duration: number }) => commits.some((time) => time >= task.start && time <= task.start + task.duration);
    if (longTasks.length > 0) console.log(`long tasks (ms after the start of the measure: duration, * = holds a React commit): ${longTasks.map((task) => `${Math.round(task.start - from)}: ${Math.round(task.duration)}${withCommit(task) ? '*' : ''}`).join(', ')}`);
    console.log(`time between commits (ms): ${gaps.join(' ')}`);
    if (visible > 0) console.warn(`${visible} dialog(s) open over the dashboard during the measure`);
    if (errors.length > 0) console.warn(`page errors: ${errors.join(' | ')}`);

    const ok = longTasksOk && commitsOk && errors.length === 0;
    const file = await writeSummary('dashboard-tick', {
      date: new Date().toISOString(),
      seconds: SECONDS,
      cpuSlowdown: CPU_SLOWDOWN,
      settleMs: SETTLE_MS,
      tickMs: TICK_MS,
      ok,
      longTasks: { count: longTasks.length, max: LONG_TASKS_MAX, tasks: longTasks.map((task) => ({ atMs: Math.round(task.start - from), durationMs: Math.round(task.duration), holdsCommit: withCommit(task) })) },
      commits: { count: commits.length, ticks, perTick, max: COMMITS_PER_TICK_MAX, gapsMs: gaps, beforeMeasure: loaded },
      dialogsOpen: visible,
      pageErrors: errors,
    });
    console.log(`summary: ${path.relative(ROOT, file)}`);
    if (!ok) console.error('A dashboard tick target is missed.');
    return ok;
  } finally {
    await browser.close();
  }
});

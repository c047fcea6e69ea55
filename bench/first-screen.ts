/**
 * The signed-in first screen's critical path, measured in a real Chromium against the production
 * server: how long until a returning player's dashboard shows its numbers (the page heading is there
 * and no loading placeholder is left), how many requests and round trips of the network it waited
 * for, and its largest contentful paint. Under the mobile preset's conditions applied in the browser
 * (150 ms round trips, 1.6 Mbit/s down, 4× CPU slowdown), BENCH_FIRST_SCREEN_RUNS times (5), median.
 *   npm run bench:first-screen
 * Two visits: a first one (a fresh profile: no cache, no service worker), and a returning one (the
 * same browser again after the service worker took control). Not part of `npm test`.
 */
import type { CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { ACCOUNT } from '@fre/domain';
import { ANSWERED_CONSENT, CHROMIUM_ARGS, CHROMIUM_PATH, createMiningPlayer, median, startStandIns, withProductionServer, writeSummary, type Player } from './support/production-server.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';

const RUNS = Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 5);
/** Lighthouse's mobile preset (slow 4G, mid-range phone), applied rather than simulated. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = Number(process.env.BENCH_FIRST_SCREEN_CPU_SLOWDOWN ?? 4);
const PAGES = (process.env.BENCH_FIRST_SCREEN_PAGES ?? '/dashboard').split(',');

interface Visit {
  /** Navigation start → the page's numbers on screen. */
  shownMs: number;
  lcpMs: number;
  /** Requests the page made before it showed its numbers (all kinds), and those of the API. */
  requests: number;
  apiRequests: number;
  /** Sequential network waits on the way: each request started after the previous level answered. */
  roundTrips: number;
}

/** The loading placeholders every page shows while its data loads (role=status with a label). */
async function shown(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main h1') !== null && document.querySelector('[role="status"][aria-label]') === null, { timeout: 60_000, polling: 50 });
}

/**
 * The depth of the request chain: a request is one level deeper than the latest request that had
 * answered before it started (what it could have been waiting for).
 */
function chainDepth(requests: { start: number; end: number }[]): number {
  const depth: number[] = [];
  requests.forEach((request, index) => {
    const before = requests.slice(0, index).filter((other) => other.end <= request.start);
    depth.push(before.length === 0 ? 1 : 1 + Math.max(...before.map((other) => depth[requests.indexOf(other)]!)));
  });
  return Math.max(0, ...depth);
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function visit(page: Page, url: string): Promise<Visit> {
  const cdp = await page.createCDPSession();
  await throttle(cdp);
  const timings = new Map<HTTPRequest, { start: number; end: number; url: string }>();
  const started = performance.now();
  const onRequest = (request: HTTPRequest) => void timings.set(request, { start: performance.now() - started, end: Number.POSITIVE_INFINITY, url: request.url() });
  const onDone = (request: HTTPRequest) => {
    const timing = timings.get(request);
    if (timing) timing.end = performance.now() - started;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await shown(page);
  const shownMs = performance.now() - started;
  page.off('request', onRequest);
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2_000);
      }),
  );
  const before = [...timings.values()].filter((request) => request.start <= shownMs).sort((a, b) => a.start - b.start);
  if (process.env.BENCH_FIRST_SCREEN_VERBOSE) {
    for (const request of before) console.log(`${String(Math.round(request.start)).padStart(6)} → ${String(Math.round(request.end)).padStart(6)} ms  ${new URL(request.url).pathname}`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    shownMs: Math.round(shownMs),
    lcpMs: Math.round(lcpMs),
    requests: before.length,
    apiRequests: before.filter((request) => new URL(request.url).pathname.startsWith('/api/')).length,
    roundTrips: chainDepth(before.filter((request) => request.end <= shownMs)),
  };
}

/** A phone that signed in before: the player's cookies and the cookie answer are there. */
async function returningPhone(player: Player, origin: string) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, defaultViewport: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true } });
  const page = await browser.newPage();
  await page.setCookie(...player.browserCookies.map((cookie) => ({ ...cookie, httpOnly: cookie.name !== ACCOUNT.signedInCookie, sameSite: 'Lax' as const })));
  const consent = JSON.stringify({ ...ANSWERED_CONSENT.value, savedAt: new Date().toISOString() });
  await page.evaluateOnNewDocument(
    (key, value, expected) => {
      if (location.origin === expected) localStorage.setItem(key, value);
    },
    ANSWERED_CONSENT.key,
    consent,
    origin,
  );
  return { browser, page };
}

const summarise = (visits: Visit[]) => ({
  shownMs: median(visits.map((v) => v.shownMs)),
  lcpMs: median(visits.map((v) => v.lcpMs)),
  requests: median(visits.map((v) => v.requests)),
  apiRequests: median(visits.map((v) => v.apiRequests)),
  roundTrips: median(visits.map((v) => v.roundTrips)),
});

const standIns = await startStandIns(3203);
await withProductionServer(
  { port: 3202, pgPort: 54339, dataDir: '.tmp/bench-first-screen', env: { ...CHEAP_BOT_CHALLENGE, PRICE_API_URL: standIns.url, FRE_JETTON_ADDRESS: 'EQFREjettonMasterForTheBenches000000000000000000' } },
  async (server) => {
    const player = await createMiningPlayer(server, 'first');
    const results: Record<string, { first: ReturnType<typeof summarise>; returning: ReturnType<typeof summarise> }> = {};
    for (const path of PAGES) {
      const first: Visit[] = [];
      const returning: Visit[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { browser, page } = await returningPhone(player, server.url);
        try {
          first.push(await visit(page, `${server.url}${path}`));
          // The service worker installs after the first visit; the next one is served by it.
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker?.ready;
            if (registration && !navigator.serviceWorker.controller) {
              await new Promise((resolve) => {
                navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
                setTimeout(resolve, 15_000);
              });
            }
          });
          returning.push(await visit(page, `${server.url}${path}`));
        } finally {
          await browser.close();
        }
      }
      results[path] = { first: summarise(first), returning: summarise(returning) };
      console.log(`${path}: first visit`, results[path].first, '\n           returning', results[path].returning);
    }
    console.log(`summary: ${await writeSummary('first-screen', { date: new Date().toISOString(), runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, results })}`);
    return true;
  },
);
standIns.stop();

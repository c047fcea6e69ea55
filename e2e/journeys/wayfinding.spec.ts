/**
 * Every signed-in page a tap away (issue "every page a tap away"): the app walked the way a person
 * taps. On each player screen (support/screens.ts), a visible link is one tap; a link inside a menu or sheet that a
 * visible button opens (aria-haspopup) is two. From the dashboard every page must be at most 2 taps
 * away, and from any page every other at most 3, in fr and zh, at 390 px and 1280 px, and at
 * 320 px with text at 200 %.
 *
 * The walker itself opens each page by its address to read what is on it: it measures the links,
 * it is not a journey.
 */
import type { Page } from '@playwright/test';
import { namespaceTexts, type Language } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyPlayer } from '../support/ready.ts';
import { APP_PAGES } from '../../apps/web/src/config/app-pages.ts';
import { USER_SCREENS } from '../support/screens.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

const FROM_HOME = 2;
const BETWEEN_PAGES = 3;
/** The legal pages, /preuve and /transparence are public, outside the signed-in app: reached from its footer or a page's link, not part of its walk. */
const PUBLIC_PAGES = new Set(['/privacy', '/cookies', '/terms', '/preuve', '/transparence']);
/** The player's screens as the other journeys list them (not the menu's own table): a page left out of the menu shows up here as too far. */
const PAGES = USER_SCREENS.filter((screen) => !PUBLIC_PAGES.has(screen.path)).map((screen) => screen.path);

interface Edge { to: string; taps: number }

/** The app's own pages a set of links leads to, as paths. */
async function linkTargets(page: Page, scopes: string[]): Promise<string[]> {
  return page.locator(scopes.map((scope) => `${scope} a[href]`).join(', ')).evaluateAll((links) =>
    links
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const style = getComputedStyle(link);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !link.closest('[inert], [aria-hidden="true"]');
      })
      .flatMap((link) => {
        try {
          return [new URL(link.getAttribute('href')!, window.location.href)];
        } catch {
          return [];
        }
      })
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname.replace(/\/$/, '') || '/'),
  );
}

/** What one page offers: its visible links (1 tap) and the links of each menu a visible button opens (2 taps). */
async function edgesFrom(page: Page, path: string): Promise<Edge[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The bottom bar arrives a frame after the page (decision 036); every page walked has it.
  await expect(page.locator('nav[aria-label] button[aria-haspopup]').first(), `${path}: the bottom bar`).toBeVisible();
  const edges: Edge[] = (await linkTargets(page, ['body'])).map((to) => ({ to, taps: 1 }));
  const openers = page.locator('button[aria-haspopup]:visible');
  const popups = page.locator('[role="dialog"]:visible, [role="menu"]:visible');
  for (let i = 0; i < (await openers.count()); i++) {
    await openers.nth(i).click();
    // A sheet's code may load on first use: what the button says it opens (aria-haspopup) shows once it has.
    await expect(popups.first(), `${path}: what button ${i + 1} with a popup opens`).toBeVisible();
    edges.push(...(await linkTargets(page, ['[role="dialog"]', '[role="menu"]'])).map((to) => ({ to, taps: 2 })));
    await page.keyboard.press('Escape');
    await expect(popups).toHaveCount(0);
  }
  return edges;
}

/** Fewest taps from `start` to every page (Dijkstra over taps; a path through another page adds up). */
function tapsFrom(start: string, graph: Map<string, Edge[]>): Map<string, number> {
  const best = new Map<string, number>([[start, 0]]);
  const open = new Set([start]);
  while (open.size > 0) {
    const here = [...open].reduce((a, b) => (best.get(a)! <= best.get(b)! ? a : b));
    open.delete(here);
    for (const { to, taps } of graph.get(here) ?? []) {
      if (!PAGES.includes(to)) continue;
      const total = best.get(here)! + taps;
      if (total < (best.get(to) ?? Infinity)) {
        best.set(to, total);
        open.add(to);
      }
    }
  }
  return best;
}

const LAYOUTS = [
  { name: 'fr 390', language: 'fr', viewport: { width: 390, height: 844 }, textPercent: 100 },
  { name: 'zh 390', language: 'zh', viewport: { width: 390, height: 844 }, textPercent: 100 },
  { name: 'ru 390', language: 'ru', viewport: { width: 390, height: 844 }, textPercent: 100 },
  { name: 'fr 1280', language: 'fr', viewport: { width: 1280, height: 800 }, textPercent: 100 },
  { name: 'zh 1280', language: 'zh', viewport: { width: 1280, height: 800 }, textPercent: 100 },
  { name: 'fr 320, text 200 %', language: 'fr', viewport: { width: 320, height: 640 }, textPercent: 200 },
] as const satisfies readonly { name: string; language: Language; viewport: { width: number; height: number }; textPercent: number }[];

test("walks every page of the app's table of pages", () => {
  // The table feeds the router and the menu (decision 043); the walk must not miss one of them.
  expect(APP_PAGES.map((page) => page.path).filter((path) => !PAGES.includes(path))).toEqual([]);
});

for (const layout of LAYOUTS) {
  test(`every signed-in page is a few taps away (${layout.name})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, viewport: layout.viewport, locale: { fr: 'fr-FR', zh: 'zh-CN', ru: 'ru-RU' }[layout.language] });
    await answeredCookies(context);
    await context.addInitScript(([language, percent]) => {
      window.localStorage.setItem('fre.language', language as string);
      if (percent === 100) return;
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = `html { font-size: ${percent}% !important; }`;
        document.head.append(style);
      });
    }, [layout.language, layout.textPercent] as const);
    const page = await context.newPage();
    await readyPlayer(page.request, { prefix: 'way', language: layout.language });

    const graph = new Map<string, Edge[]>();
    for (const path of PAGES) graph.set(path, await edgesFrom(page, path));

    const far: string[] = [];
    const fromHome = tapsFrom('/dashboard', graph);
    for (const to of PAGES) if ((fromHome.get(to) ?? Infinity) > FROM_HOME) far.push(`/dashboard → ${to}: ${fromHome.get(to) ?? 'unreachable'}`);
    for (const from of PAGES) {
      const taps = tapsFrom(from, graph);
      for (const to of PAGES) if ((taps.get(to) ?? Infinity) > BETWEEN_PAGES) far.push(`${from} → ${to}: ${taps.get(to) ?? 'unreachable'}`);
    }
    expect(far, `pages farther than ${FROM_HOME} taps from the dashboard or ${BETWEEN_PAGES} from each other`).toEqual([]);

    // What a person sees: the bar, then the sheet open over the dashboard.
    const web = namespaceTexts('web', layout.language);
    const shotName = `wayfinding-${layout.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`;
    await page.goto('/dashboard');
    const more = page.getByRole('navigation', { name: web('nav.label') }).getByRole('button', { name: web('nav.more') });
    await expect(more).toBeVisible();
    await snap(page, `${shotName}-bar`, { fullPage: false });
    await more.click();
    await expect(page.getByRole('dialog', { name: web('nav.moreTitle') })).toBeVisible();
    await snap(page, `${shotName}-sheet`, { fullPage: false });
    await context.close();
  });
}

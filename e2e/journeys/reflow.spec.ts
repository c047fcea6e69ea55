import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { grantAdminByCli } from '../support/admin-cli.ts';
import { enrolTwoStep, type NextCode } from '../support/admin-second-factor.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { allTexts, LANGUAGES, type Language } from '../support/locales.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies, readMessages, skipTutorial } from '../support/quiet-overlays.ts';
import { ADMIN_SCREENS, USER_SCREENS, type Screen } from '../support/screens.ts';
import { snap } from '../support/screenshots.ts';

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, with text at 100 % and at 200 %, every player page and two
 * back-office lists scroll only vertically, and no key number (countdown, amounts) is cut.
 *
 * Text at 200 % is the root font size set to 200 % (a style tag): every type size of the app is in
 * rem, so this is what a browser's default-font-size setting at 32 px does. Chromium's own text zoom
 * is not reachable from Playwright in a way that behaves the same on every run.
 */

const password = 'Str0ng!pass';
const accessCode = 'Reflow-a-320-pixels';
const PHONE_320 = { width: 320, height: 640 };
const TEXT_SIZES = [100, 200] as const;
/** The back-office lists checked at 320 px (a table each). */
const ADMIN_LISTS = ADMIN_SCREENS.filter((screen) => screen.name === 'admin-users' || screen.name === 'admin-kyc');

const headings = Object.fromEntries(LANGUAGES.map((language) => [language, allTexts(language)])) as Record<Language, Map<string, string>>;
const heading = (language: Language, screen: Screen) => headings[language].get(screen.heading)!;

/** In-app navigation, as a tapped link does: the text size style stays. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function setTextSize(page: Page, percent: number) {
  await page.evaluate((size) => {
    let style = document.getElementById('e2e-text-size');
    if (!style) {
      style = document.createElement('style');
      style.id = 'e2e-text-size';
      document.head.append(style);
    }
    style.textContent = size === 100 ? '' : `html { font-size: ${size}% !important; }`;
  }, percent);
}

/**
 * The page's width against the screen's (the element's client width: in phone emulation the window
 * itself widens to the content), what sticks out, and the numbers cut by their box.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const { left, right } = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes}> [${Math.round(left)}..${Math.round(right)}] "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    // The innermost elements sticking out: what to fix (their parents only follow).
    const wide: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (getComputedStyle(element).visibility === 'hidden' || element.closest('svg') !== element && element.closest('svg')) continue;
      // Inside a box that scrolls sideways on purpose (a table, a row of chips) and itself fits.
      let contained = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const outer = parent.getBoundingClientRect();
        if (getComputedStyle(parent).overflowX !== 'visible' && outer.left >= -1 && outer.right <= width + 1) contained = true;
      }
      if (contained) continue;
      for (let index = wide.length - 1; index >= 0; index -= 1) if (wide[index]!.contains(element)) wide.splice(index, 1);
      wide.push(element);
    }
    // A number is cut when its own box hides part of it (ellipsis or clipping).
    const numbers = document.querySelectorAll<HTMLElement>('.tabular, [role="timer"], [class*="amount"], [class*="balance"], [class*="countdown"]');
    const clipped = [...numbers]
      .filter((element) => {
        const style = getComputedStyle(element);
        return element.offsetParent !== null && (style.textOverflow === 'ellipsis' || style.overflowX !== 'visible') && element.scrollWidth > element.clientWidth + 1;
      })
      .map(describe);
    const ellipsis = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.offsetParent !== null && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
      .map(describe);
    // Text squeezed into a column a few letters wide (a word cut letter by letter): reflowed, but
    // hard to read — reported for a person to look at.
    const squeezed = [...document.body.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 6);
        if (!own || element.offsetParent === null) return false;
        return element.getBoundingClientRect().width < 3.5 * parseFloat(getComputedStyle(element).fontSize);
      })
      .map(describe);
    return { scrollWidth: root.scrollWidth, width, wide: wide.slice(0, 8).map(describe), clipped, ellipsis, squeezed };
  });
}

async function check(page: Page, language: Language, screen: Screen, size: number) {
  const label = `${screen.name} (${language}, text ${size} %)`;
  await expect(page.getByRole('heading', { level: 1, name: heading(language, screen), exact: true }), `${label}: heading`).toBeVisible();
  await expect(page.locator('[role="status"][aria-label]'), `${label}: still loading`).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = await measure(page);
  expect.soft(seen.scrollWidth, `${label}: page width at ${seen.width} px; wider: ${seen.wide.join(' | ')}`).toBeLessThanOrEqual(seen.width);
  expect.soft(seen.clipped, `${label}: numbers cut`).toEqual([]);
  if (seen.ellipsis.length) test.info().annotations.push({ type: `ellipsis ${label}`, description: seen.ellipsis.join(' | ') });
  if (seen.squeezed.length) test.info().annotations.push({ type: `squeezed ${label}`, description: seen.squeezed.join(' | ') });
  if (language === 'ru' || language === 'zh') await snap(page, `reflow-${language}-${size}-${screen.name}`);
}

let admin: { email: string; nextCode: NextCode } | null = null;

test.describe('reflow at 320 px', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const stamp = Date.now();
    const account = { email: `reflow.admin.${stamp}@example.test`, nickname: `reflowops${stamp % 100000}` };
    const api = await playwright.request.newContext({ baseURL });
    try {
      const registered = await api.post('/api/auth/register', { data: { ...account, password, confirmPassword: password, language: 'fr', altcha: await solvedAppChallenge() } });
      expect(registered.status(), await registered.text()).toBe(201);
      const nextCode = await enrolTwoStep(api, password);
      await grantAdminByCli(account.email);
      expect((await api.put('/api/admin/access-code', { data: { newCode: accessCode } })).status()).toBe(204);
      admin = { ...account, nextCode };
    } finally {
      await api.dispose();
    }
  });

  test('the top bar fits 320 px in the other languages, text at 100 % and 200 %', async ({ page }) => {
    await page.setViewportSize(PHONE_320);
    await answeredCookies(page.context());
    const stamp = Date.now();
    const player = { email: `reflow.bar.${stamp}@example.test`, nickname: `reflowbar${stamp % 100000}` };
    expect((await page.request.post('/api/auth/register', { data: { ...player, password, confirmPassword: password, language: 'fr', altcha: await solvedAppChallenge() } })).status()).toBe(201);
    await skipTutorial(page);
    await readMessages(page.request);
    const dashboard = USER_SCREENS.find((screen) => screen.name === 'dashboard')!;
    for (const language of ['en', 'es'] as const) {
      // Init scripts run in order: the last language added wins.
      await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
      // The same screen measured in each language: opened afresh by its address, by design.
      await page.goto('/dashboard');
      for (const size of TEXT_SIZES) {
        await setTextSize(page, size);
        await check(page, language, dashboard, size);
      }
    }
  });

  test('the guest pages fit 320 px (landing, sign-in, sign-up), text at 100 % and 200 %', async ({ page }) => {
    await page.setViewportSize(PHONE_320);
    await answeredCookies(page.context());
    for (const language of ['fr', 'ru'] as const) {
      await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
      for (const path of ['/', '/login', '/register']) {
        // A scan of the guest pages, each by its address by design.
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const size of TEXT_SIZES) {
          await setTextSize(page, size);
          const seen = await measure(page);
          expect.soft(seen.scrollWidth, `${path} (${language}, text ${size} %): page width; wider: ${seen.wide.join(' | ')}`).toBeLessThanOrEqual(seen.width);
        }
      }
    }
  });

  for (const language of ['fr', 'ru', 'zh'] as const) {
    test(`every player page and two back-office lists fit 320 px in ${language}, text at 100 % and 200 %`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(PHONE_320);
      await answeredCookies(page.context());
      await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);

      const stamp = Date.now();
      const player = { email: `reflow.${language}.${stamp}@example.test`, nickname: `reflow${language}${stamp % 100000}` };
      const registered = await page.request.post('/api/auth/register', { data: { ...player, password, confirmPassword: password, language, altcha: await solvedAppChallenge() } });
      expect(registered.status(), await registered.text()).toBe(201);
      const token = new URL(await linkFromOutbox(player.email, 'verify-email'), 'http://x').searchParams.get('token');
      expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
      expect((await page.request.post('/api/mining/start')).ok()).toBe(true);
      await skipTutorial(page);
      await readMessages(page.request);

      // The scan's first page; it then visits every screen by its address, by design.
      await page.goto('/dashboard');
      const promoTitle = allTexts(language).get('trading:promo.title')!;
      const promo = page.getByRole('dialog', { name: promoTitle, exact: true });
      await page.addLocatorHandler(promo, () => page.keyboard.press('Escape'), { noWaitAfter: true });
      for (const size of TEXT_SIZES) {
        await setTextSize(page, size);
        for (const screen of USER_SCREENS) {
          await navigate(page, screen.path);
          await check(page, language, screen, size);
        }
      }

      const otp = await admin!.nextCode(page.request);
      expect((await page.request.post('/api/auth/login', { data: { email: admin!.email, password, otp, altcha: await solvedAppChallenge() } })).ok()).toBe(true);
      await readMessages(page.request);
      // Signed in as the operator through the API: the app is opened again, on the back office's gate.
      await page.goto('/admin');
      await page.getByLabel(allTexts(language).get('admin:gate.unlock.code')!).fill(accessCode);
      await page.getByLabel(allTexts(language).get('admin:gate.unlock.code')!).press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: heading(language, ADMIN_SCREENS[0]!) })).toBeVisible();
      for (const size of TEXT_SIZES) {
        await setTextSize(page, size);
        for (const screen of ADMIN_LISTS) {
          await navigate(page, screen.path);
          await check(page, language, screen, size);
        }
      }
    });
  }
});

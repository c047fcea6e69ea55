import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { grantAdminByCli } from '../support/admin-cli.ts';
import { enrolTwoStep, type NextCode } from '../support/admin-second-factor.ts';
import { allTexts, LANGUAGES, pattern, type Language } from '../support/locales.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies, skipTutorial } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';
import { ADMIN_SCREENS, USER_SCREENS, type Screen } from '../support/screens.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';

/**
 * Every main screen of the app and of the back office, in every language, on a 390 px phone: the
 * heading is the language's own text, no translation key or {{placeholder}} shows, nothing is wider
 * than the screen, and no French text of the locale files is left on a non-French screen.
 */

const password = 'Str0ng!pass';
const accessCode = 'Langues-du-monde-2025';
const VIEWPORT = { width: 390, height: 844 };
const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español', ru: 'Русский', zh: '中文' };

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, allTexts(language)])) as Record<Language, Map<string, string>>;
/** A text of `language` by `namespace:key`. */
const text = (language: Language, id: string) => {
  const value = locales[language].get(id);
  if (value === undefined) throw new Error(`missing ${language} text ${id}`);
  return value;
};

/** Every key of the locale files, with and without its namespace (and plural suffix), as it would show raw. */
const KEYS = new Set<string>();
for (const id of locales.fr.keys()) {
  const [namespace, key] = id.split(':') as [string, string];
  for (const variant of [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]) {
    KEYS.add(variant);
    KEYS.add(`${namespace}:${variant}`);
  }
}
const KEY_LIKE = /(?:\b[a-z][\w-]*:)?\b[a-zA-Z][\w-]*(?:\.[\w-]+)+\b/g;

/**
 * French fragments (between placeholders and markup) of texts that are translated differently in
 * `language`, long enough not to occur by chance, and found in none of that language's texts.
 */
function frenchFragments(language: Language): string[] {
  const own = [...locales[language].values()].join('\n');
  const fragments = new Set<string>();
  for (const [id, fr] of locales.fr) {
    if (id.startsWith('email:') || id.startsWith('legal:')) continue;
    const translated = locales[language].get(id);
    if (translated === undefined || translated === fr) continue;
    for (const part of fr.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>|\n/)) {
      const fragment = part.trim();
      if (fragment.length >= 14 && /\s/.test(fragment) && !own.includes(fragment)) fragments.add(fragment);
    }
  }
  return [...fragments];
}

/** In-app navigation (what a tapped link does): no reload, so the session's overlays stay answered. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What a person would see wrong on the screen, read from the rendered page. */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const label = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const { left, right } = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes}> [${Math.round(left)}..${Math.round(right)}] "${label}"`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'contents' && Number(style.opacity) > 0;
    };
    /** Inside a box that scrolls or clips sideways and itself fits: the overflow is designed. */
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const wide: string[] = [];
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (!shown(element) || contained(element) || reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      wide.push(describe(element));
    }
    /** Text running out of its own box (a long word in a button), or cut by it. */
    const spill: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !shown(owner)) continue;
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      if (textBox.width < 2) continue;
      let box: Element | null = owner;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (!box) continue;
      const limit = box.getBoundingClientRect();
      // Screen-reader-only texts live in a 1 px box on purpose.
      if (limit.width < 5) continue;
      const style = getComputedStyle(box);
      const right = limit.right - parseFloat(style.borderRightWidth);
      const left = limit.left + parseFloat(style.borderLeftWidth);
      if ((textBox.right > right + 2 || textBox.left < left - 2) && style.textOverflow !== 'ellipsis') {
        if (contained(box) && style.overflowX === 'visible' && box.parentElement && getComputedStyle(box.parentElement).overflowX !== 'visible') continue;
        spill.push(`${describe(box)} text "${node.textContent.trim().slice(0, 40)}" [${Math.round(textBox.left)}..${Math.round(textBox.right)}] box [${Math.round(left)}..${Math.round(right)}]`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, body: document.body.innerText, wide, spill };
  });
}

/** Waits for the page's heading and data, checks it and takes the screenshot. */
async function check(page: Page, language: Language, screen: Screen, french: string[], findings: string[]) {
  const heading = text(language, screen.heading);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), `${screen.name}: heading in ${language}`).toBeVisible();
  await expect(page.locator('[role="status"][aria-label]'), `${screen.name}: still loading`).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = await inspect(page);

  const keys = [...new Set([...seen.body.matchAll(KEY_LIKE)].map(([match]) => match).filter((match) => KEYS.has(match)))];
  expect.soft(keys, `${screen.name} (${language}): translation keys on screen`).toEqual([]);
  const placeholders = seen.body.split('\n').filter((line) => /\{\{|\}\}/.test(line));
  expect.soft(placeholders, `${screen.name} (${language}): {{placeholders}} on screen`).toEqual([]);
  expect.soft(seen.scrollWidth, `${screen.name} (${language}): page width; wider elements: ${seen.wide.join(' | ')}`).toBeLessThanOrEqual(VIEWPORT.width);
  expect.soft(seen.wide, `${screen.name} (${language}): elements wider than the screen`).toEqual([]);
  if (language !== 'fr') {
    const frHeading = text('fr', screen.heading);
    const asWord = new RegExp(`(?<!\\p{L})${frHeading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');
    if (frHeading !== heading) expect.soft(seen.body, `${screen.name} (${language}): French heading "${frHeading}" left`).not.toMatch(asWord);
    const left = french.filter((fragment) => seen.body.includes(fragment));
    expect.soft(left, `${screen.name} (${language}): French texts left`).toEqual([]);
  }
  for (const line of seen.spill) findings.push(`${language} ${screen.name}: ${line}`);
  await snap(page, `lang-${language}-${screen.name}`);
}

let admin: { email: string; nextCode: NextCode } | null = null;

test.describe('every screen in every language', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    // One operator for all languages: signed up, two-step sign-in on, granted by the CLI, with a personal access code.
    const stamp = Date.now();
    const account = { email: `polyglot.admin.${stamp}@example.test`, nickname: `polyops${stamp % 100000}` };
    const api = await playwright.request.newContext({ baseURL });
    try {
      const registered = await api.post('/api/auth/register', { data: { ...account, password, confirmPassword: password, language: 'fr', altcha: await solvedAppChallenge() } });
      expect(registered.status(), await registered.text()).toBe(201);
      const nextCode = await enrolTwoStep(api, password);
      await grantAdminByCli(account.email);
      const codeSet = await api.put('/api/admin/access-code', { data: { newCode: accessCode } });
      expect(codeSet.status(), await codeSet.text()).toBe(204);
      admin = { ...account, nextCode };
    } finally {
      await api.dispose();
    }
  });

  for (const language of LANGUAGES) {
    test(`every screen reads in ${language}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(VIEWPORT);
      await answeredCookies(page.context());
      const findings: string[] = [];
      const french = language === 'fr' ? [] : frenchFragments(language);
      const fr = (id: string) => text('fr', id);
      const t = (id: string) => text(language, id);

      // A player signs up in French (API, this phone's cookies), verifies the email and starts mining.
      const stamp = Date.now();
      const player = { email: `polyglot.${language}.${stamp}@example.test`, nickname: `poly${language}${stamp % 100000}` };
      const registered = await page.request.post('/api/auth/register', { data: { ...player, password, confirmPassword: password, language: 'fr', altcha: await solvedAppChallenge() } });
      expect(registered.status(), await registered.text()).toBe(201);
      const token = new URL(await linkFromOutbox(player.email, 'verify-email'), 'http://x').searchParams.get('token');
      expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
      expect((await page.request.post('/api/mining/start')).ok()).toBe(true);
      await skipTutorial(page);

      // The player opens the app (French, from the phone's locale) and picks the language in the top bar.
      // The scan's first page; it then visits every screen by its address, by design.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: fr('web:mining.title') })).toBeVisible();
      // Saved on the account too (nothing to save when French is picked again).
      const saved = language === 'fr' ? null : page.waitForResponse((response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH');
      // A global message published by another journey may open its notice over the menu; the
      // handler's Escape closes the menu with it: open the menu again until the choice is made.
      const option = page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language], exact: true });
      await expect(async () => {
        if (!(await option.isVisible())) await page.getByRole('button', { name: pattern(fr('web:language.label')) }).click();
        await option.click({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      if (saved) expect((await saved).ok()).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('button', { name: t('web:language.label').replace('{{language}}', LANGUAGE_NAMES[language]) })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('fre.language'))).toBe(language);

      // The trading promotion (shown only when a trading venue is configured) is put off if it opens.
      const promo = page.getByRole('dialog', { name: t('trading:promo.title'), exact: true });
      await page.addLocatorHandler(promo, () => promo.getByRole('button', { name: t('trading:promo.later'), exact: true }).click(), { noWaitAfter: true });

      for (const screen of USER_SCREENS) {
        await navigate(page, screen.path);
        await check(page, language, screen, french, findings);
        if (screen.name === 'dashboard') {
          // The notifications under the bell.
          await page.getByRole('button', { name: t('notifications:bell') }).click();
          const panel = page.getByRole('region', { name: t('notifications:title') });
          await expect(panel.getByText(t('notifications:empty'))).toBeVisible();
          const seen = await inspect(page);
          expect.soft(seen.wide, `notifications (${language}): elements wider than the screen`).toEqual([]);
          await snap(page, `lang-${language}-notifications`, { fullPage: false });
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
          // The bell keeps the keyboard focus ring after Escape: not part of the pages pictured next.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        }
      }

      // The same phone signs in as the operator; the language stays this browser's choice.
      const otp = await admin!.nextCode(page.request);
      expect((await page.request.post('/api/auth/login', { data: { email: admin!.email, password, otp, altcha: await solvedAppChallenge() } })).ok()).toBe(true);
      // Signed in as the operator through the API: the app is opened again, on the back office's gate.
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: t('admin:gate.unlock.title') })).toBeVisible();
      await snap(page, `lang-${language}-admin-gate`);
      await page.getByLabel(t('admin:gate.unlock.code')).fill(accessCode);
      await page.getByRole('button', { name: t('admin:gate.unlock.submit') }).click();
      for (const screen of ADMIN_SCREENS) {
        await navigate(page, screen.path);
        await check(page, language, screen, french, findings);
      }

      if (findings.length) {
        test.info().annotations.push({ type: 'text outside its box', description: findings.join('\n') });
        console.warn(`text outside its box (${language}):\n${findings.join('\n')}`);
      }
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { allTexts, type Language } from '../support/locales.ts';
import { snap } from '../support/screenshots.ts';

/**
 * The cookie notice a first visit opens over the bottom of the screen never hides the landing's main
 * button: on a 390×844 phone the button shows above the notice as the page opens; on a 320 px phone,
 * where it is lower than the first screen anyway, the page scrolls it above the notice. Either way a
 * tap on it lands on it, with the notice still open.
 */

const PHONES = [
  { name: '390', size: { width: 390, height: 844 }, aboveAtOnce: true },
  { name: '320', size: { width: 320, height: 640 }, aboveAtOnce: false },
] as const;

/** Where a tap at the middle of `target` lands: on it (or inside it), or on what covers it. */
async function tapLandsOn(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function bottomOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

async function topOf(locator: Locator) {
  return (await locator.boundingBox())!.y;
}

/** Scrolls the page by hand (as a thumb would), until `target` sits just above `notice`. */
async function scrollAbove(page: Page, target: Locator, notice: Locator) {
  const gap = (await bottomOf(target)) - (await topOf(notice)) + 8;
  if (gap > 0) await page.mouse.wheel(0, gap);
  await expect.poll(async () => (await bottomOf(target)) <= (await topOf(notice))).toBe(true);
}

for (const language of ['fr', 'ru'] as const satisfies readonly Language[]) {
  const texts = allTexts(language);
  for (const phone of PHONES) {
    test(`the cookie notice leaves the landing's main button tappable at ${phone.name} px in ${language}`, async ({ page }) => {
      await page.setViewportSize(phone.size);
      await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: texts.get('consent:popup.title')! });
      await expect(notice).toBeVisible();
      const main = page.getByRole('link', { name: texts.get('web:landing.hero.register')! });

      if (phone.aboveAtOnce) {
        expect(await bottomOf(main), 'the main button ends above the notice').toBeLessThanOrEqual(await topOf(notice));
      } else {
        await scrollAbove(page, main, notice);
      }
      await snap(page, `cookie-notice-landing-${language}-${phone.name}`, { fullPage: false });
      expect(await tapLandsOn(main), 'a tap on the main button reaches it').toBe(true);
      await main.click({ trial: true });
      await expect(notice).toBeVisible();

      // The page's last lines too: it ends with room for the notice.
      await page.mouse.wheel(0, 100_000);
      const footerEnd = page.getByRole('contentinfo').last();
      await expect.poll(async () => (await bottomOf(footerEnd)) <= (await topOf(notice)) + 1).toBe(true);
    });
  }
}

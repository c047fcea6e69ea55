import { expect, test } from '@playwright/test';
import { LANGUAGES, texts } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';

for (const language of LANGUAGES) {
  test(`the first screen of the journey reads in ${language}`, async ({ page }) => {
    await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
    await answeredCookies(page);
    await page.goto('/');
    const t = texts(language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.web('landing.hero.titleStart'));
    await expect(page.getByRole('link', { name: t.web('landing.hero.register') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await snap(page, `landing-${language}`);

    await page.goto('/register');
    await expect(page.getByLabel(t.web('auth.fields.nickname'))).toBeVisible();
    await snap(page, `register-${language}`);
  });
}

import { expect, test } from '@playwright/test';
import { LANGUAGES, pattern, texts } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';

for (const language of LANGUAGES) {
  test(`the first screen of the journey reads in ${language}`, async ({ page }) => {
    await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
    await answeredCookies(page);
    // The visitor's first page.
    await page.goto('/');
    const t = texts(language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.web('landing.hero.titleStart'));
    await expect(page.getByRole('link', { name: t.web('landing.hero.register') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await snap(page, `landing-${language}`);

    await page.getByRole('link', { name: t.web('landing.hero.register') }).click();
    await expect(page.getByLabel(t.web('auth.fields.nickname'))).toBeVisible();
    await snap(page, `register-${language}`);
  });
}

// The landing a visitor opens is pre-rendered (decision 015): with scripts off, it must already
// read in the browser's language and lead into the app.
for (const language of LANGUAGES) {
  test.describe(() => {
    test.use({ locale: language, javaScriptEnabled: false });
    test(`the landing arrives written in ${language} before any script runs`, async ({ page }) => {
      const t = texts(language);
      // The page the server sends for the address is what is checked.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.web('landing.hero.titleStart'));
      await expect(page.getByRole('link', { name: t.web('landing.hero.register') })).toHaveAttribute('href', '/register');
      await expect(page.getByRole('link', { name: t.web('landing.hero.login') })).toHaveAttribute('href', '/login');
    });
  });
}

test('the landing switches language from its menu, and the choice holds on the next visit', async ({ page }) => {
  const fr = texts('fr');
  const en = texts('en');
  await answeredCookies(page);
  // The visitor's first page.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: pattern(fr.web('language.label')) }).click();
  await snap(page, 'landing-language-menu', { fullPage: false });
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.web('landing.hero.titleStart'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A new visit: the server sends the English page (the language cookie).
  const response = await page.request.get('/');
  expect(await response.text()).toContain('<html lang="en">');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.web('landing.hero.titleStart'));
});

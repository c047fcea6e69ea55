import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { texts, type Language } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';

const password = 'Str0ng!pass';

async function fillRegister(page: Page, language: Language, email: string) {
  const t = texts(language);
  await page.getByLabel(t.web('auth.fields.nickname')).fill(`temp${language}${Date.now() % 100000}`);
  await page.getByLabel(t.web('auth.fields.email')).fill(email);
  await page.getByLabel(t.web('auth.fields.password'), { exact: true }).fill(password);
  await page.getByLabel(t.web('auth.fields.confirmPassword')).fill(password);
  await page.getByRole('button', { name: t.web('auth.register.submit') }).click();
}

// Issue 19: a throwaway address is refused at sign-up with a message under the email field.
for (const language of ['fr', 'zh'] as const) {
  test(`a throwaway address is refused at sign-up, said in ${language} under the email field`, async ({ page }) => {
    const t = texts(language);
    await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
    await answeredCookies(page);
    // The visitor's first page.
    await page.goto('/register');

    await fillRegister(page, language, `someone.${Date.now()}@mailinator.com`);
    const email = page.getByLabel(t.web('auth.fields.email'));
    await expect(page.getByText(t.error('email_disposable'))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await snap(page, `register-disposable-${language}`, { fullPage: false });

    if (language === 'fr') {
      // The usual address then goes through: the refusal held nothing back.
      await email.fill(`usual.${Date.now()}@example.test`);
      await page.getByRole('button', { name: t.web('auth.register.submit') }).click();
      await expect(page.getByText(t.web('auth.registered.title'))).toBeVisible();
    }
  });
}

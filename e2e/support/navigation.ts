import type { Page } from '@playwright/test';
import { namespaceTexts, type Language } from './locales.ts';
import { expect } from './test.ts';

/** Signs out as a player does: the avatar to the profile, "Se déconnecter", then its confirmation. */
export async function signOut(page: Page, language: Language = 'fr'): Promise<void> {
  const web = namespaceTexts('web', language);
  await page.getByRole('link', { name: web('nav.profile') }).click();
  await page.getByRole('main').getByRole('button', { name: web('auth.logout') }).click();
  const confirm = page.getByRole('dialog', { name: web('auth.logoutConfirm.title') });
  await confirm.getByRole('button', { name: web('auth.logout') }).click();
  await expect(page).not.toHaveURL(/\/profile/);
}

/** Opens a page of the "More" sheet by tapping: the bottom bar's More, then the page's tile. */
export async function openFromMore(page: Page, pageId: string, language: Language = 'fr'): Promise<void> {
  const web = namespaceTexts('web', language);
  await page.getByRole('navigation', { name: web('nav.label') }).getByRole('button', { name: web('nav.more') }).click();
  const sheet = page.getByRole('dialog', { name: web('nav.moreTitle') });
  await sheet.getByRole('link', { name: web(`nav.pages.${pageId}`) }).click();
  await expect(sheet).toBeHidden();
}

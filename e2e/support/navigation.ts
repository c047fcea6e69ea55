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
  // The tab no longer names the signed-in page it left.
  await expect(page).toHaveTitle('FRE Mining');
}

/** Opens a page of the "More" sheet by tapping: the bottom bar's More, then the page's tile. */
export async function openFromMore(page: Page, pageId: string, language: Language = 'fr'): Promise<void> {
  const web = namespaceTexts('web', language);
  const sheet = page.getByRole('dialog', { name: web('nav.moreTitle') });
  // A notice that opens over the sheet (unread messages) is closed by the journeys with its
  // Escape, which closes the sheet too: open it again until the tap on the tile lands.
  await expect(async () => {
    if (!(await sheet.isVisible())) await page.getByRole('navigation', { name: web('nav.label') }).getByRole('button', { name: web('nav.more') }).click();
    await sheet.getByRole('link', { name: web(`nav.pages.${pageId}`) }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(sheet).toBeHidden();
}

/** The bottom bar's links: the four pages a thumb reaches at once (the fifth entry, Plus, opens the sheet). */
export type BarEntry = 'group' | 'games' | 'mining' | 'leaderboard';

/** Opens a page of the bottom bar by tapping its entry (Groupe, Jeux, Minage, Classement). */
export async function openFromBar(page: Page, entry: BarEntry, language: Language = 'fr'): Promise<void> {
  const web = namespaceTexts('web', language);
  const link = page.getByRole('navigation', { name: web('nav.label') }).getByRole('link', { name: web(`nav.${entry}`) });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Opens the profile by the avatar in the top bar. */
export async function openProfile(page: Page, language: Language = 'fr'): Promise<void> {
  const web = namespaceTexts('web', language);
  await page.getByRole('link', { name: web('nav.profile') }).click();
  await expect(page.getByRole('heading', { level: 1, name: namespaceTexts('profile', language)('title') })).toBeVisible();
}

/** A link whose name starts with `text` (a row's name goes on with its hint). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Profile → Security or Privacy, as a player looks for them: the avatar, then the profile's row. */
export async function openAccountPage(page: Page, which: 'security' | 'privacy', language: Language = 'fr'): Promise<void> {
  await openProfile(page, language);
  const profileTexts = namespaceTexts('profile', language);
  await page.getByRole('main').getByRole('link', { name: startingWith(profileTexts(`links.${which}`)) }).click();
  const title = namespaceTexts(which === 'security' ? 'security' : 'my-data', language)('page.title');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A page of the back office from its navigation: the side bar on a wide screen, the menu drawer on a phone. */
export async function openAdminPage(page: Page, section: string, language: Language = 'fr'): Promise<void> {
  const admin = namespaceTexts('admin', language);
  const title = admin(`pages.${section}.title`);
  const menu = page.getByRole('button', { name: admin('shell.openMenu') });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: admin('nav.label') }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** From the landing (where signing out leads): "I already have an account", to the sign-in form. */
export async function openSignIn(page: Page, language: Language = 'fr'): Promise<void> {
  const web = namespaceTexts('web', language);
  await page.getByRole('link', { name: web('landing.hero.login') }).click();
  await expect(page.getByRole('heading', { level: 1, name: web('auth.login.title') })).toBeVisible();
}

/**
 * The cookie notice and the cookie policy say the privacy settings are at the bottom of every
 * page: on the pre-rendered landing (before the app runs), on the legal pages and in the app.
 */
import { namespaceTexts } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

const web = namespaceTexts('web', 'fr');
const consent = namespaceTexts('consent', 'fr');
const legal = namespaceTexts('legal', 'fr');

test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });

for (const path of ['/', '/terms', '/privacy']) {
  test(`the privacy settings open from the footer of ${path}`, async ({ page }) => {
    await answeredCookies(page);
    await page.goto(path);
    const settings = page.getByRole('button', { name: web('footer.privacySettings') });
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    const dialog = page.getByRole('dialog', { name: consent('dialog.title') });
    await expect(dialog).toBeVisible();
    await snap(page, `privacy-settings-from-${path === '/' ? 'landing' : path.slice(1)}`, { fullPage: false });
  });
}

test('the terms name who runs the app, or say plainly that this installation has not filled it in', async ({ page }) => {
  await answeredCookies(page);
  await page.goto('/terms');
  // The journeys' server sets no OPERATOR_* variables.
  await expect(page.getByRole('region', { name: legal('operator.title') })).toContainText(legal('operator.missing'));
});

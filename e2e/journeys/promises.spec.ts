import type { Page } from '@playwright/test';
import { MY_DATA, NANO_PER_FRE } from '@fre/domain';
import { namespaceTexts, pattern, texts } from '../support/locales.ts';
import { openAdminPage } from '../support/navigation.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyOperator, readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

const fr = texts('fr');
const support = namespaceTexts('support', 'fr');
const consent = namespaceTexts('consent', 'fr');
const withdrawalsAdmin = namespaceTexts('admin-withdrawals', 'fr');
const PHONE = { width: 390, height: 844 };

test.use({ actionTimeout: 15_000 });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('an admin lowers and raises the withdrawal minimums, and the FAQ quotes the new figures', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const operatorContext = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  await answeredCookies(operatorContext);
  await readyOperator(operatorContext.request, { prefix: 'minimums' });
  // The minimums are the server's, shared with the journeys that run after this one: put back after.
  const saved = (await (await operatorContext.request.get('/api/admin/withdrawal-minimums')).json()) as { minimums: string[] };
  try {
    const admin = await operatorContext.newPage();
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: fr.admin('pages.overview.title') })).toBeVisible();
    await openAdminPage(admin, 'withdrawals');
    await admin.getByLabel(withdrawalsAdmin('minimums.level', { level: 0 }), { exact: true }).fill('300000');
    await admin.getByLabel(withdrawalsAdmin('minimums.level', { level: 10 }), { exact: true }).fill('12500');
    await admin.getByRole('button', { name: withdrawalsAdmin('minimums.save') }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: withdrawalsAdmin('minimums.confirm') }).click();
    await expect(admin.getByText(withdrawalsAdmin('minimums.saved'))).toBeVisible();
    expect(((await (await operatorContext.request.get('/api/withdrawal-minimums')).json()) as { minimums: string[] }).minimums[10]).toBe((12_500n * NANO_PER_FRE).toString());

    // The statistics say the windows the rollup sums over, from the one constant.
    await openAdminPage(admin, 'stats');
    await expect(admin.getByText(pattern(fr.admin('stats.figures.totalMined24h'))).first()).toHaveText(/^Sur\s24\s+heures$/);
    await shot(admin, 'promises-05-admin-stats-phone');
    await admin.evaluate(() => window.localStorage.setItem('fre.language', 'ru'));
    await admin.reload();
    await expect(admin.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(admin.getByText(/^За\s30\s+дней$/).first()).toBeVisible();
    await shot(admin, 'promises-06-admin-stats-ru-phone');

    // A player reads the FAQ: the figures an admin set, not the built-in 25 000 to 250 000.
    await readyPlayerOn(page, { prefix: 'faq' });
    await page.goto('/support');
    await page.getByText(support('faq.items.withdrawal.q')).click();
    // The app joins a number to its words with no-break spaces: any space matches.
    await expect(page.getByText(/^De\s12\s500\sà\s300\s000\sFRE\sselon\svotre\sniveau\./)).toBeVisible();
    await shot(page, 'promises-01-faq-minimums-phone');
  } finally {
    const restored = await operatorContext.request.put('/api/admin/withdrawal-minimums', { data: saved });
    expect(restored.ok(), await restored.text()).toBe(true);
    await operatorContext.close();
  }
});

test('the cookie dialog offers what the product uses, and the privacy policy names the terms its jobs keep', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: consent('popup.title') });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(consent('popup.text'))).toBeVisible();
  await popup.getByRole('button', { name: consent('popup.customise') }).click();
  const dialog = page.getByRole('dialog', { name: consent('dialog.title') });
  // Necessary storage (always on) and advertising, the one category some code reads.
  await expect(dialog.getByRole('switch')).toHaveCount(2);
  await expect(dialog.getByRole('switch', { name: consent('categories.advertising.title') })).toBeVisible();
  await snap(page, 'promises-02-privacy-dialog-phone', { fullPage: false });
  await dialog.getByRole('button', { name: consent('dialog.save') }).click();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: fr.text('legal:privacy.title') })).toBeVisible();
  const retention = page.getByText(pattern(fr.text('legal:privacy.sections.7.paragraphs.2')));
  await expect(retention).toContainText(new RegExp(`${MY_DATA.supportTicketRetentionYears}\\s+ans après leur clôture`));
  await retention.evaluate((paragraph) => paragraph.scrollIntoView({ block: 'center' }));
  await snap(page, 'promises-03-privacy-retention-phone', { fullPage: false });
  // The export's interval and the answer's delay, from the constants that hold them.
  const rights = page.getByText(pattern(fr.text('legal:privacy.sections.8.paragraphs.1')));
  await expect(rights).toContainText(/un nouveau fichier 1\s+heure après le précédent/);
  await rights.evaluate((paragraph) => paragraph.scrollIntoView({ block: 'center' }));
  await snap(page, 'promises-04-privacy-rights-phone', { fullPage: false });
});

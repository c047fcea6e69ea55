import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FRE_DISPLAY_DECIMALS, MINING, nanoToFre } from '@fre/domain';
import { grantAdminByCli } from '../support/admin-cli.ts';
import { enrolTwoStep, type NextCode } from '../support/admin-second-factor.ts';
import { pattern, texts } from '../support/locales.ts';
import { openAdminPage } from '../support/navigation.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies, skipTutorial } from '../support/quiet-overlays.ts';
import { PASSWORD, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock } from '../support/test-clock.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';

const fr = texts('fr');
const adminBonusCodesTexts = JSON.parse(readFileSync(new URL('../../packages/i18n/locales/fr/admin-bonus-codes.json', import.meta.url), 'utf8')) as Record<string, unknown>;
/** A French text of the back office's bonus codes. */
const bonusCodesAdmin = (key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), adminBonusCodesTexts);
  if (typeof value !== 'string') throw new Error(`missing fr admin-bonus-codes text ${key}`);
  return value;
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A full-page screenshot from the top of the page (sticky bars stay where a person sees them). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** The settings this journey toggles are global to the server the other journeys share. */
let operator: { email: string; password: string; code: string; nextCode?: NextCode } | null = null;

test.afterEach(async ({ playwright, baseURL }) => {
  if (!operator) return;
  const api = await playwright.request.newContext({ baseURL });
  try {
    const otp = operator.nextCode ? await operator.nextCode(api) : undefined;
    await api.post('/api/auth/login', { data: { email: operator.email, password: operator.password, otp, altcha: await solvedAppChallenge() } });
    await api.post('/api/admin/unlock', { data: { code: operator.code } });
    const restored = await api.patch('/api/admin/settings', { data: { maintenance: false, referrals: true, games: true, shop: true } });
    if (!restored.ok()) throw new Error(`settings not restored: ${restored.status()}`);
  } finally {
    await api.dispose();
    operator = null;
  }
});

test('an operator grants admin by CLI, opens the back office with a personal code and adjusts a balance', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const code = 'Or-de-nuit-2025';
  const reason = `Geste commercial, ticket ${stamp % 10000}`;
  // This journey is about the back office: the cookie popup is answered, the tutorial skipped.
  await answeredCookies(page.context());

  // The future admin signs up and verifies by the emailed link.
  const admin = await readyPlayer(request, { prefix: 'admin', verified: false });
  operator = { email: admin.email, password: PASSWORD, code };
  // The link of the verification email, opened from the mailbox: outside the app.
  await page.goto(await linkFromOutbox(admin.email, 'verify-email'));
  await expect(page.getByText(fr.web('auth.verify.success'))).toBeVisible();

  // A player signs up (API, own cookie jar), verifies, mines one 24-hour session and claims it.
  const player = await readyPlayer(request, { prefix: 'joueur' });
  expect((await request.post('/api/mining/start')).ok()).toBe(true);
  await advanceServerClock(request, MINING.sessionDurationMs);
  expect((await request.post('/api/mining/claim')).ok()).toBe(true);
  const claimed = MINING.baseRateNano * 24n;
  const fre = (nano: bigint) => new Intl.NumberFormat('fr', { minimumFractionDigits: FRE_DISPLAY_DECIMALS, maximumFractionDigits: FRE_DISPLAY_DECIMALS }).format(Number(nanoToFre(nano)));

  // The operator grants the role from the command line, as the README says. A password and an
  // access code are both things one knows: the CLI refuses an account without a second factor,
  // and says where to turn one on.
  await expect(grantAdminByCli(admin.email)).rejects.toThrow(/no second factor.*Profile → Security/);

  await page.getByRole('link', { name: fr.web('auth.verify.toLogin') }).click();
  await page.getByLabel(fr.web('auth.fields.email')).fill(admin.email);
  await page.getByLabel(fr.web('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: fr.web('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipTutorial(page);

  // Two-step sign-in, turned on through the API here (its screens are the two-step journey's): the
  // authenticator app of this test. Then the CLI grants the role, and the app shows the back office.
  operator.nextCode = await enrolTwoStep(page.request, PASSWORD);
  expect(await grantAdminByCli(admin.email)).toContain(admin.email);
  await page.reload();

  // First entry: create the personal access code (checked for length), which also unlocks.
  await page.getByRole('link', { name: fr.web('nav.admin') }).click();
  await expect(page.getByRole('heading', { name: fr.admin('gate.create.title') })).toBeVisible();
  await page.getByLabel(fr.admin('gate.create.code')).fill('court');
  await page.getByLabel(fr.admin('gate.create.confirm')).fill('court');
  await page.getByRole('button', { name: fr.admin('gate.create.submit') }).click();
  await expect(page.getByText(pattern(fr.error('access_code_too_short')))).toBeVisible();
  await shot(page, 'admin-01-gate-create-phone');
  await page.getByLabel(fr.admin('gate.create.code')).fill(code);
  await page.getByLabel(fr.admin('gate.create.confirm')).fill(code);
  await page.getByRole('button', { name: fr.admin('gate.create.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.admin('pages.overview.title') })).toBeVisible();
  await expect(page.getByText(pattern(fr.admin('overview.asOf')))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: fr.admin('overview.systems.title') })).toBeVisible();
  await shot(page, 'admin-02-overview-phone');
  // The systems section in Russian, the longest words on a phone: a reload (not a departure
  // from /admin, which would lock) with this browser's language choice switched, then back.
  const showIn = async (language: 'fr' | 'ru') => {
    await page.evaluate((choice) => window.localStorage.setItem('fre.language', choice), language);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: texts(language).admin('overview.systems.title') })).toBeVisible();
  };
  await showIn('ru');
  await shot(page, 'admin-02-overview-phone-ru');
  await showIn('fr');

  // Leaving /admin locks again: the code is asked on the way back, and a wrong one is refused.
  await page.getByRole('button', { name: fr.admin('shell.openMenu') }).click();
  await snap(page, 'admin-03-menu-phone', { fullPage: false });
  await page.getByRole('link', { name: fr.admin('shell.backToApp') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: fr.web('nav.admin') }).click();
  await expect(page.getByRole('heading', { name: fr.admin('gate.unlock.title') })).toBeVisible();
  await page.getByLabel(fr.admin('gate.unlock.code')).fill('pas-le-bon-code');
  await page.getByRole('button', { name: fr.admin('gate.unlock.submit') }).click();
  await expect(page.getByText(fr.error('access_code_invalid'))).toBeVisible();
  await shot(page, 'admin-04-gate-unlock-error-phone');
  await page.getByLabel(fr.admin('gate.unlock.code')).fill(code);
  await page.getByRole('button', { name: fr.admin('gate.unlock.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.admin('pages.overview.title') })).toBeVisible();

  // Find the player and credit 12.5 FRE with a reason.
  await openAdminPage(page, 'users');
  await page.getByRole('searchbox', { name: fr.admin('users.search.label') }).fill(player.email);
  const playerLink = page.getByRole('link', { name: player.nickname, exact: true });
  await expect(playerLink).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await shot(page, 'admin-05-users-phone');
  await playerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: player.nickname })).toBeVisible();

  const adjust = page.getByRole('form', { name: fr.admin('users.adjust.title') });
  await adjust.getByLabel(fr.admin('users.adjust.amount')).fill('12,5');
  await adjust.getByLabel(fr.admin('users.adjust.reason')).fill(reason);
  await adjust.getByRole('button', { name: fr.admin('users.adjust.review') }).click();
  const dialog = page.getByRole('alertdialog', { name: fr.admin('users.adjust.confirmCredit').replace('{{nickname}}', player.nickname) });
  await expect(dialog).toContainText(reason);
  await snap(page, 'admin-06-adjust-confirm-phone', { fullPage: false });
  await dialog.getByRole('button', { name: fr.admin('users.adjust.confirmCreditButton') }).click();
  await expect(page.getByText(pattern(fr.admin('users.adjust.done')))).toBeVisible();

  const ledger = page.getByRole('region', { name: fr.admin('users.ledger.title') });
  const entry = ledger.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText(fr.admin('users.ledger.kinds.admin_adjustment'));
  await expect(entry).toContainText('+12,5000');
  await expect(page.getByRole('region', { name: fr.admin('users.balance.title') })).toContainText(fre(claimed + 12_500_000_000n));
  await expect(ledger.getByRole('row').filter({ hasText: fr.admin('users.ledger.kinds.mining_claim') })).toContainText(fre(claimed));
  await expect(page.getByRole('region', { name: fr.admin('users.sessions.title') })).toContainText(fr.admin('users.sessions.status.claimed'));
  await shot(page, 'admin-07-user-detail-phone');

  // The player lost the phone with their authenticator and their recovery codes: support checks who
  // asks, then resets two-step sign-in (the player is signed out everywhere and told by email).
  await enrolTwoStep(request, PASSWORD);
  await page.reload();
  const twoStepReset = page.getByRole('form', { name: fr.admin('users.twoStep.title') });
  await twoStepReset.scrollIntoViewIfNeeded();
  await snap(page, 'admin-07a-two-step-reset-phone', { fullPage: false });
  await page.evaluate(() => window.localStorage.setItem('fre.language', 'ru'));
  await page.reload();
  const twoStepResetRu = page.getByRole('form', { name: texts('ru').admin('users.twoStep.title') });
  await twoStepResetRu.scrollIntoViewIfNeeded();
  await snap(page, 'admin-07a-two-step-reset-phone-ru', { fullPage: false });
  await page.evaluate(() => window.localStorage.setItem('fre.language', 'fr'));
  await page.reload();
  await twoStepReset.getByRole('button', { name: fr.admin('users.twoStep.submit') }).click();
  await expect(twoStepReset.getByText(pattern(fr.error('reason_required')))).toBeVisible();
  await twoStepReset.getByLabel(fr.admin('users.twoStep.reason')).fill(`Téléphone perdu, identité vérifiée, ticket ${stamp % 10000}`);
  await twoStepReset.getByRole('button', { name: fr.admin('users.twoStep.submit') }).click();
  const resetDialog = page.getByRole('alertdialog', { name: fr.admin('users.twoStep.confirmTitle').replace('{{nickname}}', player.nickname) });
  await expect(resetDialog).toContainText(fr.admin('users.twoStep.confirmText'));
  await snap(page, 'admin-07b-two-step-reset-confirm-phone', { fullPage: false });
  await resetDialog.getByRole('button', { name: fr.admin('users.twoStep.confirm') }).click();
  await expect(page.getByText(fr.admin('users.twoStep.done'))).toBeVisible();
  expect((await request.get('/api/me')).status()).toBe(401);

  // The same adjustment is in the audit log, with its amount and reason.
  await openAdminPage(page, 'security');
  const audit = page.getByRole('region', { name: fr.admin('audit.title') });
  // Found by this journey's reason: other journeys sharing the database adjust balances too.
  const auditEntry = audit.getByRole('row').filter({ hasText: fr.admin('audit.actions.balance_adjusted') }).filter({ hasText: reason });
  await expect(auditEntry).toContainText('+12,5 FRE');
  await expect(auditEntry).toContainText(admin.email);
  await shot(page, 'admin-08-security-phone');

  await openAdminPage(page, 'stats');
  await expect(page.getByRole('img', { name: pattern(fr.admin('stats.chart.summary')) })).toBeVisible();
  await shot(page, 'admin-09-stats-phone');
  await openAdminPage(page, 'settings');
  await expect(page.getByRole('switch', { name: fr.admin('settings.items.maintenance.title') })).toHaveAttribute('aria-checked', 'false');
  await shot(page, 'admin-10-settings-phone');
  // Bonus codes: create one, and it is listed with its reward, uses and state.
  await openAdminPage(page, 'bonus-codes');
  const codeForm = page.getByRole('form', { name: bonusCodesAdmin('form.title') });
  await codeForm.getByLabel(bonusCodesAdmin('form.code'), { exact: true }).fill('bienvenue-e2e');
  await codeForm.getByLabel(bonusCodesAdmin('form.rewardValue.fre')).fill('2,5');
  await codeForm.getByRole('button', { name: bonusCodesAdmin('form.submit') }).click();
  await expect(codeForm.getByText(bonusCodesAdmin('form.created').replace('{{code}}', 'BIENVENUE-E2E'))).toBeVisible();
  const codeRow = page.getByRole('row').filter({ hasText: 'BIENVENUE-E2E' });
  await expect(codeRow).toContainText('2,5 FRE');
  await expect(codeRow).toContainText(bonusCodesAdmin('list.active'));
  await shot(page, 'admin-11-bonus-codes-phone');

  // Desktop: the back office uses the width, with the side navigation.
  await page.setViewportSize(DESKTOP);
  await openAdminPage(page, 'overview');
  await shot(page, 'admin-12-overview-desktop');
  await openAdminPage(page, 'users');
  await expect(page.getByRole('link', { name: player.nickname, exact: true })).toBeVisible();
  await shot(page, 'admin-13-users-desktop');
  await page.getByRole('link', { name: player.nickname, exact: true }).click();
  await expect(page.getByRole('region', { name: fr.admin('users.ledger.title') }).getByRole('row').filter({ hasText: reason })).toBeVisible();
  await shot(page, 'admin-14-user-detail-desktop');
  await openAdminPage(page, 'security');
  const auditLog = page.getByRole('region', { name: fr.admin('audit.title') });
  await expect(auditLog.getByRole('row').filter({ hasText: reason })).toBeVisible();
  await shot(page, 'admin-15-security-desktop');
  // Server-side filters: the action, then the admin.
  await auditLog.getByLabel(fr.admin('audit.filters.action')).selectOption({ label: fr.admin('audit.actions.balance_adjusted') });
  // Other journeys sharing the database adjust balances too: every row but the header is one.
  await expect(auditLog.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
  await expect(auditLog.getByRole('row').filter({ hasNotText: fr.admin('audit.actions.balance_adjusted') })).toHaveCount(1);
  await auditLog.getByLabel(fr.admin('audit.filters.action')).selectOption({ label: fr.admin('audit.filters.allActions') });
  await auditLog.getByLabel(fr.admin('audit.filters.actor')).selectOption({ label: admin.email });
  await expect(auditLog.getByRole('row').filter({ hasText: fr.admin('audit.actions.admin_granted') })).toHaveCount(0);
  await expect(auditLog.getByRole('row').filter({ hasText: reason })).toBeVisible();
  await auditLog.getByRole('button', { name: fr.admin('audit.filters.reset') }).click();
  await expect(auditLog.getByRole('row').filter({ hasText: fr.admin('audit.actions.admin_granted') }).first()).toBeVisible();
  await openAdminPage(page, 'stats');
  await shot(page, 'admin-16-stats-desktop');
  await openAdminPage(page, 'settings');
  await shot(page, 'admin-17-settings-desktop');
  await page.setViewportSize(PHONE);

  // Maintenance: players get the maintenance screen, the admin keeps working with a banner.
  await openAdminPage(page, 'settings');
  await page.getByRole('switch', { name: fr.admin('settings.items.maintenance.title') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: fr.admin('settings.items.maintenance.confirm.on.button') }).click();
  await expect(page.getByRole('switch', { name: fr.admin('settings.items.maintenance.title') })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(pattern(fr.admin('settings.saved')))).toBeVisible();
  await shot(page, 'admin-18-settings-maintenance-phone');

  const playerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, locale: 'fr-FR' });
  await answeredCookies(playerContext);
  const playerPage = await playerContext.newPage();
  // The player's own phone: its first page.
  await playerPage.goto('/login');
  await playerPage.getByLabel(fr.web('auth.fields.email')).fill(player.email);
  await playerPage.getByLabel(fr.web('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await playerPage.getByRole('button', { name: fr.web('auth.login.submit'), exact: true }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: fr.web('maintenance.title') })).toBeVisible();
  await snap(playerPage, 'admin-19-player-maintenance-phone');

  await page.getByRole('button', { name: fr.admin('shell.openMenu') }).click();
  await page.getByRole('link', { name: fr.admin('shell.backToApp') }).click();
  await expect(page.getByText(fr.web('maintenance.adminBanner'))).toBeVisible();
  await shot(page, 'admin-20-admin-banner-phone');

  // Maintenance off and referrals off: the player is back, without the Groupe entry.
  await page.getByRole('link', { name: fr.web('maintenance.adminManage') }).click();
  await page.getByLabel(fr.admin('gate.unlock.code')).fill(code);
  await page.getByRole('button', { name: fr.admin('gate.unlock.submit') }).click();
  for (const [setting, button] of [['maintenance', 'off'], ['referrals', 'off']] as const) {
    const toggle = page.getByRole('switch', { name: fr.admin(`settings.items.${setting}.title`) });
    await toggle.click();
    await page.getByRole('alertdialog').getByRole('button', { name: fr.admin(`settings.items.${setting}.confirm.${button}.button`) }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  }
  await playerPage.reload();
  await expect(playerPage.getByRole('heading', { level: 1, name: fr.web('mining.title') })).toBeVisible();
  const playerNav = playerPage.getByRole('navigation', { name: fr.web('nav.label') });
  await expect(playerNav.getByRole('link', { name: fr.web('nav.mining') })).toBeVisible();
  await expect(playerNav.getByRole('link', { name: fr.web('nav.group') })).toHaveCount(0);
  await snap(playerPage, 'admin-21-player-no-referrals-phone');
  await playerContext.close();

  const referrals = page.getByRole('switch', { name: fr.admin('settings.items.referrals.title') });
  await referrals.click();
  await page.getByRole('alertdialog').getByRole('button', { name: fr.admin('settings.items.referrals.confirm.on.button') }).click();
  await expect(referrals).toHaveAttribute('aria-checked', 'true');
});

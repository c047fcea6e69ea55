import { expect, test } from '../support/test.ts';
import { FRE_DISPLAY_DECIMALS, MINING, nanoToFre } from '@fre/domain';
import { linkFromOutbox } from '../support/outbox.ts';
import { pattern, texts } from '../support/locales.ts';
import { snap } from '../support/screenshots.ts';
import { answeredCookies, skipTutorial } from '../support/quiet-overlays.ts';
import { advanceServerClock } from '../support/test-clock.ts';

const fr = texts('fr');

test('register, verify by the emailed link, mine 24 hours and claim', async ({ page }) => {
  const email = `journey.${Date.now()}@example.test`;
  const password = 'Str0ng!pass';
  await answeredCookies(page);

  // The visitor's first page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'journey-01-landing');
  await page.getByRole('link', { name: fr.web('landing.hero.register') }).click();

  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel(fr.web('auth.fields.nickname')).fill(`miner${Date.now() % 100000}`);
  await page.getByLabel(fr.web('auth.fields.email')).fill(email);
  await page.getByLabel(fr.web('auth.fields.password'), { exact: true }).fill(password);
  await page.getByLabel(fr.web('auth.fields.confirmPassword')).fill(password);
  await snap(page, 'journey-02-register');
  await page.getByRole('button', { name: fr.web('auth.register.submit') }).click();
  await expect(page.getByText(fr.web('auth.registered.title'))).toBeVisible();
  await snap(page, 'journey-03-registered');

  await skipTutorial(page);
  // The link of the verification email, opened from the mailbox: outside the app.
  await page.goto(await linkFromOutbox(email, 'verify-email'));
  await expect(page.getByText(fr.web('auth.verify.success'))).toBeVisible();
  await page.getByRole('link', { name: fr.web('auth.verify.toDashboard') }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(pattern(fr.web('verification.title')))).toHaveCount(0);
  await snap(page, 'journey-04-dashboard-idle');
  await page.getByRole('button', { name: fr.web('mining.start') }).click();
  await expect(page.getByText(fr.web('mining.phase.running'))).toBeVisible();

  // Earnings tick on screen every 2 s without a reload.
  const earnings = page.getByLabel(fr.web('mining.earningsLabel'));
  const first = await earnings.textContent();
  await expect.poll(() => earnings.textContent(), { timeout: 10_000 }).not.toBe(first);
  await snap(page, 'journey-05-mining');

  await advanceServerClock(page.request, MINING.sessionDurationMs);
  await page.reload();
  await expect(page.getByText(fr.web('mining.phase.ended'))).toBeVisible();
  await page.getByRole('button', { name: fr.web('mining.claim') }).click();

  const claimed = MINING.baseRateNano * 24n;
  const claimedText = new Intl.NumberFormat('fr', { maximumFractionDigits: FRE_DISPLAY_DECIMALS, minimumFractionDigits: FRE_DISPLAY_DECIMALS }).format(Number(nanoToFre(claimed)));
  await expect(page.getByText(pattern(fr.web('mining.claimed.title')))).toBeVisible();
  await expect(page.getByText(pattern(fr.web('mining.claimed.balance')))).toContainText(claimedText);
  await expect(page.getByRole('region', { name: fr.web('mining.balance.title') })).toContainText(claimedText);
  await snap(page, 'journey-06-claimed');
});

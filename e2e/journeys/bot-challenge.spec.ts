import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { texts, type Language } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';

/**
 * Holds the answers of GET /api/auth/challenge until `release`: the short progress state a player
 * sees while the challenge is solved can then be looked at (at the journeys' tiny cost, solving
 * itself takes milliseconds).
 */
async function holdChallenges(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const altchaOf = (body: string | null) => (JSON.parse(body ?? '{}') as { altcha?: string }).altcha;

// Issue 19: sign-up passes through a proof-of-work challenge the player barely notices.
for (const language of ['fr', 'zh'] as const satisfies readonly Language[]) {
  test(`a player signs up through the bot challenge, in ${language}`, async ({ page }) => {
    const t = texts(language);
    await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
    await answeredCookies(page);
    const release = await holdChallenges(page);
    // The visitor's first page.
    await page.goto('/register');

    await page.getByLabel(t.web('auth.fields.nickname')).fill(`pow${language}${Date.now() % 100000}`);
    await page.getByLabel(t.web('auth.fields.email')).fill(`pow.${language}.${Date.now()}@example.test`);
    await page.getByLabel(t.web('auth.fields.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.web('auth.fields.confirmPassword')).fill(PASSWORD);
    const registered = page.waitForRequest((request) => request.url().endsWith('/api/auth/register') && request.method() === 'POST');
    await page.getByRole('button', { name: t.web('auth.register.submit') }).click();

    // While it solves: the button and a polite status say so, nothing else changes.
    await expect(page.getByRole('button', { name: t.web('common.botCheck') })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: t.web('common.botCheck') })).toHaveCount(1);
    await snap(page, `bot-challenge-register-solving-${language}`);
    release();

    const altcha = altchaOf((await registered).postData());
    expect(JSON.parse(Buffer.from(altcha!, 'base64').toString())).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number) });
    await expect(page.getByText(t.web('auth.registered.title'))).toBeVisible();
    await snap(page, `bot-challenge-registered-${language}`, { fullPage: false });
  });
}

test('a sign-in after two wrong passwords passes through the bot challenge', async ({ page, request }) => {
  const fr = texts('fr');
  // The tutorial is dealt with by the account itself (the page signs in below).
  const { email } = await readyPlayer(request, { prefix: 'powin' });

  await answeredCookies(page);
  // The player's first page.
  await page.goto('/login');
  await page.getByLabel(fr.web('auth.fields.email')).fill(email);
  const passwordField = page.getByLabel(fr.web('auth.fields.password'), { exact: true });
  for (const attempt of [1, 2]) {
    await passwordField.fill(`Wr0ng!pass${attempt}`);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: fr.web('auth.login.submit'), exact: true }).click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByText(fr.error('invalid_credentials'))).toBeVisible();
  }

  // The third try is refused for want of a challenge: the app solves one and signs in again by itself.
  const release = await holdChallenges(page);
  const logins: { altcha: string | undefined; status: number }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/login')) logins.push({ altcha: altchaOf(response.request().postData()), status: response.status() });
  });
  await passwordField.fill(PASSWORD);
  await page.getByRole('button', { name: fr.web('auth.login.submit'), exact: true }).click();
  await expect(page.getByRole('button', { name: fr.web('common.botCheck') })).toBeDisabled();
  await snap(page, 'bot-challenge-login-solving-fr', { fullPage: false });
  release();

  await expect(page).toHaveURL(/\/dashboard$/);
  expect(logins.map((login) => [login.status, login.altcha ? 'with altcha' : 'without'])).toEqual([[400, 'without'], [200, 'with altcha']]);
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { runSql } from '../support/database.ts';
import { pattern, texts, type Language } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayer, type ReadyPlayer } from '../support/ready.ts';
import { farmClusterId } from '../support/referral-farm.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 49, part 1 (decision 061): a decision about a player says why and takes one appeal. A frozen
 * player reads why on the dashboard and appeals; a banned player appeals from the sign-in page; the
 * operator answers in the back office: the freeze overturned (mining again), the ban upheld.
 */

const PHONE = { width: 390, height: 844 };
const accessCode = 'Recours-examines-2026';
const LANGUAGES: Language[] = ['fr', 'zh'];
const APPEAL = {
  fr: 'Je mine seul, avec un réveil sur mon téléphone : regardez mes horaires.',
  zh: '我一个人用手机闹钟挖矿，请再看一下我的记录。',
} as Record<Language, string>;

async function signIn(api: APIRequestContext, email: string, otp?: string) {
  const signedIn = await api.post('/api/auth/login', { data: { email, password: PASSWORD, otp, altcha: await solvedAppChallenge() } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** A full-page screenshot once the page's data has loaded, and nothing wider than the phone. */
async function shot(page: Page, name: string) {
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** A phone browser speaking `language` from its first page. */
async function phone(browser: Browser, base: string, language: Language) {
  const context = await browser.newContext({ baseURL: base, viewport: PHONE, locale: language === 'fr' ? 'fr-FR' : 'zh-CN' });
  await answeredCookies(context);
  await context.addInitScript((choice) => window.localStorage.setItem('fre.language', choice), language);
  return context;
}

test('a frozen player and a banned player read why and appeal; the operator answers in the back office', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(300_000);
  const base = baseURL!;

  // The operator, signed in through the API and unlocked (its access code's creation unlocks).
  const operatorApi = await playwright.request.newContext({ baseURL: base });
  const operator = await readyOperator(operatorApi, { prefix: 'juge', accessCode });

  // A referral farm whose members include a French and a Chinese player with their own phones.
  const referrerApi = await playwright.request.newContext({ baseURL: base });
  const referrer = await readyPlayer(referrerApi, { prefix: 'recours' });
  const { referralCode } = ((await (await referrerApi.get('/api/me')).json()) as { user: { referralCode: string } }).user;
  const frozen = {} as Record<Language, { page: Page; player: ReadyPlayer }>;
  for (const language of LANGUAGES) {
    const context = await phone(browser, base, language);
    const player = await readyPlayer(context.request, { prefix: `gel${language}`, referralCode, language });
    expect((await context.request.post('/api/mining/start')).ok()).toBe(true);
    frozen[language] = { page: await context.newPage(), player };
  }
  for (let index = 0; index < 4; index += 1) {
    const api = await playwright.request.newContext({ baseURL: base });
    await readyPlayer(api, { prefix: `gelm${index}`, referralCode });
    expect((await api.post('/api/mining/start')).ok()).toBe(true);
    await api.dispose();
  }
  const clusterId = await farmClusterId(operatorApi, referrer.id);
  const measure = await operatorApi.post(`/api/admin/abuse/clusters/${clusterId}/actions`, {
    data: { action: 'freeze_mining', reason: 'Sessions en cadence avec 5 autres comptes', category: 'automated_activity', note: 'Vos sessions démarrent à la même minute que celles de 5 autres comptes.' },
  });
  expect(measure.ok(), await measure.text()).toBe(true);

  // Each frozen player's dashboard: why, in their language, and the appeal.
  for (const language of LANGUAGES) {
    const t = texts(language);
    const { page } = frozen[language];
    await page.goto('/dashboard');
    const notice = page.getByRole('region', { name: t.text('appeals:kind.mining_freeze') });
    // Read after the dashboard's first paint (a freeze is rare: it costs the others nothing).
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(t.text('appeals:effect.mining_freeze'));
    await expect(notice).toContainText(t.text('appeals:category.automated_activity'));
    await expect(notice).toContainText('5 autres comptes');
    await expect(notice).not.toContainText('cadence');
    await shot(page, `appeals-01-dashboard-frozen-phone-${language}`);
    await notice.getByLabel(t.text('appeals:form.label')).fill(APPEAL[language]);
    await notice.getByRole('button', { name: t.text('appeals:form.submit') }).click();
    await expect(notice.getByText(pattern(t.text('appeals:status.pending')))).toBeVisible();
    await shot(page, `appeals-02-dashboard-appealed-phone-${language}`);
  }

  // Two banned players: each reads why on the sign-in page and appeals there with their password.
  const banned = {} as Record<Language, ReadyPlayer>;
  for (const language of LANGUAGES) {
    const api = await playwright.request.newContext({ baseURL: base });
    banned[language] = await readyPlayer(api, { prefix: `banni${language}`, language });
    await api.dispose();
    const ban = await operatorApi.post(`/api/admin/users/${banned[language].id}/ban`, {
      data: { banned: true, reason: 'Même appareil que 3 comptes bannis', category: 'multiple_accounts', note: 'Un seul compte par personne.' },
    });
    expect(ban.ok(), await ban.text()).toBe(true);
    const t = texts(language);
    const context = await phone(browser, base, language);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(t.web('auth.fields.email')).fill(banned[language].email);
    await page.getByRole('textbox', { name: t.web('auth.fields.password') }).fill(PASSWORD);
    await page.getByRole('button', { name: t.web('auth.login.submit'), exact: true }).click();
    const reason = page.getByRole('region', { name: t.text('appeals:signIn.title') });
    await expect(reason).toContainText(t.text('appeals:category.multiple_accounts'));
    await expect(reason).toContainText('Un seul compte par personne.');
    await expect(reason).not.toContainText('Même appareil');
    await shot(page, `appeals-03-sign-in-banned-phone-${language}`);
    await reason.getByLabel(t.text('appeals:form.label')).fill(APPEAL[language]);
    await reason.getByRole('button', { name: t.text('appeals:form.submit') }).click();
    await expect(reason.getByText(pattern(t.text('appeals:status.pending')))).toBeVisible();
    await shot(page, `appeals-04-sign-in-appealed-phone-${language}`);
    await context.close();
  }

  // The operator on a phone: the admin home counts the waiting appeals, the queue shows each one's file.
  const fr = texts('fr');
  const otp = await operator.nextCode();
  const adminContext = await phone(browser, base, 'fr');
  await signIn(adminContext.request, operator.email, otp);
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await admin.getByLabel(fr.admin('gate.unlock.code')).fill(accessCode);
  await admin.getByRole('button', { name: fr.admin('gate.unlock.submit') }).click();
  await expect(admin.getByRole('heading', { level: 1, name: fr.admin('pages.overview.title') })).toBeVisible();
  const review = admin.getByRole('link', { name: fr.text('admin-appeals:tileReview'), exact: true });
  await expect(review).toBeVisible();
  await shot(admin, 'appeals-05-admin-home-phone-fr');
  await review.click();
  await expect(admin.getByRole('heading', { level: 1, name: fr.text('admin-appeals:title') })).toBeVisible();

  // Overturn the French player's freeze: mining opens again.
  const frozenCard = admin.getByRole('listitem').filter({ hasText: frozen.fr.player.nickname });
  await expect(frozenCard).toContainText('Sessions en cadence avec 5 autres comptes');
  await expect(frozenCard).toContainText(APPEAL.fr);
  await shot(admin, 'appeals-06-admin-queue-phone-fr');
  await frozenCard.getByLabel(fr.text('admin-appeals:answer.reason')).fill('Horaires vérifiés : un réveil, pas un script.');
  await frozenCard.getByRole('button', { name: fr.text('admin-appeals:answer.overturn') }).click();
  const confirm = admin.getByRole('alertdialog', { name: fr.text('admin-appeals:answer.confirmOverturnTitle') });
  await confirm.getByRole('button', { name: fr.text('admin-appeals:answer.confirm') }).click();
  await expect(frozenCard).toHaveCount(0);

  // Uphold the Chinese player's ban: the sign-in page says so in Chinese.
  const bannedCard = admin.getByRole('listitem').filter({ hasText: banned.zh.nickname });
  await bannedCard.getByLabel(fr.text('admin-appeals:answer.reason')).fill('Trois comptes sur le même appareil, le même jour.');
  await bannedCard.getByRole('button', { name: fr.text('admin-appeals:answer.uphold') }).click();
  await admin.getByRole('alertdialog', { name: fr.text('admin-appeals:answer.confirmUpholdTitle') }).getByRole('button', { name: fr.text('admin-appeals:answer.confirm') }).click();
  await expect(bannedCard).toHaveCount(0);
  await admin.getByRole('radio', { name: fr.text('admin-appeals:tabs.answered') }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: frozen.fr.player.nickname })).toContainText(fr.text('admin-appeals:outcome.overturned'));
  await shot(admin, 'appeals-07-admin-answered-phone-fr');

  // The French player: no banner any more, mining starts; the bell has the answer.
  const frPage = frozen.fr.page;
  const decisionsRead = frPage.waitForResponse((response) => response.url().includes('/api/me/decisions'));
  await frPage.reload();
  await decisionsRead;
  await expect(frPage.getByRole('region', { name: fr.text('appeals:kind.mining_freeze') })).toHaveCount(0);
  // The session started before the freeze still runs: what matters is that the freeze no longer refuses.
  const start = (await (await frPage.request.post('/api/mining/start')).json()) as { error?: { code: string } };
  expect(start.error?.code).not.toBe('mining_frozen');
  const decisions = (await (await frPage.request.get('/api/me/decisions')).json()) as { items: { kind: string; inForce: boolean; appeal: { status: string } }[] };
  expect(decisions.items.find((d) => d.kind === 'mining_freeze')).toMatchObject({ inForce: false, appeal: { status: 'overturned' } });
  const bell = (await (await frPage.request.get('/api/notifications')).json()) as { items: { type: string }[] };
  expect(bell.items.map((n) => n.type)).toContain('appeal_overturned');
  await shot(frPage, 'appeals-08-dashboard-overturned-phone-fr');

  // The Chinese banned player, at sign-in again: the appeal was answered, the decision stands.
  const zh = texts('zh');
  const zhContext = await phone(browser, base, 'zh');
  const zhPage = await zhContext.newPage();
  await zhPage.goto('/login');
  await zhPage.getByLabel(zh.web('auth.fields.email')).fill(banned.zh.email);
  await zhPage.getByRole('textbox', { name: zh.web('auth.fields.password') }).fill(PASSWORD);
  await zhPage.getByRole('button', { name: zh.web('auth.login.submit'), exact: true }).click();
  const answered = zhPage.getByRole('region', { name: zh.text('appeals:signIn.title') });
  await expect(answered).toContainText(zh.text('appeals:status.upheld'));
  await expect(answered).toContainText('Trois comptes sur le même appareil, le même jour.');
  await shot(zhPage, 'appeals-09-sign-in-upheld-phone-zh');

  await zhContext.close();
  await adminContext.close();
  for (const language of LANGUAGES) await frozen[language].page.context().close();
  await referrerApi.dispose();
  await operatorApi.dispose();
});

test('a refused identity check says why on its page and takes the appeal there', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const operatorApi = await playwright.request.newContext({ baseURL: base });
  await readyOperator(operatorApi, { prefix: 'kycjuge' });
  for (const language of LANGUAGES) {
    const t = texts(language);
    const context = await phone(browser, base, language);
    const player = await readyPlayer(context.request, { prefix: `kyc${language}`, language });
    // A submission waiting for review, as the form leaves one (its photos are not shown once refused).
    const id = crypto.randomUUID();
    expect(await runSql(
      `INSERT INTO kyc_submissions (id, user_id, first_name, last_name, date_of_birth, nationality, phone, address, city, postal_code, country, document_type, document_number, front_file, selfie_file, submitted_at)
       VALUES ($1, $2, 'Jeanne', 'Martin', '1990-04-12', 'Française', '+33 6 12 34 56 78', '12 rue de la Paix', 'Paris', '75002', 'France', 'passport', $3, 'front', 'selfie', now())`,
      [id, player.id, `P${Date.now()}${language}`],
    )).toBe(1);
    expect(await runSql("UPDATE users SET kyc_status = 'pending' WHERE id = $1", [player.id])).toBe(1);
    const refused = await operatorApi.post(`/api/admin/kyc/${id}/review`, { data: { decision: 'reject', reason: 'La photo du recto est floue.', category: 'document_unreadable' } });
    expect(refused.status(), await refused.text()).toBe(204);

    const page = await context.newPage();
    await page.goto('/kyc');
    const notice = page.getByRole('region', { name: t.text('appeals:kind.kyc_rejection') });
    await expect(notice).toContainText(t.text('appeals:category.document_unreadable'), { timeout: 15_000 });
    // The reason the reviewer wrote is on the refusal's card above, once.
    await expect(page.getByText('La photo du recto est floue.')).toHaveCount(1);
    await shot(page, `appeals-10-kyc-refused-phone-${language}`);
    await notice.getByLabel(t.text('appeals:form.label')).fill(APPEAL[language]);
    await notice.getByRole('button', { name: t.text('appeals:form.submit') }).click();
    await expect(notice.getByText(pattern(t.text('appeals:status.pending')))).toBeVisible();
    await context.close();
  }
  await operatorApi.dispose();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { HOUR_MS, TRACKING } from '@fre/domain';
import sharp from 'sharp';
import { namespaceTexts, pattern, texts, type Language } from '../support/locales.ts';
import { runSql } from '../support/database.ts';
import { checkReflow } from '../support/reflow-check.ts';
import { readyOperator, readyPlayer, readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';
import { nano } from '../support/nano.ts';

test.use({ actionTimeout: 15_000 });

/** A player with a wallet, a verified identity and 300,000 FRE, as the withdrawals journeys start from one (the wallet and KYC have their own journeys). */
async function readyToWithdraw(request: APIRequestContext, player: { id: string }, operator: APIRequestContext) {
  expect(await runSql("UPDATE users SET ton_wallet = $2, kyc_status = 'approved' WHERE id = $1", [player.id, `0:${player.id.replace(/-/g, '').repeat(2)}`])).toBe(1);
  const adjusted = await operator.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano('300000'), reason: 'e2e request tracking credit' } });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  const requested = await request.post('/api/withdrawals', { data: { amount: nano('250000') } });
  expect(requested.status(), await requested.text()).toBe(201);
}

/** A player's identity check sent through the API (the form has its own journey): a passport and a selfie. */
async function sendIdentityCheck(request: APIRequestContext, stamp: string) {
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a3350' } }).jpeg({ quality: 85 }).toBuffer();
  const file = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: jpeg });
  const sent = await request.post('/api/kyc', {
    multipart: {
      firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10', nationality: 'Britannique', phoneNumber: '+33 6 12 34 56 78',
      address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'passport', documentNumber: `P${stamp}`,
      documentFront: file('passport.jpg'), selfie: file('selfie.jpg'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

for (const language of ['fr', 'zh'] as const satisfies Language[]) {
  test(`a player in ${language} follows a pending identity check: its timeline, then in review once an admin opens it`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const tracking = namespaceTexts('tracking', language);
    const raw = (key: string) => texts(language).text(`tracking:${key}`);
    const player = await readyPlayerOn(page, { prefix: `kycsuivi${language}`, language });
    await sendIdentityCheck(page.request, `${Date.now()}${language}`);

    await page.goto('/kyc');
    const timeline = page.getByRole('region', { name: tracking('title') });
    await expect(timeline.locator('li[aria-current="step"]')).toContainText(tracking('stages.in_review'));
    await expect(timeline.getByText(new RegExp(`${pattern(raw('queue.position')).source}|${pattern(raw('queue.next')).source}`))).toBeVisible();
    await expect(timeline.getByText(pattern(raw('queue.expectedBy')))).toBeVisible();
    await snap(page, `request-tracking-kyc-pending-${language}`);
    await checkReflow(page, testInfo, language, 'kyc-tracking', texts(language).text('kyc:title'));

    // An admin opens the documents: the review has started, and the page says so.
    const operator = await browser.newContext();
    await readyOperator(operator.request, { prefix: `kycop${language}` });
    const queue = (await (await operator.request.get('/api/admin/kyc')).json()) as { items: { userId: string; files: { documentFront: string } }[] };
    const check = queue.items.find((item) => item.userId === player.id)!;
    expect((await operator.request.get(check.files.documentFront)).ok()).toBe(true);
    await operator.close();
    await page.reload();
    await expect(timeline.locator('li[aria-current="step"]')).toContainText(tracking('stages.decided'));
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(tracking('state.done'));
    await snap(page, `request-tracking-kyc-in-review-${language}`);
  });

  test(`a player in ${language} follows a pending withdrawal: its timeline, its place in the review queue and the expected date`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const tracking = namespaceTexts('tracking', language);
    const raw = (key: string) => texts(language).text(`tracking:${key}`);
    const operator = await browser.newContext();
    const { accessCode } = await readyOperator(operator.request, { prefix: `suivi${language}` });

    // Someone else asked first: this player's withdrawal waits behind theirs.
    const earlier = await browser.newContext();
    await readyToWithdraw(earlier.request, await readyPlayer(earlier.request, { prefix: `avant${language}` }), operator.request);
    await earlier.close();
    const player = await readyPlayerOn(page, { prefix: `suivi${language}`, language });
    await readyToWithdraw(page.request, player, operator.request);
    const mine = ((await (await page.request.get('/api/withdrawals')).json()) as { items: { id: string; queue: { position: number } }[] }).items[0]!;
    expect(mine.queue.position).toBeGreaterThan(1);

    await page.goto('/withdrawal');
    const timeline = page.getByRole('region', { name: tracking('title') });
    await expect(timeline).toBeVisible();
    const steps = timeline.getByRole('listitem');
    await expect(steps.first()).toContainText(tracking('stages.received'));
    // The current step is the one marked for screen readers, and says so in words.
    const current = timeline.locator('li[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(tracking('stages.in_review'));
    await expect(current).toContainText(tracking('state.current'));
    await expect(timeline.getByText(tracking('queue.position', { position: mine.queue.position }))).toBeVisible();
    await expect(timeline.getByText(pattern(raw('queue.expectedBy')))).toBeVisible();
    await timeline.scrollIntoViewIfNeeded();
    await snap(page, `request-tracking-withdrawal-${language}`, { fullPage: false });
    await shotWhole(page, `request-tracking-withdrawal-${language}-page`);
    await checkReflow(page, testInfo, language, 'withdrawal-tracking', texts(language).text('withdrawals:title'));

    // Past the promise and still waiting: the page says it is late and what happens next, and the back office flags it.
    await advanceServerClock(page.request, (TRACKING.overdueHours.withdrawal + 1) * HOUR_MS);
    await page.reload();
    await expect(current).toContainText(tracking('state.late'));
    await expect(timeline.getByText(pattern(raw('late.withdrawal')))).toBeVisible();
    await timeline.scrollIntoViewIfNeeded();
    await snap(page, `request-tracking-withdrawal-late-${language}`, { fullPage: false });
    expect((await operator.request.post('/api/admin/unlock', { data: { code: accessCode } })).status()).toBe(204);
    const back = await operator.newPage();
    await back.goto('/admin/withdrawals');
    const flagged = back.getByRole('listitem', { name: texts('fr').text('admin-withdrawals:itemLabel').replace('{{nickname}}', player.nickname) });
    await expect(flagged.getByText(texts('fr').text('admin-withdrawals:overdue.badge'), { exact: true })).toBeVisible();
    await flagged.scrollIntoViewIfNeeded();
    await snap(back, `request-tracking-admin-overdue-${language}`, { fullPage: false });
    await operator.close();
  });
}

async function shotWhole(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

import type { APIRequestContext, Page } from '@playwright/test';
import { namespaceTexts, pattern, texts, type Language } from '../support/locales.ts';
import { runSql } from '../support/database.ts';
import { readyOperator, readyPlayer, readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

test.use({ actionTimeout: 15_000 });

/** A player with a wallet, a verified identity and 300,000 FRE, as the withdrawals journeys start from one (the wallet and KYC have their own journeys). */
async function readyToWithdraw(request: APIRequestContext, player: { id: string }, operator: APIRequestContext) {
  expect(await runSql("UPDATE users SET ton_wallet = $2, kyc_status = 'approved' WHERE id = $1", [player.id, `0:${player.id.replace(/-/g, '').repeat(2)}`])).toBe(1);
  const adjusted = await operator.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: '300000', reason: 'e2e request tracking credit' } });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  const requested = await request.post('/api/withdrawals', { data: { amount: '250000' } });
  expect(requested.status(), await requested.text()).toBe(201);
}

for (const language of ['fr', 'zh'] as const satisfies Language[]) {
  test(`a player in ${language} follows a pending withdrawal: its timeline, its place in the review queue and the expected date`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const tracking = namespaceTexts('tracking', language);
    const raw = (key: string) => texts(language).text(`tracking:${key}`);
    const operator = await browser.newContext();
    await readyOperator(operator.request, { prefix: `suivi${language}` });

    // Someone else asked first: this player's withdrawal waits behind theirs.
    const earlier = await browser.newContext();
    await readyToWithdraw(earlier.request, await readyPlayer(earlier.request, { prefix: `avant${language}` }), operator.request);
    await earlier.close();
    const player = await readyPlayerOn(page, { prefix: `suivi${language}`, language });
    await readyToWithdraw(page.request, player, operator.request);
    await operator.close();
    const mine = ((await (await page.request.get('/api/withdrawals')).json()) as { items: { queue: { position: number } }[] }).items[0]!;
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
  });
}

async function shotWhole(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

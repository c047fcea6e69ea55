import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { FRE_DISPLAY_DECIMALS, MINING, nanoToFre } from '@fre/domain';
import { pattern, texts } from '../support/locales.ts';
import { readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock } from '../support/test-clock.ts';

const fr = texts('fr');

/**
 * The next request to `path` reaches the server and is handled, but its answer never reaches the
 * page (a connection lost on the way back); the copies after it go through. Returns what each copy
 * carried and how it was answered.
 */
async function loseFirstAnswer(page: Page, path: string) {
  const copies: { key: string | undefined; status: number; replayed: string | undefined }[] = [];
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    copies.push({ key: route.request().headers()['idempotency-key'], status: response.status(), replayed: response.headers()['idempotent-replayed'] });
    if (copies.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  return copies;
}

test('a claim whose answer was lost after the server credited it is sent again under its key: credited once, and the player sees it', async ({ page }) => {
  await readyPlayerOn(page, { prefix: 'lost' });
  await page.goto('/dashboard');
  // The ring runs from the tap; the server's clock moves only once the server has started the session,
  // or a start it handles late begins a day later and is still running after the reload.
  const started = page.waitForResponse((response) => response.url().endsWith('/api/mining/start'));
  await page.getByRole('button', { name: fr.web('mining.start') }).click();
  await expect(page.getByText(fr.web('mining.phase.running'))).toBeVisible();
  expect((await started).status()).toBe(201);
  await advanceServerClock(page.request, MINING.sessionDurationMs);
  await page.reload();
  await expect(page.getByText(fr.web('mining.phase.ended'))).toBeVisible();

  const copies = await loseFirstAnswer(page, '/api/mining/claim');
  await page.getByRole('button', { name: fr.web('mining.claim') }).click();

  const claimed = MINING.baseRateNano * 24n;
  const claimedText = new Intl.NumberFormat('fr', { maximumFractionDigits: FRE_DISPLAY_DECIMALS, minimumFractionDigits: FRE_DISPLAY_DECIMALS }).format(Number(nanoToFre(claimed)));
  await expect(page.getByText(pattern(fr.web('mining.claimed.title')))).toBeVisible();
  await expect(page.getByText(pattern(fr.web('mining.claimed.balance')))).toContainText(claimedText);
  await expect(page.getByRole('region', { name: fr.web('mining.balance.title') })).toContainText(claimedText);
  await snap(page, 'lost-answer-01-claimed-once');

  // The server credited the first copy; the second, under the same key, was its answer again.
  expect(copies).toEqual([
    { key: expect.stringMatching(/^[\x21-\x7e]{1,255}$/), status: 200, replayed: undefined },
    { key: copies[0]!.key, status: 200, replayed: 'true' },
  ]);
  const ledger = (await (await page.request.get('/api/ledger')).json()) as { items: { kind: string; amount: string }[] };
  expect(ledger.items.filter((entry) => entry.kind === 'mining_claim')).toEqual([expect.objectContaining({ amount: claimed.toString() })]);
});

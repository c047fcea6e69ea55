import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { namespaceTexts, pattern, texts, type Language } from '../support/locales.ts';
import { openFromMore } from '../support/navigation.ts';
import { readyOperator, readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';
import { nano } from '../support/nano.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const DAY_MS = 24 * 60 * 60_000;

test.use({ actionTimeout: 15_000 });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

for (const language of ['fr', 'zh'] as const satisfies Language[]) {
  test(`a player in ${language} finds their balance in the published total by tapping from the dashboard, checks it and verifies the file`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const p = namespaceTexts('proof-of-liabilities', language);
    /** The text as written, its {{placeholders}} unfilled: for pattern(). */
    const raw = (key: string) => texts(language).text(`proof-of-liabilities:${key}`);
    const player = await readyPlayerOn(page, { prefix: `preuve${language}`, language });

    // Before a snapshot counts the account, the page says why there is no proof yet.
    await page.goto('/dashboard');
    await openFromMore(page, 'proof', language);
    await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
    await expect(page.getByText(new RegExp(`${pattern(raw('empty.none')).source}|${pattern(raw('empty.notIncluded')).source}`))).toBeVisible();
    await shot(page, `proof-empty-${language}`);

    // The player is owed 1,234.5 FRE; the next day's snapshot is taken (an operator starts it, as the job would at midnight UTC).
    const operator = await browser.newContext();
    const { accessCode } = await readyOperator(operator.request, { prefix: `pol${language}` });
    // A reason no translation holds: the back office's audit log shows it to the screen walker's French-text check.
    const adjusted = await operator.request.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano('1234.5'), reason: 'e2e proof-of-liabilities credit' } });
    expect(adjusted.ok(), await adjusted.text()).toBe(true);
    await advanceServerClock(operator.request, DAY_MS);
    // A day later the back office has locked itself: its access code again.
    expect((await operator.request.post('/api/admin/unlock', { data: { code: accessCode } })).status()).toBe(204);
    const taken = await operator.request.post('/api/admin/proof-of-liabilities/snapshot');
    expect(taken.ok(), await taken.text()).toBe(true);
    await operator.close();

    // From the dashboard again, by tapping: More → Preuve de solde.
    await page.goto('/dashboard');
    await openFromMore(page, 'proof', language);
    const sentence = page.getByText(pattern(raw('included')));
    await expect(sentence).toBeVisible();
    await expect(sentence).toContainText(/1[\s\u202f,]?234[,.]5/);
    await expect(page.getByText(p('check.passed'), { exact: false })).toBeVisible();
    // This install has no hot wallet: the page says the total is published on this site only.
    await expect(page.getByText(p('anchor.none'))).toBeVisible();
    await page.getByText(p('check.details')).click();
    await expect(page.getByText(p('check.leaf'))).toBeVisible();
    await shot(page, `proof-checked-${language}`);

    // The proof as a file, which the project's script accepts against the server's published roots.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: p('download') }).click()]);
    expect(download.suggestedFilename()).toMatch(/^fre-proof-\d{4}-\d{2}-\d{2}\.json$/);
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const baseUrl = test.info().project.use.baseURL!;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/verify-proof.ts', file, `--base-url=${baseUrl}`], { cwd: repoRoot });
    expect(stdout).toContain('The proof holds');
    expect(stdout).toContain('this server has no hot wallet: its roots are published on its site only');

    // The public page, one link away, says what it proves and what it does not.
    await page.getByRole('link', { name: p('learnMore') }).click();
    await expect(page).toHaveURL(/\/preuve$/);
    await expect(page.getByRole('heading', { level: 2, name: p('public.not.title') })).toBeVisible();
    await expect(page.getByText(p('public.not.body'))).toBeVisible();
    await expect(page.getByText(p('anchor.none'))).toBeVisible();
    await shot(page, `proof-public-${language}`);
  });
}

/**
 * Issue 49, part 3: the figures and the rules public (docs/decisions/063). A visitor reaches the
 * page from the landing's footer and reads the chart of FRE mined per day; an admin schedules a
 * higher withdrawal minimum, which the changelog shows as upcoming and the players' dashboard
 * announces until the date, until the player hides it.
 */
import type { Page } from '@playwright/test';
import { NANO_PER_FRE } from '@fre/domain';
import { namespaceTexts, pattern, texts, type Language } from '../support/locales.ts';
import { runSql } from '../support/database.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyOperator, readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock, serverNowSeconds } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 24 * 60 * 60_000;

test.use({ actionTimeout: 15_000, viewport: PHONE });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

for (const language of ['fr', 'zh'] as const satisfies Language[]) {
  test(`in ${language}, the figures and rules from the landing's footer, and a higher minimum announced on the dashboard before its date`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const tr = namespaceTexts('transparency', language);
    const raw = (key: string) => texts(language).text(`transparency:${key}`);
    const web = namespaceTexts('web', language);

    // An admin raises the level-10 minimum from three days on (the server's clock, which other journeys move).
    const operator = await browser.newContext({ viewport: PHONE });
    const { accessCode } = await readyOperator(operator.request, { prefix: `rules${language}` });
    const saved = (await (await operator.request.get('/api/admin/withdrawal-minimums')).json()) as { minimums: string[] };
    const raised = saved.minimums.map((value, level) => (level === 10 ? (BigInt(value) + 5_000n * NANO_PER_FRE).toString() : value));
    const serverNow = new Date((await serverNowSeconds(operator.request)) * 1000);
    const effectiveAt = new Date(serverNow.getTime() + 3 * DAY_MS);
    // The chart reads the hourly buckets the stats job rolls up every five minutes of real time: the
    // journey writes those of the past two months (one claim's worth at noon each day, more on some).
    await runSql(
      `INSERT INTO mining_stats_hourly (hour, mined_nano, claims, sessions_started, rate_sum_nano, max_rate_nano, sessions_completed, completed_session_ms)
       SELECT date_trunc('day', $1::timestamptz) - d * interval '1 day' + interval '12 hours', (20 + (d * 37) % 50) * 1000000000::bigint, 1, 0, 0, 0, 0, 0
       FROM generate_series(2, 60) AS d
       ON CONFLICT (hour) DO NOTHING`,
      [serverNow.toISOString()],
    );
    try {
      const scheduled = await operator.request.put('/api/admin/withdrawal-minimums', { data: { minimums: raised, effectiveAt: effectiveAt.toISOString() } });
      expect(scheduled.ok(), await scheduled.text()).toBe(true);

      // A visitor in this language: the landing's footer leads to the page.
      await answeredCookies(page.context());
      await page.context().addCookies([{ name: 'fre_lang', value: language, url: test.info().project.use.baseURL! }]);
      await page.context().addInitScript((choice) => window.localStorage.setItem('fre.language', choice), language);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: web('transparency.link') }).click();
      await expect(page).toHaveURL(/\/transparence$/);
      await expect(page.getByRole('heading', { level: 1, name: tr('title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // The chart is an image with its words, and every day in a table for who wants the numbers.
      const chart = page.getByRole('img', { name: tr('chart.title') });
      await expect(chart).toBeVisible();
      await expect(page.locator('figcaption')).toHaveText(pattern(raw('chart.summary')));
      await page.getByText(tr('chart.table')).click();
      await expect(page.getByRole('columnheader', { name: tr('chart.mined') })).toBeVisible();
      await shot(page, `transparency-01-page-${language}`);
      await chart.scrollIntoViewIfNeeded();
      await snap(page, `transparency-02-chart-${language}`, { fullPage: false });

      // The changelog leads with the announced change, marked upcoming and less favourable.
      const changelog = page.getByRole('region', { name: tr('changes.title') });
      const first = changelog.getByRole('listitem').first();
      await expect(first).toContainText(tr('changes.upcoming'));
      await expect(first).toContainText(tr('changes.worse'));
      await expect(first).toContainText(tr('changes.kind.withdrawal_minimums'));
      await first.scrollIntoViewIfNeeded();
      await snap(page, `transparency-03-changelog-${language}`, { fullPage: false });
      await expect(page.getByRole('link', { name: tr('proof.link') })).toHaveAttribute('href', '/preuve');

      // A player's dashboard announces it before the date; hidden, it stays hidden.
      await readyPlayerOn(page, { prefix: `annonce${language}`, language });
      await page.goto('/dashboard');
      const announcement = page.getByText(tr('banner.withdrawal_minimums'));
      await expect(announcement).toBeVisible();
      await expect(page.getByText(pattern(raw('banner.title')))).toBeVisible();
      await announcement.scrollIntoViewIfNeeded();
      await snap(page, `transparency-04-dashboard-banner-${language}`, { fullPage: false });
      await page.getByRole('button', { name: tr('banner.dismiss') }).click();
      await expect(announcement).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: web('mining.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: tr('banner.details') })).toHaveCount(0);

      // From its date on it is the rule: the public minimums say so, and nothing is announced any more.
      await advanceServerClock(operator.request, 3 * DAY_MS + 60_000);
      expect(((await (await operator.request.get('/api/withdrawal-minimums')).json()) as { minimums: string[] }).minimums).toEqual(raised);
    } finally {
      // The minimums are the server's, shared with the journeys that run after this one: put back after.
      expect((await operator.request.post('/api/admin/unlock', { data: { code: accessCode } })).status()).toBeLessThan(500);
      const restored = await operator.request.put('/api/admin/withdrawal-minimums', { data: saved });
      expect(restored.ok(), await restored.text()).toBe(true);
      await operator.close();
    }
  });
}

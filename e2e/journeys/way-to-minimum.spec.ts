import { allTexts, namespaceTexts, pattern, type Language } from '../support/locales.ts';
import { openFromMore } from '../support/navigation.ts';
import { readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['fr', 'zh'] as const satisfies readonly Language[]) {
  test(`${language}: a new player below the minimum reads the way there on the withdrawal page and taps a lever to the page that pulls it`, async ({ page }) => {
    test.setTimeout(90_000);
    const withdrawals = namespaceTexts('withdrawals', language);
    const web = namespaceTexts('web', language);
    // The texts as written, their {{placeholders}} kept: pattern() lets each match any value.
    const raw = (key: string) => allTexts(language).get(`withdrawals:${key}`)!;
    // A lever's name starts with its words; the amount after them is its own box, which the
    // accessible name sets apart with spaces.
    const lever = (key: string) => new RegExp(`^${pattern(raw(key).split('{{')[0]!.replace(/[+\s]+$/, '')).source}`);
    await readyPlayerOn(page, { prefix: `way-${language}`, language });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: web('mining.title') })).toBeVisible();

    await openFromMore(page, 'withdrawal', language);
    const card = page.getByRole('region', { name: withdrawals('way.title') });
    await expect(card).toBeVisible();
    // A new player mines at the base rate: years, not a date, and each lever with what it adds.
    await expect(card.getByText(pattern(raw('way.inYears_other')))).toBeVisible();
    await expect(card.getByRole('link', { name: lever('way.levers.referral_other') })).toBeVisible();
    await expect(card.getByRole('link', { name: lever('way.levers.level') })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await snap(page, `way-to-minimum-${language}-390`);

    await card.getByRole('link', { name: lever('way.levers.referral_other') }).click();
    await expect(page).toHaveURL(/\/group$/);
  });
}

import { HILO } from '@fre/domain';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pattern, texts, type Language } from '../support/locales.ts';
import { nano } from '../support/nano.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyOperator, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
test.use({ actionTimeout: 15_000, viewport: PHONE });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/*
 * The games look finished in a language read left to right with Latin letters and in one without:
 * drawn icons on the lobby, the jackpots' box labelled, Towers' gems and bombs, the cards' backs,
 * Hi-Lo's quoted wins within the cap its rules state. The game play itself is games-journey's.
 */
for (const language of ['fr', 'zh'] as const satisfies readonly Language[]) {
  test(`the games are drawn and labelled in ${language}`, async ({ browser, page }) => {
    test.setTimeout(180_000);
    const t = texts(language);
    const g = (key: string) => t.text(`games:${key}`);
    await answeredCookies(page.context());
    await page.context().addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
    const player = await readyPlayer(page.request, { prefix: `look${language}`, language });
    const adminContext = await browser.newContext({ viewport: PHONE });
    await readyOperator(adminContext.request, { prefix: `lookop${language}` });
    const adjusted = await adminContext.request.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano('100'), reason: 'Jetons pour regarder les jeux' } });
    expect(adjusted.ok(), await adjusted.text()).toBe(true);
    await adminContext.close();

    // The lobby: each game's tile a drawing beside its name; the jackpots' box says what it holds.
    await page.goto('/game');
    await expect(page.getByRole('heading', { level: 1, name: g('lobby.title') })).toBeVisible();
    const tiles = page.getByRole('list').filter({ has: page.getByRole('link', { name: t.web('gameNames.towers') }) }).getByRole('link');
    await expect(tiles).toHaveCount(6);
    await shot(page, `look-${language}-lobby`);
    expect.soft(await tiles.locator('svg[aria-hidden="true"]').count()).toBe(6);
    await expect.soft(page.getByRole('group', { name: g('lobby.jackpots') }).getByText(g('lobby.jackpots'))).toBeVisible();

    // Slot: the jackpot over the reels, named.
    await page.goto('/game/slot');
    await expect(page.getByRole('group', { name: g('slot.reels') })).toBeVisible();
    await expect(page.getByText(g('slot.pool')).first()).toBeVisible();
    await shot(page, `look-${language}-slot`);

    // Towers, told once the round ends: a gem on each safe tile, a bomb on each trap.
    await page.goto('/game/towers');
    await page.getByRole('button', { name: g('towers.play') }).click();
    await page.getByRole('button', { name: g('towers.tile').replace('{{row}}', '1').replace('{{tile}}', '2') }).click();
    const cashOut = page.getByRole('button', { name: g('common.cashOut'), disabled: false });
    const lost = page.getByRole('status').filter({ hasText: g('status.lost') });
    await expect(cashOut.or(lost)).toBeVisible();
    if (await cashOut.isVisible()) await cashOut.click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`${g('status.lost')}|${g('status.cashed_out')}`) })).toBeVisible();
    await shot(page, `look-${language}-towers`);
    const board = page.getByRole('group', { name: g('towers.board') });
    await expect.soft(board.getByRole('button', { name: pattern(g('towers.revealed.gem')) }).first()).toBeVisible();
    await expect.soft(board.getByRole('button', { name: pattern(g('towers.revealed.bomb')) }).first()).toBeVisible();

    // Hi-Lo: the card back before the deal, then every guess's win within the rules' cap.
    await page.goto('/game/hilo');
    await expect(page.getByRole('img', { name: g('cards.hidden') })).toBeVisible();
    await shot(page, `look-${language}-hilo-before`);
    await page.getByRole('button', { name: g('hilo.play') }).click();
    const guesses = ['higher', 'same', 'lower'].map((guess) => page.getByRole('button', { name: new RegExp(`^${g(`hilo.guess.${guess}`)}`) }));
    await expect(guesses[1]!).toBeVisible();
    await shot(page, `look-${language}-hilo`);
    for (const guess of guesses) {
      const quoted = Number(((await guess.textContent()) ?? '').split('·')[1]!.replace(/[^\d.,]/g, '').replace(',', '.'));
      expect.soft(quoted).toBeLessThanOrEqual(HILO.maxMultiplier);
    }

    // Blackjack: the dealer's hole card shows its back while the hand is played.
    await page.goto('/game/blackjack');
    await page.getByRole('button', { name: g('blackjack.play') }).click();
    const stand = page.getByRole('button', { name: g('blackjack.stand') });
    const settled = page.getByRole('status').filter({ hasText: new RegExp(['won', 'lost', 'push'].map((s) => g(`status.${s}`)).join('|')) });
    await expect(stand.or(settled).first()).toBeVisible();
    const playing = await stand.isVisible();
    if (playing) await expect(page.getByRole('img', { name: g('cards.hidden') })).toBeVisible();
    await shot(page, `look-${language}-blackjack`);
    if (playing) {
      // The moves' one-word labels are never cut across two lines (its text has a box per line) ("Double-r" at 390 px in French).
      const lines = () => stand.locator('xpath=..').getByRole('button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents([...button.querySelectorAll('span')].map((span) => span.firstChild).find((node) => node?.nodeType === Node.TEXT_NODE)!);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 700 });
        expect.soft(await lines(), `at ${width} px`).toEqual([1, 1, 1]);
      }
      await snap(page, `look-${language}-blackjack-320`, { fullPage: false });
      await page.setViewportSize(PHONE);
    }
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KENO_PAYTABLES } from '@fre/domain';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pattern } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyOperator, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { nano } from '../support/nano.ts';

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales', 'fr');
/** The French texts of a namespace, read from the files the app ships. */
function namespace(name: string) {
  const tree = JSON.parse(readFileSync(path.join(localesDir, `${name}.json`), 'utf8')) as Tree;
  return (key: string) => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof value !== 'string') throw new Error(`missing fr text ${name}:${key}`);
    return value;
  };
}
const g = namespace('games');
/** A game's one name (web:gameNames). */
const gameName = (id: string) => namespace('web')(`gameNames.${id}`);
const screenshotsDir = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');
const PHONE = { width: 390, height: 844 };
test.use({ actionTimeout: 15_000, viewport: PHONE, locale: 'fr-FR' });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

const outcomeText = new RegExp(['won', 'lost', 'cashed_out', 'push'].map((s) => g(`status.${s}`)).join('|'));
/** A finished round shows its outcome (won, lost, cashed out or push) in a status line. */
async function expectOutcome(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: outcomeText }).first()).toBeVisible();
}

/** `pattern`, any space matching any space: a number is kept with its word by a no-break space. */
const loose = (text: string) => new RegExp(pattern(text).source.replace(/ /g, '\\s'));

test('a player plays each game, changes the client seed, rotates and verifies a round', async ({ browser, page }) => {
  test.setTimeout(240_000);
  await answeredCookies(page.context());
  const player = await readyPlayer(page.request, { prefix: 'joueur' });

  // An admin grants the player 1,000 FRE to play with.
  const adminContext = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  await readyOperator(adminContext.request, { prefix: 'croup' });
  const adjusted = await adminContext.request.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano('1000'), reason: 'Jetons pour tester les jeux' } });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  await adminContext.close();

  // The lobby: six games, Blackjack marked new, the balance, the free spin and the jackpots.
  await page.goto('/game');
  await expect(page.getByRole('heading', { level: 1, name: g('lobby.title') })).toBeVisible();
  await expect(page.getByText(/1\s000,0+\sFRE/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${gameName('blackjack')}.*${g('lobby.new')}`) })).toBeVisible();
  await expect(page.getByText(g('lobby.freeReady'))).toBeVisible();
  await shot(page, 'games-01-lobby-phone');

  // Slot: before the spin, three different faces (7-7-7 read as a jackpot won).
  await page.getByRole('link', { name: new RegExp(gameName('slot')) }).first().click();
  const reels = page.getByRole('group', { name: g('slot.reels') }).getByRole('img');
  await expect(reels).toHaveCount(3);
  const faces = await reels.evaluateAll((faces) => faces.map((face) => face.getAttribute('aria-label')));
  expect(new Set(faces).size, faces.join(' ')).toBe(3);
  await shot(page, 'slot-before');
  // The daily free spin. The server's answer is held back until the turning reels have been seen:
  // the outcome, and the balance it changes, wait for them to stop.
  let answer!: () => void;
  const answerHeld = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/games/slot/play', async (route) => {
    await answerHeld;
    await route.continue();
  });
  const balance = page.locator('p', { hasText: g('balance') }).first();
  const balanceBefore = await balance.textContent();
  await page.getByRole('button', { name: g('slot.spinFree') }).click();
  await expect(page.getByRole('img', { name: g('slot.turning') })).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: outcomeText })).toHaveCount(0);
  await expect(balance).toHaveText(balanceBefore!);
  await shot(page, 'slot-spinning');
  answer();
  await expectOutcome(page);
  await page.unroute('**/api/games/slot/play');
  await expect(page.getByRole('img', { name: g('slot.turning') })).toHaveCount(0);
  // No free spin left and no bonus spin: when the next one comes, and how to earn one now.
  await expect(page.getByText(loose(g('slot.nextFree')))).toBeVisible();
  await expect(page.getByRole('button', { name: g('slot.spinFree') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: g('slot.invite') })).toBeVisible();
  await expect(page.getByText(loose(g('slot.inviteHint_one')))).toBeVisible();
  await shot(page, 'slot-after');
  await page.setViewportSize({ width: 320, height: 700 });
  await shot(page, 'slot-after-320');
  await page.setViewportSize(PHONE);

  // FRE machine.
  await page.goto('/game/fre-machine');
  await page.getByRole('button', { name: g('freMachine.play') }).click();
  await expectOutcome(page);
  await shot(page, 'games-03-fre-machine-phone');

  // Keno: five numbers.
  await page.goto('/game/keno');
  for (const n of [3, 7, 12, 25, 38]) await page.getByRole('button', { name: String(n), exact: true }).click();
  await expect(page.getByText(pattern(g('keno.picker')))).toHaveText(/5\/10/);
  await page.getByRole('button', { name: g('keno.play') }).click();
  await expect(page.getByText(pattern(g('keno.summary')))).toBeVisible();
  await expectOutcome(page);
  await shot(page, 'games-04-keno-phone');
  // The pay table for five numbers, in tiles that hold on a 320 px phone.
  const paytable = page.getByRole('region', { name: loose(g('keno.paytable_other')) });
  await expect(paytable.getByRole('listitem')).toHaveCount(KENO_PAYTABLES[5]!.filter((multiplier) => multiplier > 0).length);
  const cut = () => paytable.getByRole('listitem').evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth).length);
  expect(await cut()).toBe(0);
  await page.setViewportSize({ width: 320, height: 700 });
  const box = await paytable.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await cut()).toBe(0);
  await paytable.screenshot({ path: path.join(screenshotsDir, 'keno-paytable.png'), animations: 'disabled' });
  await page.setViewportSize(PHONE);

  // Towers: one pick, then cash out if still climbing.
  await page.goto('/game/towers');
  await page.getByRole('button', { name: g('towers.play') }).click();
  await page.getByRole('button', { name: g('towers.tile').replace('{{row}}', '1').replace('{{tile}}', '2') }).click();
  // The cash-out button shows, busy and disabled, while the pick is being answered: wait for the
  // answer (the button enabled, or the round lost) before deciding.
  const cashOut = page.getByRole('button', { name: g('common.cashOut'), disabled: false });
  const answered = () => expect(cashOut.or(page.getByRole('status').filter({ hasText: g('status.lost') }))).toBeVisible();
  await answered();
  if (await cashOut.isVisible()) await cashOut.click();
  await expectOutcome(page);
  await shot(page, 'games-05-towers-phone');

  // Hi-Lo: one guess on the likelier side, then cash out if still active.
  await page.goto('/game/hilo');
  await page.getByRole('button', { name: g('hilo.play') }).click();
  const higher = page.getByRole('button', { name: new RegExp(`^${g('hilo.guess.higher')}`) });
  const lower = page.getByRole('button', { name: new RegExp(`^${g('hilo.guess.lower')}`) });
  await expect(higher).toBeVisible();
  const multiple = async (button: typeof higher) => Number(((await button.textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.')) || 99;
  const guess = (await higher.isEnabled()) && (!(await lower.isEnabled()) || (await multiple(higher)) <= (await multiple(lower))) ? higher : lower;
  await guess.click();
  await answered();
  if (await cashOut.isVisible()) await cashOut.click();
  await expectOutcome(page);
  await shot(page, 'games-06-hilo-phone');

  // Blackjack: stand on the first two cards (a natural settles at once).
  await page.goto('/game/blackjack');
  await page.getByRole('button', { name: g('blackjack.play') }).click();
  const stand = page.getByRole('button', { name: g('blackjack.stand') });
  const outcome = page.getByRole('status').filter({ hasText: new RegExp(['won', 'lost', 'push'].map((s) => g(`status.${s}`)).join('|')) });
  await expect(stand.or(outcome).first()).toBeVisible();
  if (await stand.isVisible()) await stand.click();
  await expectOutcome(page);
  await shot(page, 'games-07-blackjack-phone');

  // Fairness: change the client seed, rotate (reveals the seed), verify the latest round.
  await page.getByRole('link', { name: g('fairness.link') }).click();
  await expect(page.getByRole('heading', { level: 1, name: g('fairness.title') })).toBeVisible();
  await page.getByLabel(g('fairness.clientSeed')).fill('ma-graine-e2e');
  await page.getByRole('button', { name: g('fairness.saveSeed') }).click();
  await expect(page.getByText(g('fairness.seedSaved'))).toBeVisible();
  await page.getByRole('button', { name: g('fairness.rotate') }).click();
  await expect(page.getByText(g('fairness.revealed'))).toBeVisible();
  await page.getByRole('region', { name: g('fairness.rounds') }).getByRole('button').first().click();
  await page.getByRole('button', { name: g('fairness.verifier.run') }).click();
  await expect(page.getByText(g('fairness.verifier.hashOk'))).toBeVisible();
  await expect(page.getByText(g('fairness.verifier.outcomeOk'))).toBeVisible();
  await shot(page, 'games-08-fairness-phone');

  // Responsible play, under the lobby (it comes once the lobby is painted): a daily loss limit,
  // then a day's self-exclusion after the confirmation, which the next round is refused with.
  await page.goto('/game');
  const limits = page.locator('#responsible-play');
  await limits.getByLabel(g('limits.daily')).fill('500');
  await limits.getByRole('button', { name: g('limits.save') }).click();
  await expect(limits.getByText(/Limite\s:\s500,0+\sFRE\spar\sjour/)).toBeVisible();
  await expect(limits.getByRole('status').filter({ hasText: g('limits.saved') })).toBeVisible();
  await limits.getByLabel(pattern(g('limits.exclude'))).fill('1');
  page.once('dialog', (dialog) => void dialog.accept());
  await limits.getByRole('button', { name: g('limits.excludeCta') }).click();
  await expect(limits.getByRole('status').filter({ hasText: pattern(g('limits.excludedUntil')) })).toBeVisible();
  await shot(page, 'games-09-responsible-play-phone');
  await page.goto('/game/fre-machine');
  await page.getByRole('button', { name: g('freMachine.play') }).click();
  await expect(page.getByText(/Vous vous êtes exclu des jeux jusqu'au/)).toBeVisible();
});

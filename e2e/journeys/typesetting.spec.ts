import { textOf, type Language } from '../support/locales.ts';
import { readyOperator, readyPlayerOn } from '../support/ready.ts';
import { MORE_GAMES, USER_SCREENS } from '../support/screens.ts';
import { navigate, pageReady } from '../support/screen-visit.ts';
import { snap } from '../support/screenshots.ts';
import { typesettingFaults, type TypesettingFault } from '../support/typesetting-check.ts';
import { expect, test } from '../support/test.ts';
import { nano } from '../support/nano.ts';

/**
 * Every screen that shows amounts, in the five languages at 390 and 320 px, for a player whose
 * balance has seven digits before the decimal mark: no amount is broken over two lines (inside the
 * number or between the number and its unit) and no button's word is cut. One player and one page
 * per language; each screen is laid out at 390 px, then narrowed in place to 320 px (no reload).
 */

test.describe.configure({ mode: 'parallel' });

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ru: 'ru-RU', zh: 'zh-CN' };
const WIDTHS = [390, 320] as const;
/** The screens that show amounts, rates or multipliers. */
const SHOWN = ['dashboard', 'games', 'game-keno', 'game-blackjack', 'profile', 'wallet', 'shop', 'withdrawal', 'contest', 'group'];
const SCREENS = [...USER_SCREENS.filter((screen) => SHOWN.includes(screen.name)), ...MORE_GAMES];
/** Seven digits before the decimal mark, and every decimal used. */
const BALANCE = '7512345.6789012';

for (const language of ['fr', 'ru', 'zh', 'en', 'es'] as const) {
  test.describe(`typesetting in ${language}`, () => {
    test.use({ locale: LOCALES[language], reducedMotion: 'reduce' });

    test(`${language}: amounts on one line and buttons' words whole, at 390 and 320 px`, async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const player = await readyPlayerOn(page, { prefix: `type${language}`, language });
      const api = await playwright.request.newContext({ baseURL });
      try {
        await readyOperator(api, { prefix: `typeop${language}` });
        const credited = await api.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano(BALANCE), reason: 'Typesetting: a seven-digit balance' } });
        expect(credited.ok(), await credited.text()).toBe(true);
        expect((await api.patch('/api/admin/shop/items/FRE1', { data: { price: nano('2.5'), available: true } })).ok()).toBe(true);
      } finally {
        await api.dispose();
      }
      // A session running: the rate and the earnings show beside the balance.
      expect((await page.request.post('/api/mining/start')).ok()).toBe(true);
      await page.goto('/dashboard');

      const faults: string[] = [];
      for (const screen of SCREENS) {
        await navigate(page, screen.path);
        await pageReady(page, `${screen.name} (${language})`, textOf(language, screen.heading));
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          // The new width laid out (a resize observer's frame included).
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const found: TypesettingFault[] = await typesettingFaults(page, language);
          await snap(page, `type-${language}-${width}-${screen.name}`);
          for (const fault of found) faults.push(`${language} ${width} px, ${screen.name}: ${fault.kind}: "${fault.lines.join(' / ')}"`);
        }
        await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      }
      expect(faults, faults.join('\n')).toEqual([]);
    });
  });
}

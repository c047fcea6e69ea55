import { AGENDA_PATH, GAME_IDS, LEDGER_FIRST_PAGE, type PageRead } from '@fre/domain';
import type { Namespace } from '@fre/i18n';
import type { AppPageId } from '#web/config/app-pages.ts';
import { paths } from '#web/config/paths.ts';

/**
 * What a page's first screen needs besides its code, embedded by the server in its HTML (decisions
 * 027 and 031). Only the build reads this (page-plan.ts, for the server's plan): kept out of the
 * table of pages, which the browser loads with every page, so that none of it ships to the browser.
 */
interface FirstScreenNeeds {
  /**
   * Translation namespaces its first screen reads, besides the layout's; the server embeds them with
   * the rest of their loading units (packages/i18n/src/loading-units.ts).
   */
  namespaces?: Namespace[];
  /** The API GETs its first screen makes, answered in the page (decision 031). */
  reads?: PageRead[];
  /** Whether it shows the mining state (the dashboard). */
  mining?: true;
  /** A nested page's own pages (`keno` for `/game/keno`): their modules, relative to apps/web, preloaded with the page's. */
  subPages?: Record<string, string[]>;
}

/** Each game's page module (features/games/games-routes.tsx loads them): a game opened first needs its code with the lobby's. */
const GAME_PAGES = Object.fromEntries(
  [...GAME_IDS, 'fairness'].map((game) => [game, [`src/features/games/${game}/${game}-page.tsx`]]),
);

/** The layout around every signed-in page: its module, and the texts its top bar and menus read (the bell's `notifications`). */
export const APP_SHELL = { route: 'app-layout.ts', namespaces: ['web', 'errors', 'notifications'] satisfies Namespace[] };

/** The pages a guest opens to come in: their chunk and the texts of their form, planned as a signed-in page's. */
export const GUEST_PAGES = [
  { path: paths.login.path, route: 'login.ts', namespaces: ['web', 'errors'] satisfies Namespace[] },
  { path: paths.register.path, route: 'register.ts', namespaces: ['web', 'errors'] satisfies Namespace[] },
];

/** Each signed-in page's needs, by its id in the table of pages (config/app-pages.ts). */
export const FIRST_SCREEN_NEEDS: Record<AppPageId, FirstScreenNeeds> = {
  // The agenda under the ring shows in the same frame as the cards below it, nothing pushed down (decision 036).
  dashboard: { mining: true, reads: [AGENDA_PATH] },
  group: { namespaces: ['referrals', 'bonus-codes'], reads: ['/api/referrals'] },
  games: { namespaces: ['games'], reads: ['/api/games/limits', '/api/games/slot'], subPages: GAME_PAGES },
  leaderboard: { namespaces: ['leaderboard'], reads: ['/api/leaderboard'] },
  shop: { namespaces: ['shop', 'wallet'], reads: ['/api/shop'] },
  contest: { namespaces: ['contest'] },
  fre: { namespaces: ['fre-guide'] },
  wallet: { namespaces: ['wallet', 'price'] },
  withdrawal: { namespaces: ['withdrawals', 'email-required'] },
  kyc: { namespaces: ['kyc', 'email-required'] },
  trading: { namespaces: ['trading', 'price'] },
  profile: { namespaces: ['profile'], reads: ['/api/bonus-codes/history', LEDGER_FIRST_PAGE] },
  security: { namespaces: ['security', 'two-step', 'passkeys'] },
  privacy: { namespaces: ['my-data'] },
  proof: { namespaces: ['proof-of-liabilities'] },
  information: { namespaces: ['messages'] },
  support: { namespaces: ['support', 'push'] },
};

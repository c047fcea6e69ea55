import { LEDGER_FIRST_PAGE } from '@fre/domain';
import type { Namespace } from '@fre/i18n';
import type { PageRead } from './page-reads.ts';

/** What a signed-in page needs before it can show anything, decided from its path. */
export interface PagePlan {
  /** Route modules of the web app (build manifest names) to preload with their imports. */
  modules: string[];
  /** Translation namespaces its first screen reads. */
  namespaces: Namespace[];
  /** Whether the page shows the mining state (the dashboard). */
  mining: boolean;
  /** The API's GETs its first screen makes, answered in the page (decision 031). */
  reads: PageRead[];
}

const ROUTES = 'src/app/routes';
/** Every signed-in page: the layout's top bar and menus read `web`, `errors` and `growth` (notifications). */
const SHELL: PagePlan = { modules: [`${ROUTES}/app-layout.ts`], namespaces: ['web', 'errors', 'growth'], mining: false, reads: [] };

/**
 * The signed-in pages (first two path segments, else the first → route module and extra
 * namespaces), the ones the client's router (apps/web/src/app/router.tsx) loads lazily. A page
 * missing here is still served, only without its preloads: the client then loads them as before.
 */
const PAGES: Record<string, { module: string; namespaces?: Namespace[]; mining?: boolean; reads?: PageRead[] }> = {
  dashboard: { module: 'dashboard.ts', mining: true },
  group: { module: 'group.tsx', reads: ['/api/referrals'] },
  contest: { module: 'contest.tsx' },
  leaderboard: { module: 'leaderboard.tsx', reads: ['/api/leaderboard'] },
  // The push switch reads `engage`.
  profile: { module: 'profile.tsx', reads: ['/api/bonus-codes/history', LEDGER_FIRST_PAGE] },
  'profile/security': { module: 'profile-security.tsx', namespaces: ['security', 'two-step', 'passkeys'] },
  'profile/privacy': { module: 'profile-privacy.tsx', namespaces: ['my-data'] },
  information: { module: 'information.tsx', namespaces: ['engage'] },
  support: { module: 'support.tsx', namespaces: ['engage'] },
  wallet: { module: 'wallet.tsx', namespaces: ['ton'] },
  shop: { module: 'shop.tsx', namespaces: ['ton'], reads: ['/api/shop'] },
  trading: { module: 'trading.tsx', namespaces: ['ton'] },
  fre: { module: 'fre.tsx', namespaces: ['ton'] },
  kyc: { module: 'kyc.tsx', namespaces: ['cashout'] },
  withdrawal: { module: 'withdrawal.tsx', namespaces: ['cashout'] },
  game: { module: 'game.tsx', namespaces: ['games'], reads: ['/api/games/limits', '/api/games/slot'] },
};

/** The plan of an app path (`/dashboard`, `/game/keno?x=1`), or null for a page that is not a signed-in one. */
export function pagePlan(urlPath: string): PagePlan | null {
  const segments = urlPath.split('?')[0]!.split('/');
  const page = PAGES[segments.slice(1, 3).join('/')] ?? PAGES[segments[1] ?? ''];
  if (!page) return null;
  return {
    modules: [...SHELL.modules, `${ROUTES}/${page.module}`],
    namespaces: [...SHELL.namespaces, ...(page.namespaces ?? [])],
    mining: page.mining ?? false,
    reads: page.reads ?? [],
  };
}

/** The pages a guest opens to come in: their chunk and the texts of their form, as a signed-in page's. */
const GUEST_PAGES: Record<string, string> = { login: 'login.ts', register: 'register.ts' };

/** The plan of a guest's entry page (`/login`, `/register?ref=X`), or null for any other path. */
export function guestPagePlan(urlPath: string): PagePlan | null {
  const module = GUEST_PAGES[urlPath.split('?')[0]!.split('/').slice(1).join('/')];
  if (!module) return null;
  return { modules: [`${ROUTES}/${module}`], namespaces: ['web', 'errors'], mining: false, reads: [] };
}

import { AGENDA_PATH, LEDGER_FIRST_PAGE, type PageRead } from '@fre/domain';
import type { Namespace } from '@fre/i18n';
import { paths } from '#web/config/paths.ts';

/** Where a signed-in page is found: the bottom bar, or a group of the "More" sheet. */
export type PageGroup = 'bar' | 'earn' | 'money' | 'account' | 'help';
/** A feature an admin can switch off (settings): its pages leave the navigation with it. */
export type PageFeature = 'games' | 'shop' | 'referrals';

export type BarPageId = 'dashboard' | 'group' | 'games' | 'leaderboard';
/** Pages of the sheet; each has its label under `nav.pages.<id>` (web texts) and an icon (page-icons.tsx). */
export type SheetPageId = 'shop' | 'contest' | 'fre' | 'wallet' | 'withdrawal' | 'kyc' | 'trading' | 'profile' | 'security' | 'privacy' | 'information' | 'support';
export type AppPageId = BarPageId | SheetPageId;

/** What a page's first screen needs: fetched with its code, or embedded by the server in its HTML (decision 027). */
interface FirstScreenNeeds {
  /** Its module in `app/routes/pages/`: the router loads it lazily, the server preloads it. */
  route: string;
  /**
   * Translation namespaces its first screen reads, besides the layout's; the server embeds them with
   * the rest of their loading units (packages/i18n/src/loading-units.ts).
   */
  namespaces?: Namespace[];
  /** The API GETs its first screen makes, answered in the page (decision 031). */
  reads?: PageRead[];
  /** Whether it shows the mining state (the dashboard). */
  mining?: true;
  /** Whether it has its own pages below its path (the games: `/game/keno`). */
  nested?: true;
}

export type AppPage = FirstScreenNeeds & { path: string; feature?: PageFeature } & ({ id: BarPageId; group: 'bar' } | { id: SheetPageId; group: Exclude<PageGroup, 'bar'> });
export type SheetPage = Extract<AppPage, { id: SheetPageId }>;

/**
 * Every signed-in page (issue "every page a tap away"), the one list that the router, the bottom
 * bar and the "More" sheet, the document titles, the wayfinding journey and the server's
 * first-screen plan (written out by the build, vite.config.ts) read: a page added here is routed,
 * in the menu, titled, checked for its distance and preloaded; one missing is none of these.
 */
export const APP_PAGES: AppPage[] = [
  // The agenda under the ring shows in the same frame as the cards below it, nothing pushed down (decision 036).
  { id: 'dashboard', path: paths.dashboard.path, group: 'bar', route: 'dashboard.ts', mining: true, reads: [AGENDA_PATH] },
  { id: 'group', path: paths.group.path, group: 'bar', feature: 'referrals', route: 'group.tsx', namespaces: ['referrals', 'bonus-codes'], reads: ['/api/referrals'] },
  { id: 'games', path: paths.game.path, group: 'bar', feature: 'games', route: 'game.tsx', nested: true, namespaces: ['games'], reads: ['/api/games/limits', '/api/games/slot'] },
  { id: 'leaderboard', path: paths.leaderboard.path, group: 'bar', route: 'leaderboard.tsx', namespaces: ['leaderboard'], reads: ['/api/leaderboard'] },
  { id: 'shop', path: paths.shop.path, group: 'earn', feature: 'shop', route: 'shop.tsx', namespaces: ['shop', 'wallet'], reads: ['/api/shop'] },
  { id: 'contest', path: paths.contest.path, group: 'earn', route: 'contest.tsx', namespaces: ['contest'] },
  { id: 'fre', path: paths.fre.path, group: 'earn', route: 'fre.tsx', namespaces: ['fre-guide'] },
  { id: 'wallet', path: paths.wallet.path, group: 'money', route: 'wallet.tsx', namespaces: ['wallet', 'price'] },
  { id: 'withdrawal', path: paths.withdrawal.path, group: 'money', route: 'withdrawal.tsx', namespaces: ['withdrawals', 'email-required'] },
  { id: 'kyc', path: paths.kyc.path, group: 'money', route: 'kyc.tsx', namespaces: ['kyc', 'email-required'] },
  { id: 'trading', path: paths.trading.path, group: 'money', route: 'trading.tsx', namespaces: ['trading', 'price'] },
  { id: 'profile', path: paths.profile.path, group: 'account', route: 'profile.tsx', namespaces: ['profile'], reads: ['/api/bonus-codes/history', LEDGER_FIRST_PAGE] },
  { id: 'security', path: paths.profileSecurity.path, group: 'account', route: 'profile-security.tsx', namespaces: ['security', 'two-step', 'passkeys'] },
  { id: 'privacy', path: paths.profilePrivacy.path, group: 'account', route: 'profile-privacy.tsx', namespaces: ['my-data'] },
  { id: 'information', path: paths.information.path, group: 'help', route: 'information.tsx', namespaces: ['messages'] },
  { id: 'support', path: paths.support.path, group: 'help', route: 'support.tsx', namespaces: ['support', 'push'] },
];

/** The layout around every signed-in page: its module, and the texts its top bar and menus read (the bell's `notifications`). */
export const APP_SHELL = { route: 'app-layout.ts', namespaces: ['web', 'errors', 'notifications'] satisfies Namespace[] };

/** The pages a guest opens to come in: their chunk and the texts of their form, planned as a signed-in page's. */
export const GUEST_PAGES = [
  { path: paths.login.path, route: 'login.ts', namespaces: ['web', 'errors'] satisfies Namespace[] },
  { path: paths.register.path, route: 'register.ts', namespaces: ['web', 'errors'] satisfies Namespace[] },
];

export const SHEET_GROUPS = ['earn', 'money', 'account', 'help'] as const;

/** The sheet's pages of a group, without those of a feature switched off. */
export function sheetPages(group: SheetPage['group'], features: Partial<Record<PageFeature, boolean>>): SheetPage[] {
  return APP_PAGES.filter((page): page is SheetPage => page.group === group && (!page.feature || features[page.feature] !== false));
}

/** The page `pathname` is (or is under, for a page with pages of its own), or undefined. */
export function pageAt(pathname: string): AppPage | undefined {
  const path = pathname.replace(/(.)\/$/, '$1');
  return APP_PAGES.find((page) => path === page.path || (page.nested === true && path.startsWith(`${page.path}/`)));
}

/** Whether `pathname` is one of the sheet's pages (or under one): the "More" entry is the current section then. */
export function isSheetPage(pathname: string): boolean {
  const page = pageAt(pathname);
  return page !== undefined && page.group !== 'bar';
}

/** The key of a page's name in the `web` texts: the bar's label for the bar's pages, the sheet's for the others. */
export function pageTitleKey(page: AppPage) {
  switch (page.id) {
    case 'dashboard':
      return 'nav.mining' as const;
    case 'group':
      return 'nav.group' as const;
    case 'games':
      return 'nav.games' as const;
    case 'leaderboard':
      return 'nav.leaderboard' as const;
    default:
      return `nav.pages.${page.id}` as const;
  }
}

import { paths } from '#web/config/paths.ts';

/** Where a signed-in page is found: the bottom bar, or a group of the "More" sheet. */
export type PageGroup = 'bar' | 'earn' | 'money' | 'account' | 'help';
/** A feature an admin can switch off (settings): its pages leave the navigation with it. */
export type PageFeature = 'games' | 'shop' | 'referrals';

export type BarPageId = 'dashboard' | 'group' | 'games' | 'leaderboard';
/** Pages of the sheet; each has its label under `nav.pages.<id>` (web texts) and an icon (page-icons.tsx). */
export type SheetPageId = 'shop' | 'contest' | 'fre' | 'wallet' | 'withdrawal' | 'kyc' | 'trading' | 'profile' | 'security' | 'privacy' | 'proof' | 'information' | 'support';
export type AppPageId = BarPageId | SheetPageId;

interface PageModule {
  /** Its module in `app/routes/pages/`: the router loads it lazily, the server preloads it. */
  route: string;
  /** Whether it has its own pages below its path (the games: `/game/keno`). */
  nested?: true;
}

export type AppPage = PageModule & { path: string; feature?: PageFeature } & ({ id: BarPageId; group: 'bar' } | { id: SheetPageId; group: Exclude<PageGroup, 'bar'> });
export type SheetPage = Extract<AppPage, { id: SheetPageId }>;

/**
 * Every signed-in page (issue "every page a tap away"), the one list that the router, the bottom
 * bar and the "More" sheet, the document titles, the wayfinding journey and the server's
 * first-screen plan (written out by the build, vite.config.ts) read: a page added here is routed,
 * in the menu, titled, checked for its distance and preloaded; one missing is none of these. What
 * its first screen needs besides its code is in app/navigation/first-screen-needs.ts, keyed by the
 * same ids (the typecheck asks for each), which only the build reads.
 */
export const APP_PAGES: AppPage[] = [
  { id: 'dashboard', path: paths.dashboard.path, group: 'bar', route: 'dashboard.ts' },
  { id: 'group', path: paths.group.path, group: 'bar', feature: 'referrals', route: 'group.tsx' },
  { id: 'games', path: paths.game.path, group: 'bar', feature: 'games', route: 'game.tsx', nested: true },
  { id: 'leaderboard', path: paths.leaderboard.path, group: 'bar', route: 'leaderboard.tsx' },
  { id: 'shop', path: paths.shop.path, group: 'earn', feature: 'shop', route: 'shop.tsx' },
  { id: 'contest', path: paths.contest.path, group: 'earn', route: 'contest.tsx' },
  { id: 'fre', path: paths.fre.path, group: 'earn', route: 'fre.tsx' },
  { id: 'wallet', path: paths.wallet.path, group: 'money', route: 'wallet.tsx' },
  { id: 'withdrawal', path: paths.withdrawal.path, group: 'money', route: 'withdrawal.tsx' },
  { id: 'kyc', path: paths.kyc.path, group: 'money', route: 'kyc.tsx' },
  { id: 'trading', path: paths.trading.path, group: 'money', route: 'trading.tsx' },
  { id: 'profile', path: paths.profile.path, group: 'account', route: 'profile.tsx' },
  { id: 'security', path: paths.profileSecurity.path, group: 'account', route: 'profile-security.tsx' },
  { id: 'privacy', path: paths.profilePrivacy.path, group: 'account', route: 'profile-privacy.tsx' },
  { id: 'proof', path: paths.proof.path, group: 'account', route: 'profile-proof.tsx' },
  { id: 'information', path: paths.information.path, group: 'help', route: 'information.tsx' },
  { id: 'support', path: paths.support.path, group: 'help', route: 'support.tsx' },
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

import { paths } from '../paths';

/** Where a signed-in page is found: the bottom bar, or a group of the "More" sheet. */
export type PageGroup = 'bar' | 'earn' | 'money' | 'account' | 'help';
/** A feature an admin can switch off (settings): its pages leave the navigation with it. */
export type PageFeature = 'games' | 'shop' | 'referrals';

export type BarPageId = 'dashboard' | 'group' | 'games' | 'leaderboard';
/** Pages of the sheet; each has its label under `nav.pages.<id>` (web texts) and an icon (page-icons.tsx). */
export type SheetPageId = 'shop' | 'contest' | 'fre' | 'wallet' | 'withdrawal' | 'kyc' | 'trading' | 'profile' | 'security' | 'privacy' | 'information' | 'support';

export type AppPage = { path: string; feature?: PageFeature } & ({ id: BarPageId; group: 'bar' } | { id: SheetPageId; group: Exclude<PageGroup, 'bar'> });
export type SheetPage = Extract<AppPage, { id: SheetPageId }>;

/**
 * Every signed-in page a player reaches by tapping (issue "every page a tap away"): the bottom
 * bar's four, the sheet's groups for the rest. The navigation and the wayfinding journey read this
 * list, so a page added here is in the menu and checked for its distance.
 */
export const APP_PAGES: AppPage[] = [
  { id: 'dashboard', path: paths.dashboard.path, group: 'bar' },
  { id: 'group', path: paths.group.path, group: 'bar', feature: 'referrals' },
  { id: 'games', path: paths.game.path, group: 'bar', feature: 'games' },
  { id: 'leaderboard', path: paths.leaderboard.path, group: 'bar' },
  { id: 'shop', path: paths.shop.path, group: 'earn', feature: 'shop' },
  { id: 'contest', path: paths.contest.path, group: 'earn' },
  { id: 'fre', path: paths.fre.path, group: 'earn' },
  { id: 'wallet', path: paths.wallet.path, group: 'money' },
  { id: 'withdrawal', path: paths.withdrawal.path, group: 'money' },
  { id: 'kyc', path: paths.kyc.path, group: 'money' },
  { id: 'trading', path: paths.trading.path, group: 'money' },
  { id: 'profile', path: paths.profile.path, group: 'account' },
  { id: 'security', path: paths.profileSecurity.path, group: 'account' },
  { id: 'privacy', path: paths.profilePrivacy.path, group: 'account' },
  { id: 'information', path: paths.information.path, group: 'help' },
  { id: 'support', path: paths.support.path, group: 'help' },
];

export const SHEET_GROUPS = ['earn', 'money', 'account', 'help'] as const;

/** The sheet's pages of a group, without those of a feature switched off. */
export function sheetPages(group: SheetPage['group'], features: Partial<Record<PageFeature, boolean>>): SheetPage[] {
  return APP_PAGES.filter((page): page is SheetPage => page.group === group && (!page.feature || features[page.feature] !== false));
}

/** Whether `pathname` is one of the sheet's pages (or under one): the "More" entry is the current section then. */
export function isSheetPage(pathname: string): boolean {
  return APP_PAGES.some((page) => page.group !== 'bar' && (pathname === page.path || pathname.startsWith(`${page.path}/`)));
}

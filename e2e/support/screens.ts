import { GAME_IDS } from '@fre/domain';

/**
 * The main screens of the app and of the back office, for the journeys that go through all of them
 * (the screen walker, wayfinding): one list, so a new page is checked everywhere.
 */
export interface Screen {
  name: string;
  path: string;
  /** `namespace:key` of the page's main heading (level 1). */
  heading: string;
}

export const USER_SCREENS: Screen[] = [
  { name: 'dashboard', path: '/dashboard', heading: 'web:mining.title' },
  { name: 'group', path: '/group', heading: 'referrals:title' },
  { name: 'contest', path: '/contest', heading: 'contest:title' },
  { name: 'leaderboard', path: '/leaderboard', heading: 'leaderboard:title' },
  { name: 'profile', path: '/profile', heading: 'profile:title' },
  { name: 'profile-security', path: '/profile/security', heading: 'security:page.title' },
  { name: 'profile-privacy', path: '/profile/privacy', heading: 'my-data:page.title' },
  { name: 'profile-proof', path: '/profile/proof', heading: 'proof-of-liabilities:title' },
  { name: 'shop', path: '/shop', heading: 'shop:title' },
  { name: 'wallet', path: '/wallet', heading: 'wallet:title' },
  { name: 'withdrawal', path: '/withdrawal', heading: 'withdrawals:title' },
  { name: 'kyc', path: '/kyc', heading: 'kyc:title' },
  { name: 'games', path: '/game', heading: 'games:lobby.title' },
  { name: 'game-keno', path: '/game/keno', heading: 'web:gameNames.keno' },
  { name: 'game-blackjack', path: '/game/blackjack', heading: 'web:gameNames.blackjack' },
  { name: 'fairness', path: '/game/fairness', heading: 'games:fairness.title' },
  { name: 'support', path: '/support', heading: 'support:title' },
  { name: 'trading', path: '/trading', heading: 'trading:title' },
  { name: 'fre-guide', path: '/fre', heading: 'fre-guide:title' },
  { name: 'information', path: '/information', heading: 'messages:information.title' },
  { name: 'privacy', path: '/privacy', heading: 'legal:privacy.title' },
  { name: 'cookies', path: '/cookies', heading: 'legal:cookies.title' },
  { name: 'terms', path: '/terms', heading: 'legal:terms.title' },
  { name: 'proof-explained', path: '/preuve', heading: 'proof-of-liabilities:public.title' },
  { name: 'transparency', path: '/transparence', heading: 'transparency:title' },
];

export const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-overview', path: '/admin', heading: 'admin:pages.overview.title' },
  ...(['users', 'abuse', 'appeals', 'stats', 'bonus-codes', 'withdrawals', 'kyc', 'settings', 'security', 'games', 'messages', 'support', 'ads'] as const).map((section) => ({
    name: `admin-${section}`,
    path: `/admin/${section}`,
    heading: `admin:pages.${section}.title`,
  })),
  { name: 'admin-shop', path: '/admin/shop', heading: 'admin-shop:title' },
];

/** The games USER_SCREENS leaves to the games journey: the accessibility scan visits them too. */
export const MORE_GAMES: Screen[] = GAME_IDS.filter((game) => !USER_SCREENS.some((screen) => screen.path === `/game/${game}`)).map((game) => ({
  name: `game-${game}`,
  path: `/game/${game}`,
  heading: `web:gameNames.${game}`,
}));

/** A signed-out page: its heading is checked by level only (the landing's is built of several texts). */
export interface GuestScreen {
  name: string;
  path: string;
}

export const GUEST_SCREENS: GuestScreen[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset-request', path: '/reset-password' },
  { name: 'reset-confirm', path: '/reset-password?token=a-link-from-the-email' },
  { name: 'verify-email', path: '/verify-email' },
  // The splash moves on after its 5 s bar: scanned at once, while it shows.
  { name: 'splash', path: '/loading' },
  { name: 'privacy', path: '/privacy' },
  { name: 'cookies', path: '/cookies' },
  { name: 'terms', path: '/terms' },
];

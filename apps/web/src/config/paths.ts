/** Every route of the app; links are built with getHref, never typed by hand. */
const simple = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: simple('/'),
  login: simple('/login'),
  register: {
    path: '/register',
    getHref: (referralCode?: string) => (referralCode ? `/register?ref=${encodeURIComponent(referralCode)}` : '/register'),
  },
  loading: simple('/loading'),
  /** The Telegram Mini App's address (BotFather): signs in with Telegram's data (decision 045). */
  telegram: simple('/tg'),
  verifyEmail: simple('/verify-email'),
  resetPassword: simple('/reset-password'),
  privacy: simple('/privacy'),
  cookies: simple('/cookies'),
  terms: simple('/terms'),
  dashboard: simple('/dashboard'),
  leaderboard: simple('/leaderboard'),
  profile: simple('/profile'),
  profileSecurity: simple('/profile/security'),
  profilePrivacy: simple('/profile/privacy'),
  /** The player's proof of liabilities (docs/decisions/057); /preuve explains it to anyone. */
  proof: simple('/profile/proof'),
  preuve: simple('/preuve'),
  /** The figures and the rules, public (docs/decisions/063). */
  transparence: simple('/transparence'),
  group: simple('/group'),
  wallet: simple('/wallet'),
  withdrawal: simple('/withdrawal'),
  kyc: simple('/kyc'),
  information: simple('/information'),
  support: simple('/support'),
  contest: simple('/contest'),
  shop: simple('/shop'),
  fre: simple('/fre'),
  game: {
    path: '/game',
    /** The lobby, a game (`keno`, `towers`…) or the fairness page. */
    getHref: (page?: string) => (page ? `/game/${page}` : '/game'),
  },
  trading: simple('/trading'),
  admin: {
    path: '/admin',
    getHref: (section?: AdminSection) => (section ? `/admin/${section}` : '/admin'),
  },
  adminUser: {
    path: '/admin/users/:id',
    getHref: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  },
  adminAbuseCluster: {
    path: '/admin/abuse/:id',
    getHref: (id: string) => `/admin/abuse/${encodeURIComponent(id)}`,
  },
} as const;

/**
 * Pages of the back office under /admin (the original's, plus the settings of the maintenance and feature
 * flags, and the suspected referral farms of issue 19).
 */
export const ADMIN_SECTIONS = [
  'users', 'abuse', 'appeals', 'kyc', 'withdrawals', 'stats', 'games', 'bonus-codes', 'messages', 'support', 'ads', 'shop', 'security', 'settings',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const LEGAL_PAGES = ['privacy', 'cookies', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * The public pages a guest reads: the legal texts, /preuve, the proof of liabilities explained, and
 * /transparence, the figures and the rules (one lazy route for them all, so that none adds to the
 * first load).
 */
export const PUBLIC_PAGES = [...LEGAL_PAGES, 'preuve', 'transparence'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * Parts of a page other pages link to (`/profile#push-settings`): the page gives the part this id,
 * the link names it, and the focus on arrival goes to it (app/layout/focus-on-route-change.tsx).
 */
export const PAGE_PARTS = {
  /** Profile's row with the switch for this device's notifications. */
  pushSettings: 'push-settings',
} as const;

/**
 * Translations live in locales/<language>/<namespace>.json, a namespace named by what it holds (a
 * feature's texts, or an area's: `web` the app shell's, `admin` the back office's); French is the
 * source and the fallback, and its files define the keys every other language must have (see
 * i18n.test.ts). The browser fetches them by loading unit (loading-units.ts).
 */
export const NAMESPACES = [
  'web', 'errors', 'email', 'server', 'admin', 'legal', 'games', 'security', 'two-step', 'passkeys', 'my-data',
  'notifications', 'referrals', 'bonus-codes', 'leaderboard', 'contest', 'profile', 'balance-history',
  'consent', 'messages', 'tutorial', 'ads', 'push', 'support',
  'wallet', 'price', 'shop', 'trading', 'fre-guide',
  'kyc', 'withdrawals', 'email-required', 'proof-of-liabilities', 'tracking', 'transparency', 'appeals',
  'admin-bonus-codes', 'admin-kyc', 'admin-withdrawals', 'admin-messages', 'admin-support', 'admin-ads', 'admin-shop', 'admin-games', 'admin-appeals',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export { LOADING_UNITS, loadingUnit, unitNamespaces, withTheirUnits, type LoadingUnit } from './loading-units.ts';
export { translate, pickLanguage, type Messages } from './translate.ts';

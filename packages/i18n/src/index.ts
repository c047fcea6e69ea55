/**
 * Translations live in locales/<language>/<namespace>.json; French is the source and the
 * fallback, and its files define the keys every other language must have (see i18n.test.ts).
 */
export const NAMESPACES = [
  'web', 'errors', 'email', 'server', 'admin', 'growth', 'cashout', 'admin-cashout', 'ton', 'admin-shop', 'admin-growth',
  'games', 'admin-games', 'engage', 'admin-engage', 'legal', 'security', 'two-step', 'passkeys', 'my-data',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export { translate, pickLanguage, type Messages } from './translate.ts';

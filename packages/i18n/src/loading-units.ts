import type { Namespace } from './index.ts';

/**
 * Namespaces the browser fetches together, one file per unit and language holding each of them
 * (`/locales/<version>/<language>/<unit>.json`, apps/web/plugins/locale-files.ts): a page reads
 * several small namespaces and still waits for one request, and the server embeds a page's units
 * whole (decision 047). A namespace in no unit here is a unit of its own, under its own name; a
 * unit is never named as a namespace: it groups what loads at the same moment, not one feature.
 */
export const LOADING_UNITS = {
  /**
   * Embedded in every signed-in page with the layout (the bell's notifications), and so already there
   * for these pages; the balance history too, which the profile and the wallet both show.
   */
  layout: ['notifications', 'referrals', 'bonus-codes', 'leaderboard', 'contest', 'profile', 'balance-history'],
  /** Fetched by the layout after the first paint for what pops over the pages; the help pages and the push switch read it too. */
  overlays: ['consent', 'messages', 'tutorial', 'ads', 'push', 'support'],
  /** The pages around the TON chain: the linked wallet, the FRE price and trading, the FRE guide, and the shop (paid in TON from the wallet, or in Stars). */
  'on-chain': ['wallet', 'price', 'shop', 'trading', 'fre-guide'],
  /** The identity check and the withdrawals it opens, behind the same email requirement, and their timelines (decision 062). */
  'cash-out': ['kyc', 'withdrawals', 'email-required', 'tracking'],
} as const satisfies Record<string, readonly Namespace[]>;

export type LoadingUnit = keyof typeof LOADING_UNITS | Exclude<Namespace, (typeof LOADING_UNITS)[keyof typeof LOADING_UNITS][number]>;

const unitOf = new Map<string, LoadingUnit>(
  Object.entries(LOADING_UNITS).flatMap(([unit, namespaces]) => namespaces.map((namespace) => [namespace, unit as LoadingUnit])),
);

/** The unit `namespace` is fetched in. */
export function loadingUnit(namespace: Namespace): LoadingUnit {
  return unitOf.get(namespace) ?? (namespace as LoadingUnit);
}

/** The namespaces a unit's file holds. */
export function unitNamespaces(unit: LoadingUnit): Namespace[] {
  return unit in LOADING_UNITS ? [...LOADING_UNITS[unit as keyof typeof LOADING_UNITS]] : [unit as Namespace];
}

/** `namespaces` and the others of their units, in first-seen order: what a page has once they are fetched. */
export function withTheirUnits(namespaces: readonly Namespace[]): Namespace[] {
  return [...new Set(namespaces.flatMap((namespace) => unitNamespaces(loadingUnit(namespace))))];
}

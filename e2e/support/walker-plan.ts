import type { Language } from './locales.ts';

/**
 * Which checks the screen walker runs at each visit of a screen in a language: the text checks on
 * every screen it visits; the reflow check at 320 px on every player page in fr, ru and zh (in en
 * and es, the top bar and the verification banner), on the sign-in pages in fr and ru and on two
 * back-office lists; the accessibility scan (axe) on the player's side in fr and zh and on the back
 * office in fr and ru. One visit runs them all, instead of a walk of the screens per kind of check.
 */
export interface Checks {
  text: boolean;
  reflow: boolean;
  axe: boolean;
}

const REFLOW_LANGUAGES: readonly Language[] = ['fr', 'ru', 'zh'];
/**
 * The dashboard of a player who has not opened the email's link yet: the top bar with the
 * verification banner under it. The only player page checked at 320 px in every language.
 */
export const UNVERIFIED_DASHBOARD = 'dashboard-unverified';
const GUEST_REFLOW_LANGUAGES: readonly Language[] = ['fr', 'ru'];
const GUEST_REFLOW_PAGES = ['landing', 'login', 'register'];
/** The back-office lists checked at 320 px (a table each). */
const ADMIN_REFLOW_SCREENS = ['admin-users', 'admin-kyc'];
const PLAYER_AXE_LANGUAGES: readonly Language[] = ['fr', 'zh'];
const ADMIN_AXE_LANGUAGES: readonly Language[] = ['fr', 'ru'];

/** The player's screens (screens.ts USER_SCREENS, and MORE_GAMES where they are scanned). */
export function playerChecks(language: Language, screen: string, { moreGame = false } = {}): Checks {
  const axe = PLAYER_AXE_LANGUAGES.includes(language);
  if (moreGame) return { text: axe, reflow: false, axe };
  return { text: true, reflow: REFLOW_LANGUAGES.includes(language) || screen === UNVERIFIED_DASHBOARD, axe };
}

/** The signed-out pages are walked in the languages of their reflow or axe checks. */
export function guestChecks(language: Language, screen: string): Checks {
  return {
    // The splash moves on after its bar: it is scanned at once, with no time for more.
    text: screen !== 'splash',
    reflow: GUEST_REFLOW_LANGUAGES.includes(language) && GUEST_REFLOW_PAGES.includes(screen),
    axe: PLAYER_AXE_LANGUAGES.includes(language),
  };
}

export const walksGuestPages = (language: Language): boolean => GUEST_REFLOW_LANGUAGES.includes(language) || PLAYER_AXE_LANGUAGES.includes(language);

/** The states the accessibility scan opens on the player's side (dialogs, rounds, forms filled). */
export const scansPlayerStates = (language: Language): boolean => PLAYER_AXE_LANGUAGES.includes(language);

/** The back office's screens (screens.ts ADMIN_SCREENS, and a user's and a cluster's page). */
export function adminChecks(language: Language, screen: string): Checks {
  return {
    text: true,
    reflow: REFLOW_LANGUAGES.includes(language) && ADMIN_REFLOW_SCREENS.includes(screen),
    axe: ADMIN_AXE_LANGUAGES.includes(language),
  };
}

/** The back office under axe is scanned at 1280 px too, with its detail pages and the gate's states. */
export const scansBackOffice = (language: Language): boolean => ADMIN_AXE_LANGUAGES.includes(language);

/**
 * The gate's first visit (a second factor to add, then the code to create) is walked in the first
 * language of the back office's scan; the others find the unlock form, as every later sign-in does.
 */
export const walksWholeGate = (language: Language): boolean => language === ADMIN_AXE_LANGUAGES[0];

import type { Language } from './constants.ts';
import type { User } from './account-schemas.ts';
import type { MiningState } from './mining-schemas.ts';

/**
 * What the server embeds in a signed-in page's HTML (and in a guest's sign-in and sign-up pages) (a non-executable JSON block, decision 027):
 * the answers the first screen would otherwise ask for one round trip after another. The client
 * seeds its query cache and translations with it; anything missing is fetched as before.
 */
export interface FirstScreen {
  /** Null on a guest's sign-in and sign-up pages. */
  user: User | null;
  /** GET /api/settings's answer. */
  settings: { features: { games: boolean; shop: boolean; referrals: boolean }; maintenance: boolean };
  /** GET /api/mining's answer, on the dashboard. */
  mining?: MiningState;
  /** Other GETs of the page's first screen, by path (`/api/referrals`): each answered once, in the page (decision 031). */
  reads?: Record<string, unknown>;
  /** The language the texts are in: the one chosen on this device (its cookie), else the account's. */
  language: Language;
  /** Translation namespaces of the page, in `language` and in the fallback language. */
  texts: Partial<Record<Language, Record<string, unknown>>>;
}

/** The id of the JSON block in the HTML. */
export const FIRST_SCREEN_ELEMENT_ID = 'fre-first-screen';


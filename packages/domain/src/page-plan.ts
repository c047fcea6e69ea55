import { z } from 'zod';
import { AGENDA_PATH, LEDGER_FIRST_PAGE } from './constants.ts';

/** The GETs of the API a page's first screen may carry the answers of (decision 031). */
export const PAGE_READS = ['/api/referrals', '/api/leaderboard', '/api/games/limits', '/api/games/slot', '/api/shop', '/api/bonus-codes/history', LEDGER_FIRST_PAGE, AGENDA_PATH] as const;
export type PageRead = (typeof PAGE_READS)[number];

/** Where the web build writes the plan of its pages' first screens, inside its output folder. */
export const PAGE_PLAN_FILE = '.vite/page-plan.json';

const plannedPage = z.object({
  /** `/dashboard`; with `nested`, its sub-paths too (`/game/keno`). */
  path: z.string().startsWith('/'),
  nested: z.boolean(),
  /** Its route modules (the layout's first) as the build manifest names them: `src/app/routes/pages/dashboard.ts`. */
  modules: z.array(z.string().min(1)).min(1),
  /**
   * A nested page's own pages, by their path's next segment (`keno` for `/game/keno`): the modules
   * they add to the page's, preloaded with them so that a game's code does not wait for the lobby's.
   */
  subPages: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).optional(),
  /** Translation namespaces of its first screen, the layout's included. */
  namespaces: z.array(z.string().min(1)),
  reads: z.array(z.enum(PAGE_READS)),
  mining: z.boolean(),
});
export type PlannedPage = z.infer<typeof plannedPage>;

/**
 * What each page's first screen needs, written by the web build from its table of pages
 * (apps/web/src/config/app-pages.ts) and read by the server: one list, so a new page cannot
 * be left out of the server's plan.
 */
export const pagePlanFile = z.object({
  /** The signed-in pages. */
  pages: z.array(plannedPage),
  /** Sign-in and sign-up, answered to a guest. */
  guestPages: z.array(plannedPage),
});
export type PagePlanFile = z.infer<typeof pagePlanFile>;

import type { AppContext } from '#server/app-context.ts';
import { createReadBatcher } from '#server/db/read-batcher.ts';
import type { SessionFinder } from '#server/http/authenticate.ts';
import { noteSessionSeen } from '#server/modules/account/sessions/session-activity.ts';
import { findSessionUsers } from '#server/modules/account/sign-in/auth.repository.ts';
import type { PageOwnerFinder } from '#server/modules/first-screen/first-screen-page.ts';

/**
 * The account module's session lookup, built once per app and shared by its two readers: concurrent
 * requests (an /api call and a page load alike) share one query through a read batcher.
 */
export function sessionLookups(ctx: AppContext): { forApi: SessionFinder; forPage: PageOwnerFinder } {
  const findSessionUser = createReadBatcher((lookups: { tokenHash: Buffer; now: Date }[]) => findSessionUsers(ctx.db, lookups));
  return {
    /** For http/authenticate.ts: a session's last activity is noted on the way (decision 023). */
    forApi: async (tokenHash) => {
      const found = await findSessionUser({ tokenHash, now: ctx.clock.now() });
      if (!found) return null;
      noteSessionSeen(ctx, found.sessionId, found.seenAt, ctx.clock.now());
      return { user: found.user, sessionId: found.sessionId, reauthenticatedAt: found.reauthenticatedAt };
    },
    /** For a signed-in page's first screen: who it is, nothing noted (the page's own /api calls are the activity). */
    forPage: async (tokenHash) => {
      const found = await findSessionUser({ tokenHash, now: ctx.clock.now() });
      return found?.user ?? null;
    },
  };
}

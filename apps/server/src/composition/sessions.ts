import type { AppContext } from '#server/app-context.ts';
import { createReadBatcher } from '#server/db/read-batcher.ts';
import type { SessionFinder } from '#server/http/authenticate.ts';
import { noteSessionSeen } from '#server/modules/account/sessions/session-activity.ts';
import { findSessionUsers } from '#server/modules/account/sign-in/auth.repository.ts';

/**
 * The account module's session lookup, handed to http/authenticate.ts: concurrent requests share
 * one query (read batcher), and a session's last activity is noted on the way (decision 023).
 */
export function sessionFinder(ctx: AppContext): SessionFinder {
  const findSessionUser = createReadBatcher((lookups: { tokenHash: Buffer; now: Date }[]) => findSessionUsers(ctx.db, lookups));
  return async (tokenHash) => {
    const found = await findSessionUser({ tokenHash, now: ctx.clock.now() });
    if (!found) return null;
    const { session_id, session_seen_at, session_reauthenticated_at, ...user } = found;
    noteSessionSeen(ctx, session_id, session_seen_at, ctx.clock.now());
    return { user, sessionId: session_id, reauthenticatedAt: session_reauthenticated_at };
  };
}

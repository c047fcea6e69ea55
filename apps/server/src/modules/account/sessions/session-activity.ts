import { MINUTE_MS } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { touchSession } from './sessions.repository.ts';

/** "Last active" is shown to the minute at best; a coarser write keeps authentication cheap. */
export const SESSION_SEEN_EVERY_MS = 5 * MINUTE_MS;

/**
 * Sessions whose write this process has sent and not yet seen end. The dashboard opens with five
 * parallel calls that all read the same stale value: without this, each sent the write, and four
 * of them waited on the first one's row lock only to find the value already written
 * (bench:load: 4.5 writes per visit, the largest execution time of the visit).
 */
const writing = new Set<string>();

/**
 * Refreshes a session's last activity when the value the authentication lookup already read is
 * older than SESSION_SEEN_EVERY_MS: most requests write nothing, and the rare write is not awaited,
 * so no request waits on it (decision 023). A failed write is only logged: the next request retries.
 */
export function noteSessionSeen(ctx: AppContext, sessionId: string, seenAt: Date | null, now: Date): void {
  const staleBefore = new Date(now.getTime() - SESSION_SEEN_EVERY_MS);
  if ((seenAt && seenAt >= staleBefore) || writing.has(sessionId)) return;
  writing.add(sessionId);
  touchSession(ctx.db, sessionId, now, staleBefore)
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'session last-seen write failed');
    })
    .finally(() => writing.delete(sessionId));
}

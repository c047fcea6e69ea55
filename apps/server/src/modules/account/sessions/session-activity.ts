import { MINUTE_MS } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { touchSession } from './sessions.repository.ts';

/** "Last active" is shown to the minute at best; a coarser write keeps authentication cheap. */
export const SESSION_SEEN_EVERY_MS = 5 * MINUTE_MS;

/**
 * Refreshes a session's last activity when the value the authentication lookup already read is
 * older than SESSION_SEEN_EVERY_MS: most requests write nothing, and the rare write is not awaited,
 * so no request waits on it (decision 023). A failed write is only logged: the next request retries.
 */
export function noteSessionSeen(ctx: AppContext, sessionId: string, seenAt: Date | null, now: Date): void {
  const staleBefore = new Date(now.getTime() - SESSION_SEEN_EVERY_MS);
  if (seenAt && seenAt >= staleBefore) return;
  touchSession(ctx.db, sessionId, now, staleBefore).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'session last-seen write failed');
  });
}

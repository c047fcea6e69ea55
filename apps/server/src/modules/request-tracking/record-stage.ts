import type { Queryable } from '#server/db/pool.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import { insertEvent, type RequestKind, type StoredStage } from './request-events.repository.ts';

/** Where each kind's notices lead: the page that shows the request's timeline. */
export const TRACKED_PAGE: Record<RequestKind, string> = { kyc: '/kyc', withdrawal: '/withdrawal' };

/**
 * Records that a request reached `stage`, inside the caller's transaction (the one that changes
 * its status), and tells its owner with `notice` (pushed where they enabled it, as every
 * notification is) only the first time: a stage recorded twice sends nothing twice.
 */
export async function recordStage(
  tx: Queryable,
  s: { kind: RequestKind; requestId: string; userId: string; stage: StoredStage; now: Date; notice?: { type: string; params?: Record<string, unknown>; link?: string } | null },
): Promise<boolean> {
  const recorded = await insertEvent(tx, s.kind, s.requestId, s.stage, s.now);
  if (recorded && s.notice) {
    await insertNotification(tx, { userId: s.userId, type: s.notice.type, params: s.notice.params ?? {}, link: s.notice.link ?? TRACKED_PAGE[s.kind], now: s.now });
  }
  return recorded;
}

import type { AppContext } from '#server/app-context.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import { TRACKED_PAGE } from './record-stage.ts';
import { flagOverdue, type RequestKind } from './request-events.repository.ts';
import { overdueBefore } from './request-tracking.ts';

export const OVERDUE_JOB = 'request-overdue';
const KINDS: readonly RequestKind[] = ['kyc', 'withdrawal'];

/**
 * Flags the requests that waited past their promise and tells each player once: the flag's row and
 * the notice in one transaction, the flag's primary key making it once across servers and turns.
 * The back office reads overdue from the time itself, so it never waits for this turn.
 */
export async function scanOverdue(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    let told = 0;
    for (const kind of KINDS) {
      for (const flagged of await flagOverdue(tx, kind, now, overdueBefore(kind, now))) {
        await insertNotification(tx, { userId: flagged.user_id, type: `${kind}_overdue`, params: {}, link: TRACKED_PAGE[kind], now });
        told += 1;
      }
    }
    return told;
  });
}

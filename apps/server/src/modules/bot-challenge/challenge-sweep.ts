import { BOT_CHALLENGE } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { deleteFailuresBefore, deleteSpentBefore } from './bot-challenge.repository.ts';

const BATCH = 5_000;

/**
 * Deletes spent challenges once expired (their signed expiry refuses them from then on) and
 * failures once out of their window; a periodic job, one instance at a time. Batches, so that a
 * backlog never becomes one long transaction. Returns how many rows went.
 */
export async function sweepBotChallenges(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const failuresBefore = new Date(now.getTime() - BOT_CHALLENGE.failureWindowMs);
  let deleted = 0;
  for (const sweep of [() => deleteSpentBefore(ctx.db, now, BATCH), () => deleteFailuresBefore(ctx.db, failuresBefore, BATCH)]) {
    for (;;) {
      const count = await sweep();
      deleted += count;
      if (count < BATCH) break;
    }
  }
  return deleted;
}

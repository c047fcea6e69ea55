import { ABUSE_SIGNALS, DAY_MS } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { deleteSignalsBefore } from './abuse-signals.repository.ts';

const BATCH = 5_000;

/**
 * The retention the privacy policy promises: signals older than ABUSE_SIGNALS.retentionDays are
 * deleted (a periodic job, one instance at a time). Returns how many rows went.
 */
export async function deleteExpiredSignals(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - ABUSE_SIGNALS.retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const count = await deleteSignalsBefore(ctx.db, before, BATCH);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

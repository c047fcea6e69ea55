import { IDEMPOTENCY } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { deleteAnswersBefore } from './idempotency.repository.ts';

const BATCH = 5_000;

/**
 * Deletes the answers stored more than IDEMPOTENCY.retentionMs ago (a retry after that applies
 * again); a periodic job, one instance at a time. Batches, so that a backlog never becomes one long
 * transaction. Returns how many rows went.
 */
export async function sweepIdempotencyKeys(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - IDEMPOTENCY.retentionMs);
  let deleted = 0;
  for (;;) {
    const count = await deleteAnswersBefore(ctx.db, before, BATCH);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

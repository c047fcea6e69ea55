import { DAY_MS } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { createFileStore, type FileStore } from '#server/lib/uploads/file-store.ts';

const BATCH = 200;

interface Expired {
  id: string;
  front_file: string;
  back_file: string | null;
  selfie_file: string;
}

/**
 * Marks a batch of decided submissions older than `before` as without photos and returns their
 * keys. SKIP LOCKED: a second instance running the job at once takes other rows.
 */
async function takeExpired(db: Queryable, before: Date, now: Date): Promise<Expired[]> {
  const result = await db.query<Expired>(
    `UPDATE kyc_submissions k SET files_deleted_at = $2
     FROM (SELECT id FROM kyc_submissions WHERE files_deleted_at IS NULL AND status <> 'pending' AND reviewed_at < $1
           ORDER BY reviewed_at LIMIT $3 FOR UPDATE SKIP LOCKED) due
     WHERE k.id = due.id RETURNING k.id, k.front_file, k.back_file, k.selfie_file`,
    [before, now, BATCH],
  );
  return result.rows;
}

/**
 * The privacy policy's promise (decision 025): identity photos are deleted kycFileRetentionDays
 * after the decision. The decision itself, the document's type, country and number stay: they
 * keep one identity per account and are the anti-money-laundering record. The row is marked
 * first, so the back office says "deleted" rather than showing a broken image; a file whose
 * removal fails stays behind for an operator, never a row pointing at a missing file unmarked.
 * Returns how many submissions lost their photos.
 */
export async function deleteExpiredKycFiles(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, store: FileStore = createFileStore(ctx.config, 'kyc')): Promise<number> {
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - ctx.config.kycFileRetentionDays * DAY_MS);
  let done = 0;
  for (;;) {
    const batch = await takeExpired(ctx.db, before, now);
    for (const row of batch) {
      for (const key of [row.front_file, row.back_file, row.selfie_file]) if (key) await store.remove(key);
    }
    done += batch.length;
    if (batch.length < BATCH) return done;
  }
}

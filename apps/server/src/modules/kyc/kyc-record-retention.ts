import { MY_DATA } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';

const BATCH = 500;

/**
 * Deletes a batch of identity-check records of accounts deleted before `before`. SKIP LOCKED: an
 * instance running the job at the same time takes other rows.
 */
async function deleteRecordsOfAccountsDeletedBefore(db: Queryable, before: Date): Promise<number> {
  const result = await db.query(
    `DELETE FROM kyc_submissions WHERE id IN (
       SELECT k.id FROM kyc_submissions k JOIN users u ON u.id = k.user_id
       WHERE u.deleted_at < $1 ORDER BY u.deleted_at LIMIT $2 FOR UPDATE OF k SKIP LOCKED)`,
    [before, BATCH],
  );
  return result.rowCount ?? 0;
}

/**
 * The privacy policy's promise (decisions 025 and 058): the identity-check decision, with the
 * document's type, country and number, is the anti-money-laundering record kept amlRetentionYears
 * after the end of the relationship, the account's deletion (the photos went then, the names and
 * address at the deletion itself). Past that, the row goes: the document may verify another account.
 * A living account keeps its own. Returns how many records went.
 */
export async function deleteExpiredKycRecords(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock.now());
  before.setUTCFullYear(before.getUTCFullYear() - MY_DATA.amlRetentionYears);
  let done = 0;
  for (;;) {
    const count = await deleteRecordsOfAccountsDeletedBefore(ctx.db, before);
    done += count;
    if (count < BATCH) return done;
  }
}

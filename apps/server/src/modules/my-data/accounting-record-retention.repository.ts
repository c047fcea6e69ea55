/**
 * The SQL of the accounting-record retention (decision 058): a deleted account's money records,
 * erased together so that `verify-ledger` finds neither an event without its ledger row nor a row
 * without its event.
 */
import type { Queryable } from '#server/db/pool.ts';

/**
 * Locks the next account deleted before `before` whose records are still kept. SKIP LOCKED: an
 * instance running the job at the same time takes another account. An account with a withdrawal not
 * ended (deletion refuses one, an admin may still be settling it) or a balance above zero waits:
 * erasing it would change what the accounts are owed.
 */
export async function lockNextExpiredAccount(tx: Queryable, before: Date): Promise<string | null> {
  const result = await tx.query<{ id: string }>(
    `SELECT u.id FROM users u
     WHERE u.deleted_at < $1 AND u.accounting_erased_at IS NULL AND u.balance_nano = 0
       AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.user_id = u.id AND w.status NOT IN ('completed', 'rejected', 'failed'))
     ORDER BY u.deleted_at LIMIT 1 FOR NO KEY UPDATE OF u SKIP LOCKED`,
    [before],
  );
  return result.rows[0]?.id ?? null;
}

/**
 * Erases the account's shop payments and orders, withdrawals (their events cascade), game rounds,
 * bonus-code uses, mining sessions and ledger rows (through the one function the ledger's trigger
 * lets through, migration 035), then zeroes its total mined, which those rows made, and marks it.
 * Returns how many ledger rows went.
 */
export async function eraseRecordsOf(tx: Queryable, userId: string, now: Date): Promise<number> {
  await tx.query('DELETE FROM star_payments WHERE user_id = $1 OR order_id IN (SELECT id FROM shop_orders WHERE user_id = $1)', [userId]);
  await tx.query('DELETE FROM shop_payments WHERE order_id IN (SELECT id FROM shop_orders WHERE user_id = $1)', [userId]);
  for (const table of ['shop_orders', 'withdrawals', 'game_rounds', 'bonus_code_usages', 'mining_sessions']) {
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }
  const erased = await tx.query<{ rows: number }>('SELECT erase_deleted_account_ledger($1) AS rows', [userId]);
  await tx.query('UPDATE users SET total_mined_nano = 0, accounting_erased_at = $2 WHERE id = $1', [userId, now]);
  return erased.rows[0]!.rows;
}

import { MY_DATA } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { eraseRecordsOf, lockNextExpiredAccount } from './accounting-record-retention.repository.ts';

/**
 * The privacy policy's promise (decisions 025 and 058): the accounting records of a deleted account
 * (ledger, withdrawals, shop orders and payments, and the mining sessions, game rounds and bonus-code
 * uses its ledger rows stand for) are kept accountingRetentionYears after the deletion, then erased.
 * One account a transaction, so a failure leaves each account whole, kept or erased. The term counts
 * on the product's clock. Returns how many accounts' records went.
 */
export async function eraseExpiredAccountingRecords(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - MY_DATA.accountingRetentionYears);
  let done = 0;
  for (;;) {
    const erased = await ctx.db.transaction(async (tx) => {
      const account = await lockNextExpiredAccount(tx, before);
      if (!account) return false;
      await eraseRecordsOf(tx, account, now);
      return true;
    });
    if (!erased) return done;
    done += 1;
  }
}

import { MY_DATA } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { createFileStore, type FileStore } from '#server/lib/uploads/file-store.ts';
import { deleteClosedBefore } from './support.repository.ts';

const BATCH = 200;

/** The moment `years` calendar years before `now` (29 February falls back to 1 March, as in SQL). */
function yearsBefore(now: Date, years: number): Date {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return before;
}

/**
 * The privacy policy's promise (decision 058): a support ticket, its reply and its screenshot are
 * deleted supportTicketRetentionYears after the ticket was closed; an open or answered one stays,
 * whatever its age. The row goes first and its file after: a removal that fails leaves a file no
 * row points to, never a ticket showing a missing screenshot. Returns how many tickets went.
 */
export async function deleteExpiredTickets(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, store: FileStore = createFileStore(ctx.config, 'support')): Promise<number> {
  const before = yearsBefore(ctx.clock.now(), MY_DATA.supportTicketRetentionYears);
  let done = 0;
  for (;;) {
    const batch = await deleteClosedBefore(ctx.db, before, BATCH);
    for (const row of batch) if (row.screenshot_file) await store.remove(row.screenshot_file);
    done += batch.length;
    if (batch.length < BATCH) return done;
  }
}

/**
 * npm run admin -- verify-ledger [--limit=N]: the ledger checks (modules/ledger) on the database the
 * CLI points at. Exit 0 when every check holds, 1 with the failing users listed (N per check, 20
 * by default) when not.
 */
import type { Database } from '#server/db/pool.ts';
import { formatLedgerVerification } from '#server/modules/ledger/ledger-verification-report.ts';
import { verifyLedger } from '#server/modules/ledger/ledger-verification.service.ts';

/** --limit=N, or null when the options are not understood. */
function parseLimit(options: string[]): number | null {
  if (options.length === 0) return 20;
  const match = options.length === 1 ? /^--limit=(\d+)$/.exec(options[0]!) : null;
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

export async function verifyLedgerCommand(db: Database, options: string[]): Promise<number> {
  const limit = parseLimit(options);
  if (limit === null) {
    console.error('usage: npm run admin -- verify-ledger [--limit=N]');
    return 2;
  }
  const report = await verifyLedger(db, { limit });
  (report.ok ? console.log : console.error)(formatLedgerVerification(report));
  return report.ok ? 0 : 1;
}

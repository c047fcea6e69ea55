/**
 * Does the money add up? Every rule of decision 002 that the stored data lets us check after the
 * fact, run in one read-only snapshot: after a restore, after hand edits, or any day on a live
 * database. `npm run admin -- verify-ledger` prints the report (ledger-verification-report.ts).
 */
import type { Database } from '#server/db/pool.ts';
import * as repo from './ledger-verification.repository.ts';

/** Every check, in the order they are reported, with what it asserts. */
export const LEDGER_CHECKS = {
  balance: 'each balance equals the sum of its ledger rows',
  total_mined: 'each total mined equals the sum of its mining and bonus-code credits',
  negative_balance: 'no balance below zero',
  ledger_chain: "each ledger row's balance_after is the previous one plus its amount",
  ledger_kind: 'each ledger row is of a kind the app writes (LEDGER_KINDS)',
  mining_session_credit: 'each closed mining session has its one mining_claim row of its earnings, and no claim row lacks its session',
  withdrawal_money: 'each withdrawal has its hold, each rejected or failed one its refund, and no hold or refund lacks its withdrawal',
  game_round_money: "each game round's stakes and win are in the ledger, and no stake or win lacks its round",
  bonus_code_credit: 'each FRE bonus code used has its credit, and no credit lacks its use',
  shop_credit: 'each paid FRE box has its credit, and no credit lacks its order',
} as const;

export type LedgerCheck = keyof typeof LEDGER_CHECKS;

export interface Finding {
  userId: string | null;
  email: string | null;
  subject: string | null;
  expected: string;
  actual: string;
}

export interface CheckOutcome {
  check: LedgerCheck;
  description: string;
  /** Items failing the check in all; `shown` holds the first of them. */
  failures: number;
  shown: Finding[];
}

export interface LedgerVerification {
  ok: boolean;
  users: number;
  ledgerRows: number;
  balanceNano: bigint;
  checks: CheckOutcome[];
  elapsedMs: number;
}

/** Runs every check; at most `limit` failing items are listed per check (their total is always given). */
export async function verifyLedger(db: Database, options: { limit?: number } = {}): Promise<LedgerVerification> {
  const limit = options.limit ?? 20;
  const started = performance.now();
  const { totals, rows } = await db.transaction(async (tx) => {
    await repo.beginSnapshot(tx);
    const rows: repo.FindingRow[] = [];
    for (const statement of repo.STATEMENTS) rows.push(...(await repo.findFailures(tx, statement, limit)));
    return { totals: await repo.ledgerTotals(tx), rows };
  });
  const checks = (Object.keys(LEDGER_CHECKS) as LedgerCheck[]).map((check): CheckOutcome => {
    const mine = rows.filter((row) => row.check_name === check);
    return {
      check,
      description: LEDGER_CHECKS[check],
      failures: Number(mine[0]?.failures ?? 0),
      shown: mine.map((row) => ({ userId: row.user_id, email: row.email, subject: row.subject, expected: row.expected, actual: row.actual })),
    };
  });
  return {
    ok: checks.every((check) => check.failures === 0),
    users: Number(totals.users),
    ledgerRows: Number(totals.ledger_rows),
    balanceNano: BigInt(totals.balance_nano),
    checks,
    elapsedMs: performance.now() - started,
  };
}

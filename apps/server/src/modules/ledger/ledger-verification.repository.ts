/**
 * The SQL of `npm run admin -- verify-ledger` (decision 002: balances move only through the
 * ledger). Each statement compares whole tables at once and returns only what disagrees, as rows
 * (check_name, user_id, subject, expected, actual): a few scans or hash joins however many users
 * there are, never a query per user.
 */
import { LEDGER_KINDS, type LedgerKind } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';
import { sqlKind, sqlKinds } from './ledger-kind-sql.ts';

/** Kinds whose sum is the user's total mined (ledger.post with countsAsMined). */
const MINED_KINDS: LedgerKind[] = ['mining_claim', 'bonus_code'];

/** Each user's balance and total mined against their ledger rows, and no negative balance. */
const USER_TOTALS = `
  WITH sums AS (
    SELECT user_id, sum(amount_nano) AS balance, coalesce(sum(amount_nano) FILTER (WHERE kind IN ${sqlKinds(...MINED_KINDS)}), 0) AS mined
    FROM ledger GROUP BY user_id
  )
  SELECT v.check_name, u.id AS user_id, NULL::text AS subject, v.expected, v.actual
  FROM users u
  LEFT JOIN sums s ON s.user_id = u.id
  CROSS JOIN LATERAL (VALUES
    ('balance', coalesce(s.balance, 0)::text, u.balance_nano::text, u.balance_nano <> coalesce(s.balance, 0)),
    ('total_mined', coalesce(s.mined, 0)::text, u.total_mined_nano::text, u.total_mined_nano <> coalesce(s.mined, 0)),
    ('negative_balance', '0 or more', u.balance_nano::text, u.balance_nano < 0)
  ) AS v (check_name, expected, actual, failed)
  WHERE v.failed`;

/**
 * Each row's balance_after is the one before it plus its amount. A row removed from the middle of
 * a user's history breaks the chain at the next row, even if the balance was then "fixed" by hand.
 * Ordered by id DESC with lead() so the order is that of ledger_user_idx (user_id, id DESC).
 */
const LEDGER_CHAIN = `
  SELECT 'ledger_chain' AS check_name, user_id, 'ledger row ' || id || ' (' || kind || ')' AS subject,
         (before + amount_nano)::text AS expected, balance_after_nano::text AS actual
  FROM (
    SELECT user_id, id, kind, amount_nano, balance_after_nano,
           coalesce(lead(balance_after_nano) OVER (PARTITION BY user_id ORDER BY id DESC), 0) AS before
    FROM ledger
  ) l
  WHERE balance_after_nano <> before + amount_nano`;

/**
 * Each ledger row is of a kind the app writes (LEDGER_KINDS in packages/domain): the screens label
 * those only, and the checks above and below know no other.
 */
const LEDGER_KIND = `
  SELECT 'ledger_kind' AS check_name, user_id, 'ledger row ' || id AS subject, 'a kind of LEDGER_KINDS' AS expected, kind AS actual
  FROM ledger WHERE kind NOT IN ${sqlKinds(...LEDGER_KINDS)}`;

/**
 * Business events and the ledger rows they must have made, keyed as ledger.post keys them
 * ((kind, ref) is unique, so "one row" is "a row"), both ways: an event without its row, and a row
 * without its event (a credit of a session that is not closed, of another user...).
 */
const EVENTS = `
  WITH links (check_name, kind) AS (VALUES
    ('mining_session_credit', ${sqlKind('mining_claim')}), ('withdrawal_money', ${sqlKind('withdrawal_hold')}), ('withdrawal_money', ${sqlKind('withdrawal_refund')}),
    ('game_round_money', ${sqlKind('game_stake')}), ('game_round_money', ${sqlKind('game_win')}), ('bonus_code_credit', ${sqlKind('bonus_code')}), ('shop_credit', ${sqlKind('shop_fre_box')}),
    ('shop_credit', ${sqlKind('shop_refund')})
  ),
  expected (check_name, kind, ref, user_id, amount) AS (
    -- claimed, or stopped early: either way closed with its earnings, credited once
    SELECT 'mining_session_credit', ${sqlKind('mining_claim')}, id::text, user_id, earnings_nano::numeric FROM mining_sessions WHERE NOT active
    UNION ALL SELECT 'withdrawal_money', ${sqlKind('withdrawal_hold')}, id::text, user_id, -amount_nano FROM withdrawals
    UNION ALL SELECT 'withdrawal_money', ${sqlKind('withdrawal_refund')}, id::text, user_id, amount_nano FROM withdrawals WHERE status IN ('rejected', 'failed')
    UNION ALL SELECT 'game_round_money', ${sqlKind('game_stake')}, id::text, user_id, -stake_nano FROM game_rounds WHERE stake_nano > 0
    UNION ALL SELECT 'game_round_money', ${sqlKind('game_win')}, id::text, user_id, payout_nano FROM game_rounds WHERE payout_nano > 0
    UNION ALL SELECT 'bonus_code_credit', ${sqlKind('bonus_code')}, id::text, user_id, reward_value FROM bonus_code_usages WHERE type = 'fre'
    UNION ALL SELECT 'shop_credit', ${sqlKind('shop_fre_box')}, o.id::text, o.user_id, i.amount_nano
      FROM shop_orders o JOIN shop_items i ON i.id = o.item_id WHERE o.status IN ('paid', 'refunded') AND i.kind = 'fre_box'
    -- a Stars payment refunded by an admin took the box's FRE back (decision 045)
    UNION ALL SELECT 'shop_credit', ${sqlKind('shop_refund')}, o.id::text, o.user_id, -i.amount_nano
      FROM star_payments p JOIN shop_orders o ON o.id = p.order_id JOIN shop_items i ON i.id = o.item_id WHERE p.refund_reversal = 'fre_debited'
  ),
  posted (check_name, kind, ref, user_id, amount) AS (
    SELECT k.check_name, l.kind, l.ref, l.user_id, l.amount_nano::numeric
    FROM ledger l JOIN links k ON k.kind = l.kind WHERE l.kind <> ${sqlKind('game_stake')}
    -- a blackjack double is a second stake row, keyed '<round>:double'
    UNION ALL SELECT 'game_round_money', ${sqlKind('game_stake')}, split_part(ref, ':', 1), user_id, sum(amount_nano)
      FROM ledger WHERE kind = ${sqlKind('game_stake')} GROUP BY 3, 4
  )
  SELECT coalesce(e.check_name, p.check_name) AS check_name, coalesce(e.user_id, p.user_id) AS user_id,
         coalesce(e.kind, p.kind) || ' ' || coalesce(e.ref, p.ref) AS subject,
         coalesce(e.amount::text, 'no such event') AS expected, coalesce(p.amount::text, 'no ledger row') AS actual
  FROM expected e
  FULL JOIN posted p ON p.kind = e.kind AND p.ref = e.ref AND p.user_id = e.user_id
  WHERE e.ref IS NULL OR p.ref IS NULL OR e.amount IS DISTINCT FROM p.amount`;

export const STATEMENTS = [USER_TOTALS, LEDGER_CHAIN, LEDGER_KIND, EVENTS];

export interface FindingRow {
  check_name: string;
  user_id: string | null;
  email: string | null;
  subject: string | null;
  expected: string;
  actual: string;
  /** How many items fail this check in all (only the first `limit` are returned). */
  failures: bigint;
}

/** The failing items of one statement: the first `limit` of each check, with each check's total. */
export async function findFailures(tx: Queryable, statement: string, limit: number): Promise<FindingRow[]> {
  const result = await tx.query<FindingRow>(
    `SELECT f.check_name, f.user_id, u.email, f.subject, f.expected, f.actual, f.failures
     FROM (
       SELECT c.*, row_number() OVER (PARTITION BY c.check_name ORDER BY c.user_id, c.subject) AS n,
              count(*) OVER (PARTITION BY c.check_name) AS failures
       FROM (${statement}) c
     ) f
     LEFT JOIN users u ON u.id = f.user_id
     WHERE f.n <= $1
     ORDER BY f.check_name, f.n`,
    [limit],
  );
  return result.rows;
}

export interface LedgerTotals {
  users: bigint;
  ledger_rows: bigint;
  balance_nano: string;
}

export async function ledgerTotals(tx: Queryable): Promise<LedgerTotals> {
  const result = await tx.query<LedgerTotals>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM ledger) AS ledger_rows,
            (SELECT coalesce(sum(balance_nano), 0)::text FROM users) AS balance_nano`,
  );
  return result.rows[0]!;
}

/**
 * One snapshot for every statement (a live server may be writing), read-only, with room to hash
 * a big ledger in memory: this is an operator's occasional check, not a request.
 */
export async function beginSnapshot(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  await tx.query("SET LOCAL work_mem = '128MB'");
}

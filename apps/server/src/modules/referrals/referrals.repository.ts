import type { Queryable } from '#server/db/pool.ts';

export interface ReferralRow {
  id: string;
  nickname: string;
  created_at: Date;
  /** created_at to the microsecond, the page's sort key (SORT_TIME). */
  sort_at: string;
  active: boolean;
  reminded_today: boolean;
}

export interface ReferralsPage {
  referrals: ReferralRow[];
  total: number;
  active: number;
  qualified: number;
  referredByNickname: string | null;
}

/**
 * The group page in one statement: a page of one's referrals (after `after`) with their live state, newest first (one range
 * of users_referrals_idx, which holds what is listed; a referral is active while their session
 * runs: users.mining_until), the reminders sent today read once, the counts (countReferrals) and
 * one's referrer's nickname.
 */
export async function referralsPage(db: Queryable, referrerId: string, now: Date, today: string, page: { after: { at: string; id: string } | null; limit: number }): Promise<ReferralsPage> {
  // The query is the function referrals_page (migration 039, decision 085), its sort_at SORT_TIME's text.
  const result = await db.query<{ total: number; qualified: number; active: bigint; referred_by_nickname: string | null; referrals: (Omit<ReferralRow, 'created_at'> & { created_at: string })[] }>({
    name: 'referrals-page',
    text: 'SELECT total, qualified, active, referred_by_nickname, referrals FROM referrals_page($1, $2, $3, $4, $5, $6)',
    values: [referrerId, now, today, page.limit, page.after?.at ?? null, page.after?.id ?? null],
  });
  const row = result.rows[0];
  if (!row) return { referrals: [], total: 0, active: 0, qualified: 0, referredByNickname: null };
  return {
    referrals: row.referrals.map((referral) => ({ ...referral, created_at: new Date(referral.created_at) })),
    total: row.total,
    active: Number(row.active),
    qualified: row.qualified,
    referredByNickname: row.referred_by_nickname,
  };
}

/**
 * Referrals and qualified referrals are counters kept on the referrer (decision 011); the active
 * ones are a range of users_referrals_mining_idx, so the cost follows the active referrals only.
 */
export async function countReferrals(db: Queryable, referrerId: string, now: Date): Promise<{ total: number; active: number; qualified: number }> {
  const result = await db.query<{ total: number; active: bigint; qualified: number }>(
    `SELECT u.referral_count AS total, u.qualified_referral_count AS qualified,
       (SELECT count(*) FROM users r WHERE r.referred_by = u.id AND r.mining_until > $2 AND r.referral_credit_frozen_at IS NULL) AS active
     FROM users u WHERE u.id = $1`,
    [referrerId, now],
  );
  const row = result.rows[0];
  return { total: row?.total ?? 0, active: Number(row?.active ?? 0), qualified: row?.qualified ?? 0 };
}

/** True when `candidate` is `start` or one of its referrers, up the chain. */
export async function isInReferrerChain(db: Queryable, start: string, candidate: string): Promise<boolean> {
  const result = await db.query(
    `WITH RECURSIVE chain(id, referred_by, depth) AS (
       SELECT id, referred_by, 0 FROM users WHERE id = $1
       UNION ALL
       SELECT u.id, u.referred_by, c.depth + 1 FROM users u JOIN chain c ON u.id = c.referred_by WHERE c.depth < 10000
     ) SELECT 1 FROM chain WHERE id = $2 LIMIT 1`,
    [start, candidate],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Sets the referrer once: a second join (or a parallel one) finds it already set. */
export async function setReferrer(db: Queryable, userId: string, referrerId: string, now: Date): Promise<boolean> {
  const result = await db.query('UPDATE users SET referred_by = $2, updated_at = $3 WHERE id = $1 AND referred_by IS NULL', [userId, referrerId, now]);
  return (result.rowCount ?? 0) > 0;
}

export async function recordReminder(db: Queryable, referrerId: string, referredId: string, day: string): Promise<boolean> {
  const result = await db.query(
    'INSERT INTO referral_reminders (referrer_id, referred_id, day) VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING',
    [referrerId, referredId, day],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function isReferralOf(db: Queryable, referredId: string, referrerId: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM users WHERE id = $1 AND referred_by = $2', [referredId, referrerId]);
  return (result.rowCount ?? 0) > 0;
}

// Any constant works; joins are rare (once per user), so one lock for the referral graph is cheap.
const REFERRAL_GRAPH_LOCK = 7_320_116;

/** Serialises joins so that two people joining each other at once cannot make a cycle. */
export async function lockReferralGraph(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [REFERRAL_GRAPH_LOCK]);
}

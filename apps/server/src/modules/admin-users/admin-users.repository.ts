import type { LedgerKind } from '@fre/domain';
import { SORT_TIME } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import { countReferrals } from '#server/modules/referrals/referrals.repository.ts';
import { USER_SELECT, type UserRow } from '#server/modules/users/user-row.ts';

/** A row of the search, with its sort key's time to the microsecond (db/keyset-page.ts). */
export type SearchedUser = UserRow & { sort_at: string };

/**
 * Keyset pagination (created_at, id) so that page 10,000 costs what page 1 costs; a query is an
 * email prefix, a nickname prefix or an exact referral code, each served by its own index.
 */
export async function searchUsers(db: Queryable, query: string | undefined, after: { at: string; id: string } | null, limit: number): Promise<SearchedUser[]> {
  const q = query?.trim() || null;
  const result = await db.query<SearchedUser>(
    `SELECT ${USER_SELECT}, ${SORT_TIME('created_at')} AS sort_at FROM users
     WHERE deleted_at IS NULL AND ($1::text IS NULL OR email LIKE $2 OR lower(nickname) LIKE $3 OR referral_code = upper($1))
       AND ($4::timestamptz IS NULL OR (created_at, id) < ($4, $5::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $6`,
    [q, q && `${escapeLike(q.toLowerCase())}%`, q && `${escapeLike(q.toLowerCase())}%`, after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findReferrer(db: Queryable, referrerId: string | null): Promise<{ id: string; nickname: string } | null> {
  if (!referrerId) return null;
  const result = await db.query<{ id: string; nickname: string }>('SELECT id, nickname FROM users WHERE id = $1', [referrerId]);
  return result.rows[0] ?? null;
}

export async function listRecentLedger(db: Queryable, userId: string, limit: number) {
  const result = await db.query<{ id: bigint; kind: LedgerKind; amount_nano: bigint; balance_after_nano: bigint; ref: string | null; reason: string | null; created_at: Date }>(
    `SELECT id, kind, amount_nano, balance_after_nano, ref, meta->>'reason' AS reason, created_at
     FROM ledger WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return result.rows;
}

export async function listRecentSessions(db: Queryable, userId: string, limit: number) {
  const result = await db.query<{ id: string; start_time: Date; end_time: Date; rate_nano: bigint; active: boolean; claimed: boolean; earnings_nano: bigint | null }>(
    `SELECT id, start_time, end_time, rate_nano, active, claimed, earnings_nano
     FROM mining_sessions WHERE user_id = $1 ORDER BY start_time DESC LIMIT $2`,
    [userId, limit],
  );
  return result.rows;
}

/** How many of a referrer's referrals no longer count in their rate (frozen by an abuse measure). */
export async function countFrozenReferrals(db: Queryable, referrerId: string): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE referred_by = $1 AND referral_credit_frozen_at IS NOT NULL', [referrerId]);
  return result.rows[0]?.count ?? 0;
}

/** How many referrals, how many mine now (exactly, unlike the rate's capped count), the latest ones. */
export async function referralsOf(db: Queryable, userId: string, limit: number, now: Date) {
  const [counts, frozen, recent] = await Promise.all([
    countReferrals(db, userId, now),
    countFrozenReferrals(db, userId),
    db.query<{ id: string; nickname: string; created_at: Date }>(
      'SELECT id, nickname, created_at FROM users WHERE referred_by = $1 ORDER BY created_at DESC LIMIT $2',
      [userId, limit],
    ),
  ]);
  return { count: counts.total, active: counts.active, frozen, recent: recent.rows };
}

export async function setBanned(db: Queryable, userId: string, banned: boolean, now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET banned_at = CASE WHEN $2 THEN $3::timestamptz END, updated_at = $3
     WHERE id = $1 AND (banned_at IS NULL) = $2 RETURNING ${USER_SELECT}`,
    [userId, banned, now],
  );
  return result.rows[0] ?? null;
}

export async function setUserRole(db: Queryable, userId: string, role: 'user' | 'admin', now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`UPDATE users SET role = $2, updated_at = $3 WHERE id = $1 AND role <> $2 RETURNING ${USER_SELECT}`, [userId, role, now]);
  return result.rows[0] ?? null;
}

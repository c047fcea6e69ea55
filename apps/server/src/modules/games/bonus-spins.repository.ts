import { REFERRALS } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

/**
 * The referral bonus spins each of `userIds` has not used yet (as slotState counts them: one per
 * qualified referral, less the bonus spins spun), in one statement for a batch of players.
 */
export async function bonusSpinsLeft(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const result = await db.query<{ id: string; left: number }>(
    `SELECT u.id, greatest(0, u.qualified_referral_count * $2::int
       - (SELECT count(*) FROM slot_spins s WHERE s.user_id = u.id AND s.kind = 'bonus'))::int AS left
     FROM users u WHERE u.id = ANY($1::uuid[])`,
    [userIds, REFERRALS.spinsPerQualifiedReferral],
  );
  return new Map(result.rows.map((row) => [row.id, row.left]));
}

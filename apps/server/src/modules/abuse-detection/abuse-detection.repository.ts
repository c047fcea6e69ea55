import { ABUSE_DETECTION, type AbuseClusterKind, type AbuseReason, type AbuseTrait, type LedgerKind } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';
import type { AccountSignals, DetectedCluster, ReferrerSignals } from './detect-clusters.ts';

/** Ledger kinds that are mining itself (or not the player's doing): any other is "doing something besides mining". */
const MINING_LEDGER_KINDS: LedgerKind[] = ['mining_claim', 'admin_adjustment'];

/**
 * Whether user `u` did anything besides mining: a wallet or Telegram linked, a ledger row of
 * another kind (games, codes, purchases, withdrawals), a game, a purchase, a ticket, a level.
 * `$2` is MINING_LEDGER_KINDS in both statements that use it.
 */
const OTHER_ACTIVITY = `(u.ton_wallet IS NOT NULL OR u.telegram_username IS NOT NULL
  OR EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = u.id AND l.kind <> ALL ($2::text[]))
  OR EXISTS (SELECT 1 FROM game_rounds g WHERE g.user_id = u.id)
  OR EXISTS (SELECT 1 FROM slot_spins p WHERE p.user_id = u.id)
  OR EXISTS (SELECT 1 FROM shop_orders o WHERE o.user_id = u.id)
  OR EXISTS (SELECT 1 FROM support_tickets t WHERE t.user_id = u.id)
  OR EXISTS (SELECT 1 FROM level_validations v WHERE v.user_id = u.id))`;

/**
 * The sign-ups since `since` with everything detection weighs, in five set-based statements (not
 * one per account): sign-up rows, every network and device seen, session starts, other activity,
 * and the referrers' own signals.
 */
export async function loadSnapshot(db: Queryable, since: Date): Promise<{ accounts: AccountSignals[]; referrers: Map<string, ReferrerSignals> }> {
  const signUps = await db.query<{ user_id: string; referred_by: string | null; at: Date; email_verified_at: Date | null; first_mining_at: Date | null; network_hash: string; user_agent_hash: string | null }>(
    `SELECT s.user_id, u.referred_by, s.at, s.email_verified_at, s.first_mining_at, s.network_hash, s.user_agent_hash
     FROM abuse_signals s JOIN users u ON u.id = s.user_id
     WHERE s.kind = 'sign_up' AND s.at >= $1`,
    [since],
  );
  const ids = signUps.rows.map((row) => row.user_id);
  const referrerIds = [...new Set(signUps.rows.map((row) => row.referred_by).filter((id): id is string => id !== null))];
  const [origins, sessions, active, referrerRows] = await Promise.all([
    db.query<{ user_id: string; networks: string[]; devices: string[] }>(
      `SELECT user_id, array_agg(DISTINCT network_hash) AS networks,
         coalesce(array_agg(DISTINCT device_id::text) FILTER (WHERE device_id IS NOT NULL), '{}') AS devices
       FROM abuse_signals WHERE user_id = ANY ($1::uuid[]) GROUP BY user_id`,
      [[...ids, ...referrerIds]],
    ),
    db.query<{ user_id: string; count: bigint; starts: Date[] }>(
      `SELECT user_id, count(*) AS count, (array_agg(start_time ORDER BY start_time DESC))[1:$2] AS starts
       FROM mining_sessions WHERE user_id = ANY ($1::uuid[]) GROUP BY user_id`,
      [ids, ABUSE_DETECTION.lockstepSessions],
    ),
    db.query<{ id: string }>(
      `SELECT u.id FROM users u WHERE u.id = ANY ($1::uuid[]) AND ${OTHER_ACTIVITY}`,
      [ids, MINING_LEDGER_KINDS],
    ),
    db.query<{ id: string; nickname: string }>('SELECT id, nickname FROM users WHERE id = ANY ($1::uuid[])', [referrerIds]),
  ]);
  const originOf = new Map(origins.rows.map((row) => [row.user_id, row]));
  const sessionsOf = new Map(sessions.rows.map((row) => [row.user_id, row]));
  const activeIds = new Set(active.rows.map((row) => row.id));
  const accounts = signUps.rows.map((row): AccountSignals => ({
    userId: row.user_id,
    referrerId: row.referred_by,
    signUpAt: row.at,
    verifiedAt: row.email_verified_at,
    firstMiningAt: row.first_mining_at,
    signUpNetwork: row.network_hash,
    userAgent: row.user_agent_hash,
    networks: originOf.get(row.user_id)?.networks ?? [row.network_hash],
    devices: originOf.get(row.user_id)?.devices ?? [],
    sessionStarts: sessionsOf.get(row.user_id)?.starts ?? [],
    sessionCount: Number(sessionsOf.get(row.user_id)?.count ?? 0),
    otherActivity: activeIds.has(row.user_id),
  }));
  const referrers = new Map(referrerRows.rows.map((row): [string, ReferrerSignals] => [row.id, {
    userId: row.id, nickname: row.nickname, networks: originOf.get(row.id)?.networks ?? [], devices: originOf.get(row.id)?.devices ?? [],
  }]));
  return { accounts, referrers };
}

/**
 * Writes one run's clusters: each is found again by its key (an operator's status and measures
 * stay), its members replaced; clusters not found again go, unless an operator acted on them.
 */
export async function saveClusters(tx: Queryable, clusters: DetectedCluster[], now: Date): Promise<void> {
  for (const cluster of clusters) {
    const flagged = cluster.members.filter((member) => member.role === 'member' && member.score >= ABUSE_DETECTION.flagScore).length;
    const saved = await tx.query<{ id: string }>(
      `INSERT INTO abuse_clusters (key, kind, score, reasons, referrer_id, member_count, flagged_count, first_sign_up_at, last_sign_up_at, detected_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind, score = EXCLUDED.score, reasons = EXCLUDED.reasons, referrer_id = EXCLUDED.referrer_id,
         member_count = EXCLUDED.member_count, flagged_count = EXCLUDED.flagged_count, first_sign_up_at = EXCLUDED.first_sign_up_at,
         last_sign_up_at = EXCLUDED.last_sign_up_at, detected_at = EXCLUDED.detected_at
       RETURNING id`,
      [cluster.key, cluster.kind, cluster.score, JSON.stringify(cluster.reasons), cluster.referrerId, cluster.members.filter((member) => member.role === 'member').length,
        flagged, cluster.firstSignUpAt, cluster.lastSignUpAt, now],
    );
    const id = saved.rows[0]!.id;
    await tx.query('DELETE FROM abuse_cluster_members WHERE cluster_id = $1', [id]);
    await tx.query(
      `INSERT INTO abuse_cluster_members (cluster_id, user_id, role, score, traits)
       SELECT $1, m.user_id, m.role, m.score, m.traits FROM unnest($2::uuid[], $3::text[], $4::int[], $5::jsonb[]) AS m(user_id, role, score, traits)
       ON CONFLICT DO NOTHING`,
      [id, cluster.members.map((member) => member.userId), cluster.members.map((member) => member.role), cluster.members.map((member) => member.score),
        cluster.members.map((member) => JSON.stringify(member.traits))],
    );
  }
  await tx.query(
    `DELETE FROM abuse_clusters WHERE detected_at < $1 AND status = 'open' AND NOT (referrals_frozen OR mining_frozen OR banned)`,
    [now],
  );
}

export interface ClusterRow {
  id: string;
  key: string;
  kind: AbuseClusterKind;
  score: number;
  reasons: AbuseReason[];
  referrer_id: string | null;
  referrer_nickname: string | null;
  member_count: number;
  flagged_count: number;
  first_sign_up_at: Date;
  last_sign_up_at: Date;
  detected_at: Date;
  status: 'open' | 'legitimate';
  referrals_frozen: boolean;
  mining_frozen: boolean;
  banned: boolean;
}

const CLUSTER_SELECT = `SELECT c.id::text, c.key, c.kind, c.score, c.reasons, c.referrer_id, r.nickname AS referrer_nickname, c.member_count, c.flagged_count,
  c.first_sign_up_at, c.last_sign_up_at, c.detected_at, c.status, c.referrals_frozen, c.mining_frozen, c.banned
  FROM abuse_clusters c LEFT JOIN users r ON r.id = c.referrer_id`;

/** Clusters by score, then newest; the cursor is the last row's (score, id). */
export async function listClusters(db: Queryable, filter: { status: 'open' | 'legitimate' | 'all'; after: { score: number; id: string } | null; limit: number }): Promise<ClusterRow[]> {
  const result = await db.query<ClusterRow>(
    `${CLUSTER_SELECT}
     WHERE ($1 = 'all' OR c.status = $1) AND ($2::int IS NULL OR (c.score, c.id) < ($2::int, $3::bigint))
     ORDER BY c.score DESC, c.id DESC LIMIT $4`,
    [filter.status, filter.after?.score ?? null, filter.after?.id ?? null, filter.limit],
  );
  return result.rows;
}

export async function findCluster(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<ClusterRow | null> {
  if (options.lock) await db.query('SELECT 1 FROM abuse_clusters WHERE id = $1 FOR UPDATE', [id]);
  const result = await db.query<ClusterRow>(`${CLUSTER_SELECT} WHERE c.id = $1`, [id]);
  return result.rows[0] ?? null;
}

export interface MemberRow {
  user_id: string;
  nickname: string;
  email: string | null;
  role: 'referrer' | 'member';
  score: number;
  traits: AbuseTrait[];
  referred_by: string | null;
  referrer_nickname: string | null;
  signed_up_at: Date | null;
  verified_after_seconds: number | null;
  first_mining_after_seconds: number | null;
  sessions: number;
  other_activity: boolean;
  referral_credit_frozen: boolean;
  mining_frozen: boolean;
  banned: boolean;
}

export async function listMembers(db: Queryable, clusterId: string): Promise<MemberRow[]> {
  const result = await db.query<MemberRow>(
    `SELECT m.user_id, u.nickname, u.email, m.role, m.score, m.traits, u.referred_by, p.nickname AS referrer_nickname,
       s.at AS signed_up_at, extract(epoch FROM s.email_verified_at - s.at)::int AS verified_after_seconds,
       extract(epoch FROM s.first_mining_at - s.at)::int AS first_mining_after_seconds,
       (SELECT count(*) FROM mining_sessions x WHERE x.user_id = u.id)::int AS sessions,
       ${OTHER_ACTIVITY} AS other_activity,
       u.referral_credit_frozen_at IS NOT NULL AS referral_credit_frozen, u.mining_frozen_at IS NOT NULL AS mining_frozen, u.banned_at IS NOT NULL AS banned
     FROM abuse_cluster_members m JOIN users u ON u.id = m.user_id
     LEFT JOIN users p ON p.id = u.referred_by
     LEFT JOIN abuse_signals s ON s.user_id = u.id AND s.kind = 'sign_up'
     WHERE m.cluster_id = $1
     ORDER BY m.role DESC, m.score DESC, s.at`,
    [clusterId, MINING_LEDGER_KINDS],
  );
  return result.rows;
}

/** Signals at least two members share: the network and user-agent of their sign-ups, their devices. */
export async function listSharedSignals(db: Queryable, clusterId: string): Promise<{ kind: 'network' | 'device' | 'user_agent'; value: string; count: number }[]> {
  const result = await db.query<{ kind: 'network' | 'device' | 'user_agent'; value: string; count: number }>(
    `WITH seen AS (
       SELECT DISTINCT s.user_id, v.kind, v.value
       FROM abuse_cluster_members m JOIN abuse_signals s ON s.user_id = m.user_id
       CROSS JOIN LATERAL (VALUES ('network', s.network_hash), ('user_agent', s.user_agent_hash), ('device', s.device_id::text)) AS v(kind, value)
       WHERE m.cluster_id = $1 AND v.value IS NOT NULL
     )
     SELECT kind, value, count(*)::int AS count FROM seen GROUP BY kind, value HAVING count(*) > 1 ORDER BY count(*) DESC, kind LIMIT 20`,
    [clusterId],
  );
  return result.rows;
}

export type MemberMeasure = 'referral_credit_frozen_at' | 'mining_frozen_at';

/** Sets or clears one measure on the cluster's members (not its referrer); returns the ids changed. */
export async function setMemberMeasure(tx: Queryable, clusterId: string, measure: MemberMeasure, on: boolean, now: Date): Promise<string[]> {
  const result = await tx.query<{ id: string }>(
    `UPDATE users u SET ${measure} = $3 FROM abuse_cluster_members m
     WHERE m.cluster_id = $1 AND m.role = 'member' AND m.user_id = u.id AND (u.${measure} IS NOT NULL) <> $2
     RETURNING u.id`,
    [clusterId, on, on ? now : null],
  );
  return result.rows.map((row) => row.id);
}

export async function memberIds(tx: Queryable, clusterId: string): Promise<string[]> {
  const result = await tx.query<{ user_id: string }>(`SELECT user_id FROM abuse_cluster_members WHERE cluster_id = $1 AND role = 'member'`, [clusterId]);
  return result.rows.map((row) => row.user_id);
}

export async function updateClusterState(
  tx: Queryable, clusterId: string, change: Partial<{ status: 'open' | 'legitimate'; referrals_frozen: boolean; mining_frozen: boolean; banned: boolean }>,
): Promise<void> {
  const columns = Object.keys(change) as (keyof typeof change)[];
  await tx.query(
    `UPDATE abuse_clusters SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [clusterId, ...columns.map((column) => change[column])],
  );
}

/** The last finished detection: the job's last success or a cluster written by an operator's run. */
export async function lastDetectionAt(db: Queryable, jobName: string): Promise<Date | null> {
  const result = await db.query<{ at: Date | null }>(
    `SELECT greatest((SELECT last_succeeded_at FROM job_leases WHERE name = $1), (SELECT max(detected_at) FROM abuse_clusters)) AS at`,
    [jobName],
  );
  return result.rows[0]?.at ?? null;
}

/**
 * A realistic user base, generated with set-based SQL (generate_series, INSERT … SELECT) for the
 * scale bench. User `i` is the i-th to sign up; every figure about it is a hash of `i`, so the
 * data does not depend on the order of generation: growing 10,000 users to 1,000,000 gives the
 * same first 10,000 users as generating 1,000,000 at once, and the bench can measure the same
 * people at both sizes.
 *
 * Per user: an account and a login session; 0–6 past mining sessions over the last ~two months
 * (one in six stopped early), each with its `mining_claim` ledger row (balance_after is the
 * running sum); 30% have a session running now and 5% one that ended and is not claimed yet; 40%
 * were referred (mostly by someone who joined shortly before them, a quarter by early users,
 * and 5% by one of twenty "influencers"); a few boosts, packs and withdrawals.
 */
import type pg from 'pg';

/** Bump when the generated data changes, so that stored bench databases are regenerated. */
export const GENERATOR_VERSION = 2;

/** The bench's clock: everything is generated relative to it, so a stored database stays valid. */
export const BENCH_NOW = new Date('2027-01-01T12:00:00Z');
/** User i signs up at FIRST_SIGNUP + i × 34 s: 1,000,000 users over 394 days. */
const FIRST_SIGNUP = new Date(BENCH_NOW.getTime() - 400 * 86_400_000);

export const benchToken = (i: number) => `fre-bench-token-${i}`;

const FIRST_NAMES = ['Marie', 'Jean', 'Camille', 'Lucas', 'Emma', 'Louis', 'Chloe', 'Hugo', 'Lea', 'Nathan', 'Manon', 'Arthur', 'Ines', 'Jules', 'Sarah', 'Adam', 'Alice', 'Paul', 'Lina', 'Noah', 'Olga', 'Ivan', 'Sofia', 'Diego', 'Lucia', 'Carlos', 'Wei', 'Mei', 'Li', 'Anna', 'Pierre', 'Julie', 'Thomas', 'Laura', 'Nicolas', 'Clara', 'Antoine', 'Eva', 'Maxime', 'Zoe'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'Andre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'Francois', 'Martinez', 'Legrand', 'Ivanov', 'Petrov', 'Lopez', 'Gonzalez', 'Wang', 'Zhang', 'Chen', 'Liu', 'Rossi', 'Muller'];
const DOMAINS = ['gmail.com', 'yahoo.fr', 'hotmail.com', 'orange.fr', 'outlook.com', 'free.fr'];
const LANGUAGES = ['fr', 'en', 'es', 'ru', 'zh'];

const list = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
/** A non-negative pseudo-random integer from an integer expression. */
const H = (expr: string) => `(hashint4((${expr})::int) & 2147483647)`;
const u = (salt: number) => H(`i * 32 + ${salt}`);
const s = (salt: number) => H(`i * 64 + j * 8 + ${salt}`);
const NOW = `'${BENCH_NOW.toISOString()}'::timestamptz`;
const signup = `('${FIRST_SIGNUP.toISOString()}'::timestamptz + i * interval '34 seconds')`;

/** Past sessions of users ($1, $2]. */
const PAST_SESSIONS = `
  CREATE TEMP TABLE gen_sessions ON COMMIT DROP AS
  SELECT i, j, p.start_time, p.start_time + interval '24 hours' AS end_time, p.rate_nano, p.stopped, p.rate_nano * p.hours AS earnings,
         CASE WHEN p.stopped THEN p.start_time + p.hours * interval '1 hour'
              ELSE p.start_time + interval '24 hours' + ${s(5)} % 21600 * interval '1 second' END AS closed_at
  FROM generate_series($1::int + 1, $2::int) AS i
  CROSS JOIN LATERAL generate_series(0, ${u(9)} % 7 - 1) AS j
  CROSS JOIN LATERAL (
    SELECT ${NOW} - interval '2 days' - ${u(11)} % 40 * interval '1 day' - j * (1 + ${u(10)} % 4) * interval '1 day'
             - ${s(1)} % 43200 * interval '1 second' AS start_time,
           1041667::bigint * (1 + ${s(2)} % 4) AS rate_nano,
           ${s(3)} % 6 = 0 AS stopped,
           CASE WHEN ${s(3)} % 6 = 0 THEN 1 + ${s(4)} % 23 ELSE 24 END AS hours
  ) p
  WHERE p.start_time >= ${signup}`;

const REFERRER = `CASE WHEN i > 1 AND ${u(6)} % 100 < 40 THEN
    CASE WHEN ${u(7)} % 100 < 70 THEN greatest(1, i - 1 - ${u(8)} % 500)
         WHEN ${u(7)} % 100 < 95 OR i <= 20 THEN 1 + floor((i - 1) * power(${u(8)} / 2147483648.0, 3))::int
         ELSE 1 + ${u(8)} % 20 END
  END`;

const USERS = `
  INSERT INTO users (id, email, nickname, password_hash, email_verified, referral_code, referred_by, level, balance_nano, total_mined_nano,
                     mining_rate_nano, kyc_status, language, tutorial_completed, banned_at, created_at, updated_at)
  SELECT md5('fre-bench-user-' || i)::uuid,
         lower(first_name) || '.' || lower(last_name) || i || '@' || (${list(DOMAINS)})[1 + ${u(3)} % ${DOMAINS.length}],
         first_name || lpad(i::text, 7, '0'),
         'bench', ${u(4)} % 10 <> 0, 'B' || upper(to_hex(i)),
         CASE WHEN referrer IS NOT NULL THEN md5('fre-bench-user-' || referrer)::uuid END,
         CASE WHEN ${u(5)} % 100 < 60 THEN 0 WHEN ${u(5)} % 100 < 85 THEN 1 WHEN ${u(5)} % 100 < 95 THEN 2 WHEN ${u(5)} % 100 < 99 THEN 3 ELSE 4 + ${u(5)} % 3 END,
         coalesce(mined, 0), coalesce(mined, 0), 1041667,
         CASE WHEN ${u(0)} % 1000 < 5 THEN 'pending' WHEN ${u(0)} % 1000 < 35 THEN 'approved' ELSE 'none' END,
         (${list(LANGUAGES)})[1 + ${u(0)} / 1000 % ${LANGUAGES.length}],
         true, CASE WHEN ${u(0)} / 5000 % 500 = 0 THEN ${NOW} - interval '1 day' END,
         ${signup}, ${signup}
  FROM generate_series($1::int + 1, $2::int) AS i
  CROSS JOIN LATERAL (SELECT (${list(FIRST_NAMES)})[1 + ${u(1)} % ${FIRST_NAMES.length}] AS first_name,
                             (${list(LAST_NAMES)})[1 + ${u(2)} % ${LAST_NAMES.length}] AS last_name, ${REFERRER} AS referrer) n
  LEFT JOIN (SELECT i, sum(earnings) AS mined FROM gen_sessions GROUP BY i) m USING (i)
  ORDER BY i`;

const SESSIONS = `
  INSERT INTO mining_sessions (id, user_id, start_time, end_time, rate_nano, accrued_nano, accrued_until, active, claimed, claimed_at, ended_at, earnings_nano, notification_sent)
  SELECT md5('fre-bench-session-' || i || '-' || j)::uuid, md5('fre-bench-user-' || i)::uuid, start_time, end_time, rate_nano, 0, start_time,
         false, NOT stopped, CASE WHEN NOT stopped THEN closed_at END, CASE WHEN stopped THEN closed_at END, earnings, true
  FROM gen_sessions ORDER BY start_time`;

/** 30% mine right now, 5% have a finished session waiting to be claimed. */
const CURRENT_SESSIONS = `
  INSERT INTO mining_sessions (id, user_id, start_time, end_time, rate_nano, accrued_nano, accrued_until, active, claimed, notification_sent)
  SELECT md5('fre-bench-session-' || i || '-now')::uuid, md5('fre-bench-user-' || i)::uuid, c.start_time, c.start_time + interval '24 hours',
         1041667, 0, c.start_time, true, false, c.start_time + interval '24 hours' <= ${NOW}
  FROM generate_series($1::int + 1, $2::int) AS i
  CROSS JOIN LATERAL (SELECT CASE WHEN ${u(12)} % 100 < 30 THEN ${NOW} - interval '60 seconds' - ${u(13)} % 86000 * interval '1 second'
                                  WHEN ${u(12)} % 100 < 35 THEN ${NOW} - interval '24 hours 60 seconds' - ${u(13)} % 86400 * interval '1 second'
                             END AS start_time) c
  WHERE c.start_time >= ${signup}
  ORDER BY c.start_time`;

const LEDGER = `
  INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
  SELECT user_id, 'mining_claim', earnings, balance_after, ref, closed_at FROM (
    SELECT md5('fre-bench-user-' || i)::uuid AS user_id, earnings, sum(earnings) OVER (PARTITION BY i ORDER BY j DESC) AS balance_after,
           md5('fre-bench-session-' || i || '-' || j)::uuid::text AS ref, closed_at
    FROM gen_sessions) t
  ORDER BY closed_at`;

const LOGINS = `
  INSERT INTO auth_sessions (id, user_id, token_hash, kind, created_at, expires_at, last_seen_at)
  SELECT md5('fre-bench-login-' || i)::uuid, md5('fre-bench-user-' || i)::uuid, sha256(convert_to('fre-bench-token-' || i, 'UTF8')), 'cookie',
         ${NOW} - interval '1 day', ${NOW} + interval '29 days', ${NOW} - interval '1 hour'
  FROM generate_series($1::int + 1, $2::int) AS i`;

const EXTRAS = [
  `INSERT INTO user_boosts (user_id, rate_nano, source, applied_at, expires_at)
   SELECT md5('fre-bench-user-' || i)::uuid, 500000, 'bonus_code', ${NOW} - interval '1 hour', ${NOW} + ${u(14)} % 48 * interval '1 hour' - interval '12 hours'
   FROM generate_series($1::int + 1, $2::int) AS i WHERE ${u(14)} % 20 = 0 AND ${signup} < ${NOW} - interval '1 hour'`,
  `INSERT INTO user_packs (user_id, pack_id, rate_nano, acquired_at)
   SELECT md5('fre-bench-user-' || i)::uuid, 'starter', 2083300, ${signup} + interval '1 hour'
   FROM generate_series($1::int + 1, $2::int) AS i WHERE ${u(14)} % 50 = 1`,
  `INSERT INTO withdrawals (user_id, amount_nano, wallet_address, status, approvals_needed, created_at, updated_at, completed_at)
   SELECT md5('fre-bench-user-' || i)::uuid, 1000000000, 'UQ' || md5('w' || i), w.status, 1, w.at, w.at, CASE WHEN w.status = 'completed' THEN w.at END
   FROM generate_series($1::int + 1, $2::int) AS i
   CROSS JOIN LATERAL (SELECT CASE ${u(16)} % 20 WHEN 0 THEN 'requested' WHEN 1 THEN 'approved' ELSE 'completed' END AS status,
                              greatest(${signup}, ${NOW} - ${u(15)} % 60 * interval '1 day') AS at) w
   WHERE ${u(15)} % 100 < 3`,
];

export const GENERATED_TABLES = ['users', 'mining_sessions', 'ledger', 'auth_sessions', 'user_boosts', 'user_packs', 'withdrawals'];

/**
 * Adds users (from, to] and everything they own, in one transaction on one connection.
 * Foreign keys are not re-checked row by row (session_replication_role = replica): the data is
 * consistent by construction and the checks would double the time.
 */
export async function generateUsers(client: pg.PoolClient, from: number, to: number, log: (line: string) => void): Promise<void> {
  const step = async (name: string, sql: string) => {
    const started = Date.now();
    const result = await client.query(sql, sql.includes('$1') ? [from, to] : []);
    log(`  ${name}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query('BEGIN');
  try {
    await client.query("SET LOCAL session_replication_role = 'replica'");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");
    await step('past sessions (staging)', PAST_SESSIONS);
    await step('users', USERS);
    await step('past mining sessions', SESSIONS);
    await step('current mining sessions', CURRENT_SESSIONS);
    await step('ledger', LEDGER);
    await step('login sessions', LOGINS);
    for (const [index, sql] of EXTRAS.entries()) await step(['boosts', 'packs', 'withdrawals'][index]!, sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The database of the load bench: the scale bench's generated users (bench/support/scale-data.ts),
 * each with a finished mining session to claim, and one bonus code per configuration measured.
 * Everything is relative to the generator's clock (BENCH_NOW); the servers' test clocks are moved
 * to `LOAD_NOW`, the next day, when every generated session has ended.
 */
import pg from 'pg';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createDatabase } from '../../apps/server/src/db/pool.ts';
import { BENCH_NOW, GENERATED_TABLES, benchToken, generateUsers } from './scale-data.ts';

/** The servers' time during the load: a day and a minute after the generator's clock. */
export const LOAD_NOW = new Date(BENCH_NOW.getTime() + 24 * 3_600_000 + 60_000);

/** 10 FRE per use: enough for the game round that follows it in a visit. */
const BONUS_REWARD_NANO = 10_000_000_000n;

export interface LoadPlayer {
  /** The value of the `fre_session` cookie (the generated login of user i). */
  token: string;
  /** The user's referral code: finds the player's rows in the database. */
  referralCode: string;
}

/**
 * Players who have not mined since yesterday get yesterday's session (ended before BENCH_NOW), so
 * that every visit can claim, then start, as a daily player does. Inserted with triggers on, so
 * users.mining_until follows. Notices for them count as sent: the notification job would
 * otherwise send thousands at the first turn of the run, which a real day spreads out.
 */
const YESTERDAYS_SESSIONS = `
  INSERT INTO mining_sessions (user_id, start_time, end_time, rate_nano, accrued_nano, accrued_until, active, claimed, notification_sent)
  SELECT u.id, y.start_time, y.start_time + interval '24 hours', u.mining_rate_nano, 0, y.start_time, true, false, true
  FROM users u
  CROSS JOIN LATERAL (SELECT $1::timestamptz - interval '24 hours' - (hashtext(u.id::text) & 65535) % 43200 * interval '1 second' AS start_time) y
  WHERE u.banned_at IS NULL AND NOT EXISTS (SELECT 1 FROM mining_sessions s WHERE s.user_id = u.id AND s.active)`;

/**
 * Recreates database `fre` on the cluster of `adminUrl` with `users` generated users and returns
 * the players who can sign in (verified, not banned), shuffled, and the bonus codes.
 */
export async function prepareLoadDatabase(adminUrl: string, databaseUrl: string, options: { users: number; codes: string[]; log: (line: string) => void }) {
  const { log } = options;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS fre WITH (FORCE)');
    await admin.query('CREATE DATABASE fre');
  } finally {
    await admin.end();
  }
  const db = createDatabase(databaseUrl, { max: 2 });
  try {
    await migrate(db);
    const started = Date.now();
    const client = await db.pool.connect();
    try {
      await generateUsers(client, 0, options.users, () => undefined);
    } finally {
      client.release();
    }
    // The generator writes without triggers: recount what they keep, as the scale bench does.
    await db.query('SELECT rebuild_user_figures()');
    await db.query(YESTERDAYS_SESSIONS, [BENCH_NOW]);
    await db.query('UPDATE mining_sessions SET notification_sent = true WHERE active AND NOT notification_sent');
    for (const code of options.codes) {
      await db.query(
        `INSERT INTO bonus_codes (code, type, reward_value, duration_hours, max_uses, is_active, created_at, updated_at)
         VALUES ($1, 'fre', $2, 24, 10000000, true, $3, $3)`,
        [code, BONUS_REWARD_NANO, BENCH_NOW],
      );
    }
    for (const table of GENERATED_TABLES) await db.query(`VACUUM (ANALYZE) ${table}`);
    log(`database: ${options.users.toLocaleString('en')} generated users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // User i's referral code is 'B' + i in hex (scale-data.ts); the order is a fixed shuffle.
    const rows = await db.query<{ referral_code: string }>('SELECT referral_code FROM users WHERE email_verified AND banned_at IS NULL ORDER BY md5(id::text)');
    return rows.rows.map((row): LoadPlayer => ({ token: benchToken(parseInt(row.referral_code.slice(1), 16)), referralCode: row.referral_code }));
  } finally {
    await db.close();
  }
}

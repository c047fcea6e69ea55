/**
 * Dormant accounts for the backup drill, so that pg_dump lasts long enough for the players' load
 * to overlap it: `users` accounts with `rows` back-office adjustments each, written in bulk by SQL
 * exactly as ledger.post would have (running balance_after, balance = sum), so verify-ledger holds.
 * They cannot sign in (no password hash). Row triggers are off while writing (replica mode: the
 * per-row overview counter made 100,000 sign-ups in one transaction take minutes), then the
 * figures they keep are recounted once by rebuild_user_figures(), as docs/operations.md says.
 */
import pg from 'pg';

export async function addDormantAccounts(url: string, users: number, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('BEGIN');
    await client.query("SET LOCAL session_replication_role = 'replica'");
    // Amount of user i: (i mod 1000 + 1) FRE per row.
    await client.query(
      `INSERT INTO users (id, email, nickname, password_hash, email_verified, referral_code, balance_nano, mining_rate_nano, created_at, updated_at)
       SELECT md5('fre-drill-user-' || i)::uuid, 'dormant' || i || '@example.test', 'dormant' || i, '-', true, 'DORMANT' || i,
              $2::bigint * (i % 1000 + 1) * 1000000000, 1041667, now(), now()
       FROM generate_series(1, $1::int) AS i`,
      [users, rows],
    );
    await client.query(
      `INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, meta, created_at)
       SELECT md5('fre-drill-user-' || i)::uuid, 'admin_adjustment', (i % 1000 + 1) * 1000000000::bigint,
              k * (i % 1000 + 1) * 1000000000::bigint, md5('fre-drill-adjustment-' || i || '-' || k)::uuid::text, '{"reason": "backup drill"}', now()
       FROM generate_series(1, $1::int) AS i CROSS JOIN generate_series(1, $2::int) AS k
       ORDER BY i, k`,
      [users, rows],
    );
    await client.query('SELECT rebuild_user_figures()');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { createStatsService, windowStarts } from './stats.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** 10,000 claims by 200 users spread over 400 days, each with its session, written straight to the tables. */
async function generateClaims(now: Date): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, created_at, updated_at, level, active_referrals)
     SELECT 'gen' || i || '@example.test', 'gen' || i, 'x', 'GEN' || lpad(i::text, 4, '0'), 1041667, $1, $1, i % 11, i % 25
     FROM generate_series(1, 200) AS i`,
    [now],
  );
  await t.db.query(
    `WITH claims AS (
       SELECT i, (SELECT id FROM users WHERE nickname = 'gen' || (1 + i % 200)) AS user_id,
              $1::timestamptz - (i * interval '1 second' * 3457) AS claimed_at, 1000000 + (i * 7919) % 50000000 AS amount
       FROM generate_series(1, 10000) AS i
     ), sessions AS (
       INSERT INTO mining_sessions (user_id, start_time, end_time, rate_nano, accrued_until, active, claimed, claimed_at, earnings_nano)
       SELECT user_id, claimed_at - interval '24 hours', claimed_at, amount / 24, claimed_at - interval '24 hours', false, true, claimed_at, amount
       FROM claims RETURNING id, user_id, claimed_at, earnings_nano
     )
     INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
     SELECT user_id, 'mining_claim', earnings_nano, 0, id::text, claimed_at FROM sessions`,
    [now],
  );
}

describe('stats rollup', () => {
  it('gives the same totals as a direct SQL sum over 10,000 claims, and stays right when re-run', async () => {
    const now = t.clock.now();
    await generateClaims(now);
    const stats = createStatsService({ config: {} as never, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log });
    const first = await stats.refresh();
    const starts = windowStarts(now);
    const direct = async (since: Date | null) => {
      const result = await t.db.query<{ s: string }>("SELECT coalesce(sum(amount_nano), 0)::text AS s FROM ledger WHERE kind = 'mining_claim' AND ($1::timestamptz IS NULL OR created_at >= $1)", [since]);
      return result.rows[0]!.s;
    };
    const expected = {
      totalMinedAllTime: await direct(null),
      totalMined24h: await direct(starts.day),
      totalMinedWeek: await direct(starts.week),
      totalMinedMonth: await direct(starts.month),
      totalMined3Months: await direct(starts.threeMonths),
      totalMinedYear: await direct(starts.year),
    };
    expect(first).toMatchObject(expected);
    expect(BigInt(expected.totalMinedYear)).toBeLessThan(BigInt(expected.totalMinedAllTime));
    expect(first.totalCompletedSessions).toBe(10_000);

    const miners = await t.db.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM mining_sessions WHERE end_time >= $1', [starts.week]);
    expect(first.activeMinersWeek).toBe(miners.rows[0]!.n);
    const levelBonus = await t.db.query<{ s: string }>(
      `SELECT sum(CASE WHEN level <= 7 THEN level * 1000000 ELSE 7000000 + (level - 7) * 10000000 END)::text AS s FROM users`,
    );
    expect(first.totalLevelBonus).toBe(levelBonus.rows[0]!.s);

    t.clock.advance(DAY_MS);
    const second = await stats.refresh();
    expect(second.totalMinedAllTime).toBe(expected.totalMinedAllTime);
    expect(BigInt(second.totalMined24h)).toBeLessThan(BigInt(first.totalMined24h));
  });

  it('serves the public subset without a login and the full stats with a daily series to admins', async () => {
    const publicStats = await new ApiClient(t.baseUrl).get('/api/stats');
    expect(publicStats.status).toBe(200);
    expect(Object.keys(publicStats.body).sort()).toEqual(['activeMiners24h', 'averageMiningRate', 'lastUpdated', 'totalActiveSessions', 'totalMined24h', 'totalMinedAllTime', 'totalUsers']);
    const admin = await adminClient(t);
    const full = await admin.client.get('/api/admin/stats?days=366');
    expect(full.status).toBe(200);
    expect(full.body.series.length).toBeGreaterThan(300);
    const seriesSum = full.body.series.reduce((sum: bigint, day: any) => sum + BigInt(day.mined), 0n);
    const since = new Date(Math.floor(t.clock.now().getTime() / 3_600_000) * 3_600_000 - 366 * DAY_MS);
    const direct = await t.db.query("SELECT sum(amount_nano)::text AS s FROM ledger WHERE kind = 'mining_claim' AND created_at >= $1", [since]);
    expect(seriesSum.toString()).toBe(direct.rows[0].s);
    expect((await admin.client.get('/api/admin/stats?days=1000')).status).toBe(400);
  });
});

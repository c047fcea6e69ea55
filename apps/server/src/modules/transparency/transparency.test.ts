import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, TRANSPARENCY, type Transparency } from '@fre/domain';
import { ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { createStatsService } from '#server/modules/stats/stats.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const anyone = () => new ApiClient(t.baseUrl);
const HASH = 'VaEnP7QN8B8YmQLI6gqfSdvEtYWKCz49iLZ+i72Pf9k=';

/**
 * A history written straight to the tables: 120 players (every third with an approved identity
 * check), 600 claims over 150 days, and 7 completed payouts (one without a hash) beside a
 * rejected withdrawal, which is not counted.
 */
async function seedHistory(now: Date): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, created_at, updated_at, kyc_status)
     SELECT 'hist' || i || '@example.test', 'hist' || i, 'x', 'HIST' || lpad(i::text, 4, '0'), 1041667, $1, $1, CASE WHEN i % 3 = 0 THEN 'approved' ELSE 'none' END
     FROM generate_series(1, 120) AS i`,
    [now],
  );
  await t.db.query(
    `WITH claims AS (
       SELECT (SELECT id FROM users WHERE nickname = 'hist' || (1 + i % 120)) AS user_id,
              $1::timestamptz - (i * interval '1 second' * 21600) AS claimed_at, 1000000 + (i * 7919) % 50000000 AS amount
       FROM generate_series(1, 600) AS i
     ), sessions AS (
       INSERT INTO mining_sessions (user_id, start_time, end_time, rate_nano, accrued_until, active, claimed, claimed_at, earnings_nano)
       SELECT user_id, claimed_at - interval '24 hours', claimed_at, amount / 24, claimed_at - interval '24 hours', false, true, claimed_at, amount
       FROM claims RETURNING id, user_id, claimed_at, earnings_nano
     )
     INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
     SELECT user_id, 'mining_claim', earnings_nano, 0, id::text, claimed_at FROM sessions`,
    [now],
  );
  await t.db.query(
    `INSERT INTO withdrawals (user_id, amount_nano, wallet_address, status, approvals_needed, tx_hash, created_at, updated_at, completed_at)
     SELECT (SELECT id FROM users WHERE nickname = 'hist' || i), i * 1000000000000, 'EQwallet' || i, 'completed', 1,
            CASE WHEN i = 4 THEN NULL ELSE $2 END, $1::timestamptz - i * interval '1 day', $1::timestamptz - i * interval '1 day', $1::timestamptz - i * interval '1 day' + interval '1 hour'
     FROM generate_series(1, 7) AS i
     UNION ALL
     SELECT (SELECT id FROM users WHERE nickname = 'hist9'), 5000000000000, 'EQwallet9', 'rejected', 1, NULL, $1, $1, NULL`,
    [now, HASH],
  );
}

const one = async <T>(sql: string, values: unknown[] = []) => (await t.db.query<{ v: T }>(sql, values)).rows[0]!.v;

describe('GET /api/transparency', () => {
  it('gives the figures of a seeded history as direct sums over its rows do, with no player in them', async () => {
    const now = t.clock.now();
    await seedHistory(now);
    await createStatsService({ config: {} as never, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log }).refresh();
    // The last published root, as the daily snapshot writes it (the seeded claims credit no balance a snapshot would check).
    await t.db.query(
      `WITH s AS (
         INSERT INTO liability_snapshots (day, taken_at, accounts, total_nano, ledger_nano, held_nano, chunk_levels, salt)
         VALUES ($1::date, $2, 118, 987654321000, 987654321000, 0, 10, decode(repeat('ab', 32), 'hex')) RETURNING id, day, taken_at, accounts, total_nano
       )
       INSERT INTO liability_roots (snapshot_id, day, taken_at, accounts, total_nano, root_hash, link)
       SELECT id, day, taken_at, accounts, total_nano, decode(repeat('cd', 32), 'hex'), decode(repeat('ef', 32), 'hex') FROM s`,
      [new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10), now],
    );

    const response = await anyone().get<Transparency>('/api/transparency');
    expect(response.status).toBe(200);
    const { figures, rules } = response.body;

    expect(figures.minedTotal).toBe(await one<string>("SELECT sum(amount_nano)::text AS v FROM ledger WHERE kind = 'mining_claim'"));
    expect(figures.minedPerDay).toHaveLength(TRANSPARENCY.chartDays);
    expect(figures.minedPerDay.at(-1)!.day).toBe(now.toISOString().slice(0, 10));
    const perDay = await t.db.query<{ day: string; mined: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_nano)::text AS mined FROM ledger
       WHERE kind = 'mining_claim' AND created_at >= $1::date GROUP BY 1`,
      [figures.minedPerDay[0]!.day],
    );
    const expectedDays = new Map(perDay.rows.map((row) => [row.day, row.mined]));
    expect(expectedDays.size).toBeGreaterThan(60);
    expect(figures.minedPerDay.filter((entry) => entry.mined !== '0')).toEqual(figures.minedPerDay.filter((entry) => expectedDays.has(entry.day)));
    for (const entry of figures.minedPerDay) expect(entry.mined).toBe(expectedDays.get(entry.day) ?? '0');

    expect(figures.players).toBe(Number(await one<string>('SELECT count(*)::text AS v FROM users')));
    expect(figures.verifiedPlayers).toBe(Number(await one<string>("SELECT count(*)::text AS v FROM users WHERE kyc_status = 'approved'")));
    expect(figures.verifiedPlayers).toBe(40);
    expect(figures.withdrawn).toEqual({ count: 7, total: (28n * 1_000_000_000_000n).toString() });
    const root = await t.db.query<{ total: string; day: string }>("SELECT total_nano::text AS total, to_char(day, 'YYYY-MM-DD') AS day FROM liability_roots");
    expect(figures.held).toEqual({ total: '987654321000', day: root.rows[0]!.day });

    expect(rules.withdrawalMinimums).toEqual((await anyone().get('/api/withdrawal-minimums')).body.minimums);
    expect(rules.shop.map((item) => item.id)).toContain('BOOST7');
    expect(JSON.stringify(response.body)).not.toMatch(/hist\d|EQwallet|@example/);
  });

  it('pages the payouts newest first with their transaction and its explorer link, and nothing about who', async () => {
    const seen: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: Record<string, unknown>[]; nextCursor: string | null } } = await anyone().get(`/api/transparency/payouts?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.map((payout) => payout.amount)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `${i}000000000000`));
    expect(Object.keys(seen[0]!).sort()).toEqual(['amount', 'completedAt', 'explorerUrl', 'txHash']);
    expect(seen[0]).toMatchObject({ txHash: HASH, explorerUrl: 'https://tonviewer.com/transaction/55a1273fb40df01f189902c8ea0a9f49dbc4b5858a0b3e3d88b67e8bbd8f7fd9' });
    expect(seen[3]).toMatchObject({ txHash: null, explorerUrl: null });
    expect((await anyone().get('/api/transparency/payouts?cursor=bm90LWEta2V5')).status).toBe(400);
    expect((await anyone().get('/api/transparency/payouts?page=2')).status).toBe(400);
  });

  it('counts a payout completed later and a rejected one no more, as a recount does', async () => {
    await t.db.query("UPDATE withdrawals SET status = 'completed', completed_at = updated_at, tx_hash = $1 WHERE status = 'rejected'", [HASH]);
    await t.db.query("UPDATE withdrawals SET status = 'failed' WHERE amount_nano = 1000000000000");
    t.clock.advance(TRANSPARENCY.cacheMs + 1);
    const counted = (await anyone().get<Transparency>('/api/transparency')).body.figures.withdrawn;
    expect(counted).toEqual({ count: 7, total: ((28n - 1n + 5n) * 1_000_000_000_000n).toString() });
    await t.db.query('SELECT rebuild_user_figures()');
    t.clock.advance(TRANSPARENCY.cacheMs + 1);
    expect((await anyone().get<Transparency>('/api/transparency')).body.figures.withdrawn).toEqual(counted);
  });

  it('and its two lists are in the OpenAPI document, through their schemas', async () => {
    const document = (await anyone().get<{ paths: Record<string, { get?: { responses?: Record<string, unknown>; parameters?: { name: string }[] } }> }>('/api/openapi.json')).body;
    for (const path of ['/api/transparency', '/api/transparency/payouts', '/api/transparency/changes']) expect(document.paths[path]?.get?.responses).toHaveProperty('200');
    expect(document.paths['/api/transparency/payouts']!.get!.parameters!.map((parameter) => parameter.name).sort()).toEqual(['cursor', 'limit']);
  });
});

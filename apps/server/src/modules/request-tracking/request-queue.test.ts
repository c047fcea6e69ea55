import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, TRACKING } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { scanOverdue } from './overdue-scan.ts';

let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000', WITHDRAWAL_SECOND_APPROVAL_FRE: '500000' });
  admin = await adminClient(t);
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
});
afterAll(() => t.close());

/** The admin's client, the gate unlocked again after the clock moved past its idle lock. */
async function asAdmin() {
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  return admin.client;
}

/**
 * Past withdrawals decided `hours` after they arrived, `daysAgo` days ago by the product's clock:
 * the history the expected date reads (one owner, rows and their stages written as the server would).
 */
async function seedHistory(userId: string, hours: number[], daysAgo: number) {
  for (const h of hours) {
    const decided = new Date(t.clock.now().getTime() - daysAgo * DAY_MS);
    const received = new Date(decided.getTime() - h * HOUR_MS);
    await t.db.query(
      `WITH w AS (INSERT INTO withdrawals (id, user_id, amount_nano, wallet_address, status, approvals_needed, created_at, updated_at)
                  VALUES (gen_random_uuid(), $1, 1, 'seeded', 'rejected', 1, $2, $3) RETURNING id)
       INSERT INTO withdrawal_events (withdrawal_id, stage, at) SELECT id, 'received', $2 FROM w UNION ALL SELECT id, 'decided', $3 FROM w`,
      [userId, received, decided],
    );
  }
}

const queueOf = async (player: { client: { get: (path: string) => Promise<{ body: any }> } }) => (await player.client.get('/api/withdrawals')).body.items[0].queue;
const at = (iso: string | null) => (iso === null ? null : Date.parse(iso));

describe('the review queue and the expected date', () => {
  it('positions oldest first; expects the promise without history, the 30 days\' p80 with it, and says late past the promise', async () => {
    const players = [];
    for (let i = 0; i < 3; i++) {
      const p = await withdrawalReadyUser(t, admin, 300_000);
      expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
      players.push(p);
      t.clock.advance(60_000);
    }
    const firstAt = Date.parse((await players[0]!.client.get('/api/withdrawals')).body.items[0].createdAt);
    expect((await Promise.all(players.map(queueOf))).map((queue) => queue.position)).toEqual([1, 2, 3]);
    // No history yet: the promise.
    expect(at((await queueOf(players[0]!)).expectedBy)).toBe(firstAt + TRACKING.overdueHours.withdrawal * HOUR_MS);

    // Fewer reviews than TRACKING.minSamples in 30 days: still the promise; older ones do not count.
    await seedHistory(players[0]!.user.id, [500, 500, 500, 500, 500, 500], TRACKING.historyDays + 1);
    await seedHistory(players[0]!.user.id, [1, 2, 3, 4].slice(0, TRACKING.minSamples - 1), 2);
    expect(at((await queueOf(players[0]!)).expectedBy)).toBe(firstAt + TRACKING.overdueHours.withdrawal * HOUR_MS);
    // Ten reviews of 1 to 10 hours (the four above and six more): their p80 is 8.2 hours.
    await seedHistory(players[0]!.user.id, [5, 6, 7, 8, 9, 10], 1);
    expect(at((await queueOf(players[0]!)).expectedBy)).toBe(firstAt + 8.2 * HOUR_MS);

    // The first is decided: the others move up.
    const first = (await players[0]!.client.get('/api/withdrawals')).body.items[0];
    const approved = await (await asAdmin()).post(`/api/admin/withdrawals/${first.id}/decision`, { decision: 'approve' });
    expect(approved.body).toMatchObject({ withdrawal: { status: 'approved' } });
    expect(await queueOf(players[0]!)).toBeNull();
    expect((await Promise.all(players.slice(1).map(queueOf))).map((queue) => queue.position)).toEqual([1, 2]);

    // Past the usual time: the promise; past the promise: late, and no date already gone.
    t.clock.advance(9 * HOUR_MS);
    const secondAt = Date.parse((await players[1]!.client.get('/api/withdrawals')).body.items[0].createdAt);
    expect(at((await queueOf(players[1]!)).expectedBy)).toBe(secondAt + TRACKING.overdueHours.withdrawal * HOUR_MS);
    t.clock.advance(TRACKING.overdueHours.withdrawal * HOUR_MS);
    expect(await queueOf(players[1]!)).toEqual({ position: 1, expectedBy: null, late: true });
    const timeline = (await players[1]!.client.get('/api/withdrawals')).body.items[0].timeline;
    expect(timeline.map((step: { state: string }) => step.state)).toEqual(['done', 'late', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('flags an overdue request to admins and tells its player once, however many scans run at once', async () => {
    const p = await withdrawalReadyUser(t, admin, 300_000);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
    const id = (await p.client.get('/api/withdrawals')).body.items[0].id;
    const flagged = async () => (await (await asAdmin()).get('/api/admin/withdrawals')).body.items.find((item: { id: string }) => item.id === id).overdue;
    const overdueCount = async () => (await (await asAdmin()).get('/api/admin/overview')).body.overdueWithdrawals;
    expect(await flagged()).toBe(false);
    const before = await overdueCount();
    await scanOverdue({ db: t.db, clock: t.clock });
    expect((await p.client.get('/api/notifications')).body.items.map((item: { type: string }) => item.type)).not.toContain('withdrawal_overdue');

    t.clock.advance(TRACKING.overdueHours.withdrawal * HOUR_MS + 60_000);
    expect(await flagged()).toBe(true);
    expect(await overdueCount()).toBe(before + 1);
    await Promise.all(Array.from({ length: 4 }, () => scanOverdue({ db: t.db, clock: t.clock })));
    await scanOverdue({ db: t.db, clock: t.clock });
    const told = (await p.client.get('/api/notifications')).body.items.filter((item: { type: string }) => item.type === 'withdrawal_overdue');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/withdrawal' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, NANO_PER_FRE, TRANSPARENCY, WITHDRAWAL_MINIMUM_FRE_BY_LEVEL, type RuleChange, type Transparency } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient } from '#server-test/api-client.ts';
import { asAdmin, nano, type Admin } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
  admin = await adminClient(t);
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
});
afterAll(() => t.close());

const FRE = (n: number) => (BigInt(n) * NANO_PER_FRE).toString();
const DEFAULTS = WITHDRAWAL_MINIMUM_FRE_BY_LEVEL.map(FRE);
const anyone = () => new ApiClient(t.baseUrl);
const publicMinimums = async () => (await anyone().get<{ minimums: string[] }>('/api/withdrawal-minimums')).body.minimums;
const changelog = async () => (await anyone().get<{ items: RuleChange[]; nextCursor: string | null }>('/api/transparency/changes?limit=100')).body.items;
const storedChanges = async () => (await t.db.query('SELECT rule, before, after, worse, effective_at, created_at, changed_by FROM rule_changes ORDER BY id')).rows;
/** Past the figures' cache, so that a read shows what is in the database now. */
const pastTheCache = () => t.clock.advance(TRANSPARENCY.cacheMs + 1);
const withMinimum = (level: number, fre: number) => DEFAULTS.map((value, i) => (i === level ? FRE(fre) : value));

describe("the changelog of an admin's rule changes", () => {
  it('has a row for a change of the minimums, written with it, and none if the change fails after it', async () => {
    const lower = withMinimum(10, 20_000);
    expect((await asAdmin(admin, 'PUT', '/api/admin/withdrawal-minimums', { minimums: lower })).status).toBe(200);
    const rows = await storedChanges();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rule: 'withdrawal_minimums', before: DEFAULTS, after: lower, worse: false, changed_by: admin.id });
    expect(rows[0]!.effective_at).toEqual(rows[0]!.created_at);

    const [entry] = await changelog();
    expect(entry).toMatchObject({ kind: 'withdrawal_minimums', subject: null, before: DEFAULTS, after: lower, worse: false, upcoming: false });
    // Who changed it is the back office's to know.
    expect(JSON.stringify(entry)).not.toContain(admin.id);

    // The audit row is the last write of the change's transaction: when it fails, neither the minimums nor the changelog moved.
    await t.db.query(`CREATE FUNCTION fail_minimums_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$;
      CREATE TRIGGER fail_minimums_audit BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = 'withdrawal_minimums_changed') EXECUTE FUNCTION fail_minimums_audit()`);
    const failed = await asAdmin(admin, 'PUT', '/api/admin/withdrawal-minimums', { minimums: withMinimum(10, 30_000) });
    await t.db.query('DROP TRIGGER fail_minimums_audit ON audit_log; DROP FUNCTION fail_minimums_audit()');
    expect(failed.status).toBe(500);
    expect(await publicMinimums()).toEqual(lower);
    expect(await storedChanges()).toHaveLength(1);
  });

  it('has a row for a price and a feature changed, each marked worse or not', async () => {
    expect((await asAdmin(admin, 'PATCH', '/api/admin/shop/items/FRE1', { price: nano('2.5') })).status).toBe(200);
    expect((await asAdmin(admin, 'PATCH', '/api/admin/shop/items/FRE1', { price: nano('3') })).status).toBe(200);
    expect((await asAdmin(admin, 'PATCH', '/api/admin/settings', { games: false })).status).toBe(200);
    expect((await asAdmin(admin, 'PATCH', '/api/admin/settings', { maintenance: true, games: true })).status).toBe(200);
    expect((await asAdmin(admin, 'PATCH', '/api/admin/settings', { maintenance: false })).status).toBe(200);
    const entries = (await changelog()).slice(0, 4).map(({ kind, subject, before, after, worse }) => ({ kind, subject, before, after, worse }));
    expect(entries).toEqual([
      { kind: 'feature', subject: 'games', before: false, after: true, worse: false },
      { kind: 'feature', subject: 'games', before: true, after: false, worse: true },
      { kind: 'shop_item', subject: 'FRE1', before: { price: '2500000000' }, after: { price: '3000000000' }, worse: true },
      { kind: 'shop_item', subject: 'FRE1', before: { price: null }, after: { price: '2500000000' }, worse: false },
    ]);
  });
});

describe('a worse change scheduled ahead', () => {
  it('is announced, is not in force before its date, and is from then on', async () => {
    const before = await publicMinimums();
    const raised = before.map((value, level) => (level === 10 ? FRE(60_000) : value));
    const effectiveAt = new Date(t.clock.now().getTime() + 3 * DAY_MS);
    expect((await asAdmin(admin, 'PUT', '/api/admin/withdrawal-minimums', { minimums: raised, effectiveAt: effectiveAt.toISOString() })).status).toBe(200);
    // A level-10 player with 40,000 FRE, above the minimum in force and under the announced one.
    const player = await withdrawalReadyUser(t, admin, 40_000);
    await t.db.query('UPDATE users SET level = 10 WHERE id = $1', [player.user.id]);

    pastTheCache();
    expect(await publicMinimums()).toEqual(before);
    const announced = (await anyone().get<Transparency>('/api/transparency')).body;
    expect(announced.rules.withdrawalMinimums).toEqual(before);
    expect(announced.upcoming).toEqual([expect.objectContaining({ kind: 'withdrawal_minimums', before, after: raised, worse: true, upcoming: true, effectiveAt: effectiveAt.toISOString() })]);
    expect((await changelog())[0]).toMatchObject({ after: raised, upcoming: true });

    // At the minimum in force, which the announced one would refuse.
    const early = await player.client.post('/api/withdrawals', { amount: before[10]! });
    expect(early.body).toHaveProperty('withdrawal');

    t.clock.advance(effectiveAt.getTime() + 1_000 - t.clock.now().getTime());
    expect(await publicMinimums()).toEqual(raised);
    const inForce = (await anyone().get<Transparency>('/api/transparency')).body;
    expect(inForce.rules.withdrawalMinimums).toEqual(raised);
    expect(inForce.upcoming).toEqual([]);
    expect((await changelog())[0]).toMatchObject({ after: raised, upcoming: false });
    const late = await player.client.post('/api/withdrawals', { amount: nano('30000') });
    expect(late.body.error.code).toBe('below_minimum');
  });

  it('is refused with a date in the past or too far ahead, and nothing is written', async () => {
    const count = (await storedChanges()).length;
    const now = t.clock.now().getTime();
    for (const at of [now - 1_000, now + (TRANSPARENCY.maxScheduleDays + 1) * DAY_MS]) {
      const refused = await asAdmin(admin, 'PUT', '/api/admin/withdrawal-minimums', { minimums: withMinimum(3, 500_000), effectiveAt: new Date(at).toISOString() });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.fields.effectiveAt.code).toBe('invalid_value');
    }
    expect(await storedChanges()).toHaveLength(count);
  });
});

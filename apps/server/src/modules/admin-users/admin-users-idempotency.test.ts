import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Admin;
let second: Admin;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  second = await adminClient(t);
});
afterAll(() => t.close());

const adjust = (by: Admin, userId: string, amount: string, key: string) =>
  by.client.request('POST', `/api/admin/users/${userId}/adjust`, { amount: nano(amount), reason: 'Compensation for an outage' }, { 'idempotency-key': key });
const adjustmentsOf = async (userId: string) => Number((await t.db.query<{ n: bigint }>("SELECT count(*) AS n FROM ledger WHERE user_id = $1 AND kind = 'admin_adjustment'", [userId])).rows[0]!.n);
const player = async () => (await registerUser(t.baseUrl, t.sent)).user as { id: string };

describe('an admin\'s balance adjustment with an Idempotency-Key', () => {
  it('sent twice in a row credits once and answers the retry with the same ledger row', async () => {
    const user = await player();
    const key = newKey();
    const first = await expectReplayedInARow(() => adjust(admin, user.id, '25', key));
    expect(first.body.balance).toBe('25000000000');
    expect(await adjustmentsOf(user.id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(25_000_000_000n);
  });

  it('sent ten times at once credits once', async () => {
    const user = await player();
    const key = newKey();
    await expectOneOfTenApplied(() => adjust(admin, user.id, '25', key));
    expect(await adjustmentsOf(user.id)).toBe(1);
  });

  it('is refused for another amount or another player under the same key', async () => {
    const [user, other] = [await player(), await player()];
    const key = newKey();
    expect((await adjust(admin, user.id, '25', key)).status).toBe(200);
    expectKeyReused(await adjust(admin, user.id, '26', key));
    expectKeyReused(await adjust(admin, other.id, '25', key));
    expect([await adjustmentsOf(user.id), await adjustmentsOf(other.id)]).toEqual([1, 0]);
  });

  it('credits once for each of two admins sending the same key', async () => {
    const user = await player();
    const key = newKey();
    for (const by of [admin, second]) {
      const adjusted = await adjust(by, user.id, '25', key);
      expect([adjusted.status, adjusted.headers.get('idempotent-replayed')]).toEqual([200, null]);
    }
    expect(await adjustmentsOf(user.id)).toBe(2);
  });
});

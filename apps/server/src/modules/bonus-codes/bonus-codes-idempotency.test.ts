import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

const redeem = (client: ApiClient, code: string, key: string) => client.request('POST', '/api/bonus-codes/redeem', { code }, { 'idempotency-key': key });
const usagesOf = async (userId: string) => Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM bonus_code_usages WHERE user_id = $1', [userId])).rows[0]!.n);
const freCode = async () => (await createBonusCode(admin, { type: 'fre', rewardValue: nano('5') })).code as string;
const player = () => registerUser(t.baseUrl, t.sent);

describe('a bonus-code redemption with an Idempotency-Key', () => {
  it('sent twice in a row credits once and tells the retry what the code gave', async () => {
    const { client, user } = await player();
    const code = await freCode();
    const key = newKey();
    const first = await expectReplayedInARow(() => redeem(client, code, key));
    expect(first.body).toMatchObject({ type: 'fre', value: '5000000000' });
    expect(await usagesOf(user.id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(5_000_000_000n);
  });

  it('sent ten times at once credits once', async () => {
    const { client, user } = await player();
    const code = await freCode();
    const key = newKey();
    await expectOneOfTenApplied(() => redeem(client, code, key));
    expect(await usagesOf(user.id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(5_000_000_000n);
  });

  it('is refused for another code under the same key', async () => {
    const { client, user } = await player();
    const [code, other] = [await freCode(), await freCode()];
    const key = newKey();
    expect((await redeem(client, code, key)).status).toBe(200);
    expectKeyReused(await redeem(client, other, key));
    expect(await usagesOf(user.id)).toBe(1);
  });

  it('credits once in each of two accounts sending the same key', async () => {
    const [first, second] = await Promise.all([player(), player()]);
    const code = await freCode();
    const key = newKey();
    for (const { client, user } of [first, second]) {
      const redeemed = await redeem(client, code, key);
      expect([redeemed.status, redeemed.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await ledgerSum(t.db, user.id)).toBe(5_000_000_000n);
    }
  });
});

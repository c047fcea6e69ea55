import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import type { ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
let second: Admin;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000', WITHDRAWAL_SECOND_APPROVAL_FRE: '500000' });
  admin = await adminClient(t);
  second = await adminClient(t);
});
afterAll(() => t.close());

const eligible = (balanceFre: number) => withdrawalReadyUser(t, admin, balanceFre);
const withdraw = (client: ApiClient, amount: string, key: string) => client.request('POST', '/api/withdrawals', { amount: nano(amount) }, { 'idempotency-key': key });
const count = async (sql: string, value: string) => Number((await t.db.query<{ n: bigint }>(sql, [value])).rows[0]!.n);
const withdrawalsOf = (userId: string) => count('SELECT count(*) AS n FROM withdrawals WHERE user_id = $1', userId);
const refundsOf = (userId: string) => count("SELECT count(*) AS n FROM ledger WHERE user_id = $1 AND kind = 'withdrawal_refund'", userId);
const approvalsOf = (withdrawalId: string) => count('SELECT count(*) AS n FROM withdrawal_approvals WHERE withdrawal_id = $1', withdrawalId);

describe('a withdrawal request with an Idempotency-Key', () => {
  it('sent twice in a row holds the amount once and answers the retry with the same withdrawal', async () => {
    const { client, user } = await eligible(300_000);
    const key = newKey();
    const first = await expectReplayedInARow(() => withdraw(client, '250000', key));
    expect(first.status).toBe(201);
    expect(await withdrawalsOf(user.id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(50_000n * 1_000_000_000n);
  });

  it('sent ten times at once holds the amount once', async () => {
    const { client, user } = await eligible(600_000);
    const key = newKey();
    await expectOneOfTenApplied(() => withdraw(client, '250000', key));
    expect(await withdrawalsOf(user.id)).toBe(1);
  });

  it('is refused for another amount under the same key', async () => {
    const { client, user } = await eligible(600_000);
    const key = newKey();
    expect((await withdraw(client, '250000', key)).status).toBe(201);
    expectKeyReused(await withdraw(client, '260000', key));
    expect(await withdrawalsOf(user.id)).toBe(1);
  });

  it('holds once in each of two accounts sending the same key', async () => {
    const key = newKey();
    for (const { client, user } of [await eligible(300_000), await eligible(300_000)]) {
      const created = await withdraw(client, '250000', key);
      expect([created.status, created.headers.get('idempotent-replayed')]).toEqual([201, null]);
      expect(await withdrawalsOf(user.id)).toBe(1);
    }
  });
});

describe('an admin\'s withdrawal decision with an Idempotency-Key', () => {
  async function requested(amount = '250000') {
    const player = await eligible(600_000);
    const created = await player.client.post('/api/withdrawals', { amount: nano(amount) });
    expect(created.status).toBe(201);
    return { ...player, withdrawalId: created.body.withdrawal.id as string };
  }
  const decide = (by: Admin, id: string, body: Record<string, string>, key: string) => by.client.request('POST', `/api/admin/withdrawals/${id}/decision`, body, { 'idempotency-key': key });
  const reject = { decision: 'reject', reason: 'Wallet on a sanctions list', category: 'suspicious_activity' };

  it('sent twice in a row rejects once and refunds the hold once', async () => {
    const { user, withdrawalId } = await requested();
    const key = newKey();
    const first = await expectReplayedInARow(() => decide(admin, withdrawalId, reject, key));
    expect(first.body.withdrawal.status).toBe('rejected');
    expect(await refundsOf(user.id)).toBe(1);
  });

  it('sent ten times at once refunds once', async () => {
    const { user, withdrawalId } = await requested();
    const key = newKey();
    await expectOneOfTenApplied(() => decide(admin, withdrawalId, reject, key));
    expect(await refundsOf(user.id)).toBe(1);
  });

  it('is refused for another decision under the same key', async () => {
    const { withdrawalId } = await requested();
    const key = newKey();
    expect((await decide(admin, withdrawalId, { decision: 'approve' }, key)).status).toBe(200);
    expectKeyReused(await decide(admin, withdrawalId, reject, key));
    expect((await t.db.query('SELECT status FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0].status).toBe('approved');
  });

  it('counts the approvals of two admins sending the same key as two', async () => {
    const { withdrawalId } = await requested('500000');
    const key = newKey();
    for (const by of [admin, second]) {
      const approved = await decide(by, withdrawalId, { decision: 'approve' }, key);
      expect([approved.status, approved.headers.get('idempotent-replayed')]).toEqual([200, null]);
    }
    expect(await approvalsOf(withdrawalId)).toBe(2);
    expect((await t.db.query('SELECT status FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0].status).toBe('approved');
  });
});

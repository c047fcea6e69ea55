import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('counts users, verified users, pending KYC and open withdrawals with counters equal to a recount (decision 011)', async () => {
  const admin = await adminClient(t);
  const [a, b] = await Promise.all(Array.from({ length: 12 }, () => registerUser(t.baseUrl, t.sent)));
  await t.db.query("UPDATE users SET kyc_status = 'pending' WHERE id = $1", [a!.user.id]);
  await t.db.query('UPDATE users SET email_verified = NOT email_verified WHERE id = $1', [b!.user.id]);
  await t.db.query(
    `INSERT INTO withdrawals (user_id, amount_nano, wallet_address, status, approvals_needed, created_at, updated_at)
     VALUES ($1, 1, 'UQ-test', 'requested', 1, now(), now()), ($1, 1, 'UQ-test', 'approved', 1, now(), now()), ($1, 1, 'UQ-test', 'completed', 1, now(), now())`,
    [a!.user.id],
  );
  await t.db.query("UPDATE withdrawals SET status = 'rejected' WHERE status = 'approved' AND user_id = $1", [a!.user.id]);

  const counted = (await t.db.query(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM users WHERE email_verified)::int AS verified,
            (SELECT count(*) FROM users WHERE kyc_status = 'pending')::int AS pending_kyc,
            (SELECT count(*) FROM withdrawals WHERE status IN ('requested', 'approved'))::int AS open`,
  )).rows[0];
  expect(counted).toMatchObject({ users: 13, pending_kyc: 1, open: 1 });
  const overview = (await admin.client.get('/api/admin/overview')).body;
  expect(overview).toMatchObject({ users: counted.users, verifiedUsers: counted.verified, pendingKyc: counted.pending_kyc, pendingWithdrawals: counted.open });
});

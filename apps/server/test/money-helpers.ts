/** Money set up the way the product moves it: an admin adjustment is one ledger row, like any credit. */
import type { Queryable } from '../src/db/pool.ts';
import { ADMIN_CODE, type adminClient } from './admin-helpers.ts';
import { registerUser } from './api-client.ts';
import type { TestApp } from './test-app.ts';

export type Admin = Awaited<ReturnType<typeof adminClient>>;

/** The sum of a user's ledger rows, which their balance must always equal (D3). */
export async function ledgerSum(db: Queryable, userId: string): Promise<bigint> {
  const result = await db.query<{ s: string }>('SELECT coalesce(sum(amount_nano), 0)::text AS s FROM ledger WHERE user_id = $1', [userId]);
  return BigInt(result.rows[0]!.s);
}

/** Credits (or debits, with a negative amount) a user through the back office; unlocks first, since tests move the clock past the idle lock. */
export async function adjustBalance(admin: Admin, userId: string, fre: number | string, reason = 'Test balance'): Promise<void> {
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  const response = await admin.client.post(`/api/admin/users/${userId}/adjust`, { amount: String(fre), reason });
  if (response.status !== 200) throw new Error(`adjust failed: ${JSON.stringify(response.body)}`);
}

/** A registered, verified user holding `fre` FRE. */
export async function fundedUser(t: TestApp, admin: Admin, fre: number, reason?: string) {
  const p = await registerUser(t.baseUrl, t.sent);
  if (fre > 0) await adjustBalance(admin, p.user.id, fre, reason);
  return p;
}

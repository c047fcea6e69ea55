/** Money set up the way the product moves it: an admin adjustment is one ledger row, like any credit. */
import { parseFre } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';
import { ADMIN_CODE, type adminClient } from './admin-helpers.ts';
import { registerUser, type ApiResponse } from './api-client.ts';
import type { TestApp } from './test-app.ts';

export type Admin = Awaited<ReturnType<typeof adminClient>>;

/** The sum of a user's ledger rows, which their balance must always equal (decision 067). */
export async function ledgerSum(db: Queryable, userId: string): Promise<bigint> {
  const result = await db.query<{ s: string }>('SELECT coalesce(sum(amount_nano), 0)::text AS s FROM ledger WHERE user_id = $1', [userId]);
  return BigInt(result.rows[0]!.s);
}

/**
 * A back-office call that unlocks the gate again when it has locked (tests move the clock past the
 * idle lock), without spending the gate's rate limit on every call.
 */
export async function asAdmin<T = any>(admin: Admin, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
  const first = await admin.client.request<T>(method, path, body);
  if (first.status !== 403 || (first.body as { error?: { code?: string } })?.error?.code !== 'admin_locked') return first;
  const unlocked = await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  if (unlocked.status !== 204) throw new Error(`unlock failed: ${JSON.stringify(unlocked.body)}`);
  return admin.client.request<T>(method, path, body);
}

/** A decimal amount of FRE (or TON: the same 9 decimals) as the API takes it: nano digits (docs/decisions/077). */
export function nano(decimal: number | string): string {
  const parsed = parseFre(String(decimal));
  if (parsed === null) throw new Error(`not an amount: ${decimal}`);
  return parsed.toString();
}

/** Credits (or debits, with a negative amount) a user through the back office: one ledger row. */
export async function adjustBalance(admin: Admin, userId: string, fre: number | string, reason = 'Test balance'): Promise<void> {
  const response = await asAdmin(admin, 'POST', `/api/admin/users/${userId}/adjust`, { amount: nano(fre), reason });
  if (response.status !== 200) throw new Error(`adjust failed: ${JSON.stringify(response.body)}`);
}

/** A registered, verified user holding `fre` FRE. */
export async function fundedUser(t: TestApp, admin: Admin, fre: number, reason?: string) {
  const p = await registerUser(t.baseUrl, t.sent);
  if (fre > 0) await adjustBalance(admin, p.user.id, fre, reason);
  return p;
}

import { ApiClient, registerUser, STRONG_PASSWORD } from './api-client.ts';
import type { TestApp } from './test-app.ts';
import { enrolTotp, nextTotpCode } from './two-step-helpers.ts';

export const ADMIN_CODE = 'correct-horse-42';

/**
 * An admin (role granted in the database, as the CLI does), logged in with two-step sign-in on
 * (the gate opens only with a second factor, decision 024), optionally with a code and unlocked.
 * `withSecondFactor: false` leaves the account with its password alone (the gate then refuses).
 */
export async function adminClient(
  t: TestApp, options: { withCode?: boolean; withSecondFactor?: boolean } = {},
): Promise<{ client: ApiClient; id: string; email: string; totpSecret: string | null }> {
  const { client, user, identity } = await registerUser(t.baseUrl, t.sent, { prefix: 'admin' });
  await t.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [user.id]);
  const totpSecret = options.withSecondFactor === false ? null : (await enrolTotp(t, client)).secret;
  if (options.withCode !== false && totpSecret !== null) {
    const created = await client.request('PUT', '/api/admin/access-code', { newCode: ADMIN_CODE });
    if (created.status !== 204) throw new Error(`code not created: ${JSON.stringify(created.body)}`);
  }
  return { client, id: user.id, email: identity.email, totpSecret };
}

/** The admin signed in again on another device: password and the next app code. */
export async function adminSignIn(t: TestApp, admin: { email: string; totpSecret: string | null }, password = STRONG_PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(t.baseUrl);
  const otp = admin.totpSecret === null ? undefined : nextTotpCode(t, admin.totpSecret);
  const login = await client.post('/api/auth/login', { email: admin.email, password, ...(otp ? { otp } : {}) });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(login.body)}`);
  return client;
}

/** Fills route parameters with values of the right shape. */
export function concretePath(url: string): string {
  return url.replace(/:id/g, '00000000-0000-4000-8000-000000000000').replace(/:(\w+)/g, 'x');
}

import { ApiClient, registerUser } from './api-client.ts';
import type { TestApp } from './test-app.ts';

export const ADMIN_CODE = 'correct-horse-42';

/** An admin (role granted in the database, as the CLI does), logged in, optionally with a code and unlocked. */
export async function adminClient(t: TestApp, options: { withCode?: boolean } = {}): Promise<{ client: ApiClient; id: string; email: string }> {
  const { client, user, identity } = await registerUser(t.baseUrl, t.sent, { prefix: 'admin' });
  await t.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [user.id]);
  if (options.withCode !== false) {
    const created = await client.request('PUT', '/api/admin/access-code', { newCode: ADMIN_CODE });
    if (created.status !== 204) throw new Error(`code not created: ${JSON.stringify(created.body)}`);
  }
  return { client, id: user.id, email: identity.email };
}

/** Fills route parameters with values of the right shape. */
export function concretePath(url: string): string {
  return url.replace(/:id/g, '00000000-0000-4000-8000-000000000000').replace(/:(\w+)/g, 'x');
}

/**
 * No request can starve the pool (decision 038): more parallel wrong proofs than the pool has
 * connections, on every route that checks a password or a second factor, each answered, while
 * /api/health keeps answering 200. Runs on the embedded database and through PgBouncer
 * (`npm run test:at-scale`). At the end, a table of what each route answered and how long it took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD, type ApiResponse } from '#server-test/api-client.ts';
import { type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { ageSecondFactors, enrolTotp } from '#server-test/two-step-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
let parallel = 0;

interface FloodRow { route: string; requests: number; answered: number; statuses: string; slowestMs: number; healthChecks: number }
const table: FloodRow[] = [];

/** Nothing waits longer than this for an answer: a request still open then counts as unanswered. */
const ANSWER_WITHIN_MS = 25_000;
const WRONG_CODE = '000000';

beforeAll(async () => {
  // The server's own pool size (the tests' other apps take 40): the flood is larger than it.
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' }, { poolSize: 10 });
  admin = await adminClient(t);
  parallel = (t.db.pool.options.max ?? 10) + 10;
});

afterAll(async () => {
  await t?.close();
  const lines = table.map((row) => `${row.route.padEnd(34)} | ${String(row.requests).padStart(3)} | ${String(row.answered).padStart(3)} | ${row.statuses.padEnd(18)} | ${String(row.slowestMs).padStart(6)} ms | health ${row.healthChecks}× 200`);
  // eslint-disable-next-line no-console -- the table is what this suite reports
  console.log(`route                              | req | ans | answers            | slowest   |\n${lines.join('\n')}`);
});

async function send(client: ApiClient, method: string, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answered = await Promise.race([
    client.request(method, path, body).then((response: ApiResponse) => response.status, () => 0),
    new Promise<number>((resolve) => setTimeout(() => resolve(-1), ANSWER_WITHIN_MS)),
  ]);
  return { status: answered, ms: Math.round(performance.now() - started) };
}

/** Polls /api/health while `work` runs; every poll must answer 200 within the same limit. */
async function whileHealthy<T>(work: Promise<T>): Promise<{ result: T; healthStatuses: number[] }> {
  const healthStatuses: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const response = await fetch(`${t.baseUrl}/api/health`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).then((r) => r.status, () => -1);
      healthStatuses.push(response);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await work;
  done = true;
  await poller;
  return { result, healthStatuses };
}

/** Sends `parallel` copies of one wrong proof at once and checks that each is answered, and how. */
async function flood(route: string, client: ApiClient, method: string, path: string, body: unknown, expected: number[]) {
  const { result, healthStatuses } = await whileHealthy(Promise.all(Array.from({ length: parallel }, () => send(client, method, path, body))));
  const counts = new Map<number, number>();
  for (const { status } of result) counts.set(status, (counts.get(status) ?? 0) + 1);
  const answered = result.filter(({ status }) => status > 0).length;
  table.push({
    route, requests: parallel, answered, slowestMs: Math.max(...result.map(({ ms }) => ms)), healthChecks: healthStatuses.filter((s) => s === 200).length,
    statuses: [...counts].map(([status, n]) => `${n}×${status}`).join(' '),
  });
  expect(answered, `${route}: every request answered`).toBe(parallel);
  expect([...counts.keys()].filter((status) => !expected.includes(status)), `${route}: answers`).toEqual([]);
  expect(healthStatuses.length).toBeGreaterThan(0);
  expect(healthStatuses.every((status) => status === 200), `${route}: health ${healthStatuses.join(',')}`).toBe(true);
  const health = await fetch(`${t.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
  expect(health.status).toBe(200);
}

async function playerWithTwoStep() {
  const player = await registerUser(t.baseUrl, t.sent);
  await enrolTotp(t, player.client);
  return player;
}

describe('pool size + 10 parallel wrong proofs', () => {
  it('account deletion (right password, wrong code)', async () => {
    const { client } = await playerWithTwoStep();
    await flood('DELETE /api/me', client, 'DELETE', '/api/me', { password: STRONG_PASSWORD, otp: WRONG_CODE }, [401, 429]);
  });

  it('account deletion (wrong password)', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await flood('DELETE /api/me (password)', client, 'DELETE', '/api/me', { password: 'Wrong!pass1' }, [400, 429]);
  });

  it('withdrawal (wrong code)', async () => {
    const { client, user } = await withdrawalReadyUser(t, admin, 300_000);
    await enrolTotp(t, client);
    await ageSecondFactors(t, user.id);
    await flood('POST /api/withdrawals', client, 'POST', '/api/withdrawals', { amount: nano('250000'), otp: WRONG_CODE }, [401, 429]);
  });

  it('turning two-step sign-in off (right password, wrong code)', async () => {
    const { client } = await playerWithTwoStep();
    await flood('DELETE /api/me/2fa/totp', client, 'DELETE', '/api/me/2fa/totp', { password: STRONG_PASSWORD, code: WRONG_CODE }, [401, 429]);
  });

  it('re-authentication (right password, wrong code)', async () => {
    const { client } = await playerWithTwoStep();
    await flood('POST /api/me/reauth', client, 'POST', '/api/me/reauth', { password: STRONG_PASSWORD, otp: WRONG_CODE }, [401, 429]);
  });

  it('passkey removal without re-authentication', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await flood('DELETE /api/me/passkeys/:id', client, 'DELETE', '/api/me/passkeys/00000000-0000-4000-8000-000000000000', undefined, [403]);
  });

  it('password change (wrong current password)', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await flood('POST /api/me/password', client, 'POST', '/api/me/password', { currentPassword: 'Wrong!pass1', newPassword: 'An0ther!pass' }, [400, 429]);
  });

  it('admin unlock (wrong access code)', async () => {
    const gate = await adminClient(t);
    await gate.client.post('/api/admin/lock');
    await flood('POST /api/admin/unlock', gate.client, 'POST', '/api/admin/unlock', { code: 'wrong-code-00' }, [403, 429]);
  });

  it('access-code change (wrong current code)', async () => {
    const gate = await adminClient(t);
    await flood('PUT /api/admin/access-code', gate.client, 'PUT', '/api/admin/access-code', { currentCode: 'wrong-code-00', newCode: `${ADMIN_CODE}-new` }, [403, 429]);
  });

  it('sign-in (wrong password)', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    await flood('POST /api/auth/login', new ApiClient(t.baseUrl), 'POST', '/api/auth/login', { email: identity.email, password: 'Wrong!pass1' }, [400, 401, 429]);
  });

  it('appeal of a ban (wrong password)', async () => {
    const { user, identity } = await registerUser(t.baseUrl, t.sent);
    expect((await admin.client.post(`/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Chargebacks', category: 'payment_fraud' })).status).toBe(200);
    const text = 'I never shared my account; please look at my sign-ins again.';
    await flood('POST /api/auth/appeal', new ApiClient(t.baseUrl), 'POST', '/api/auth/appeal', { email: identity.email, password: 'Wrong!pass1', text }, [401, 429]);
  });
});

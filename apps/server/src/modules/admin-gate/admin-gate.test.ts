import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '@fre/domain';
import { ADMIN_CODE, adminClient, adminSignIn, concretePath } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD } from '#server-test/api-client.ts';
import { repoRoot } from '#server-test/server-process.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { GATE_PATHS } from './admin-gate.routes.ts';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const adminRoutes = () => t.app.routeList.filter((route) => route.url.startsWith('/api/admin/'));
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('the admin gate, enforced by the server', () => {
  it('finds the admin routes to check from the app itself', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it('answers 401 to a guest and 403 to a non-admin on every /api/admin/* route', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    for (const route of adminRoutes()) {
      const path = concretePath(route.url);
      const guest = await new ApiClient(t.baseUrl).request(route.method, path, bodyFor(route.method));
      expect(guest.status, `guest ${route.method} ${path}`).toBe(401);
      const user = await client.request(route.method, path, bodyFor(route.method));
      expect(user.status, `user ${route.method} ${path}`).toBe(403);
      expect(user.body.error.code).toBe('forbidden');
    }
  });

  it('answers 403 to an admin whose session is not unlocked, on every route past the gate', async () => {
    const { client } = await adminClient(t, { withCode: false });
    const another = await adminClient(t);
    await another.client.post('/api/admin/lock');
    for (const admin of [client, another.client]) {
      for (const route of adminRoutes().filter((r) => !GATE_PATHS.has(r.url))) {
        const response = await admin.request(route.method, concretePath(route.url), bodyFor(route.method));
        expect(response.status, `${route.method} ${route.url}`).toBe(403);
        expect(response.body.error.code).toBe('admin_locked');
      }
    }
  });

  it('creates a personal code of at least 6 characters, which unlocks this session', async () => {
    const { client } = await adminClient(t, { withCode: false });
    const short = await client.request('PUT', '/api/admin/access-code', { newCode: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error.details.fields.newCode).toMatchObject({ code: 'access_code_too_short', message: `Le code doit contenir au moins ${ADMIN.accessCodeMinLength} caractères` });
    expect((await client.request('PUT', '/api/admin/access-code', { newCode: ADMIN_CODE })).status).toBe(204);
    expect((await client.get('/api/admin/gate')).body).toMatchObject({ hasCode: true, unlocked: true });
    expect((await client.get('/api/admin/overview')).status).toBe(200);
    const stored = await t.db.query('SELECT code_hash FROM admin_access_codes');
    expect(stored.rows.every((row) => row.code_hash.startsWith('$argon2id$') && !row.code_hash.includes(ADMIN_CODE))).toBe(true);
  });

  it('changes the code only with the current one', async () => {
    const { client } = await adminClient(t);
    const wrong = await client.request('PUT', '/api/admin/access-code', { currentCode: 'not-the-code', newCode: 'another-code-1' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'access_code_invalid', message: "Code d'accès invalide" });
    expect((await client.request('PUT', '/api/admin/access-code', { currentCode: ADMIN_CODE, newCode: 'another-code-1' })).status).toBe(204);
    await client.post('/api/admin/lock');
    expect((await client.post('/api/admin/unlock', { code: ADMIN_CODE })).status).toBe(403);
    expect((await client.post('/api/admin/unlock', { code: 'another-code-1' })).status).toBe(204);
  });

  it('20 parallel wrong unlock attempts leave the admin locked out, and every attempt is audited', async () => {
    const { client, id } = await adminClient(t);
    await client.post('/api/admin/lock');
    const attempts = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/admin/unlock', { code: 'wrong-code!' })));
    const codes = attempts.map((r) => r.body.error.code);
    expect(codes.filter((c) => c === 'access_code_invalid')).toHaveLength(ADMIN.maxUnlockFailures);
    expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(20 - ADMIN.maxUnlockFailures);
    expect((await client.post('/api/admin/unlock', { code: ADMIN_CODE })).body.error.code).toBe('too_many_attempts');
    const audit = await t.db.query("SELECT action, count(*)::int AS n FROM audit_log WHERE actor_id = $1 AND action LIKE 'admin_unlock%' GROUP BY action", [id]);
    expect(Object.fromEntries(audit.rows.map((r) => [r.action, r.n]))).toEqual({ admin_unlock_failed: 5, admin_unlock_blocked: 16 });
    t.clock.advance(ADMIN.unlockFailureWindowMs + 1_000);
    expect((await client.post('/api/admin/unlock', { code: ADMIN_CODE })).status).toBe(204);
  });

  it('locks again after inactivity and when asked (leaving /admin)', async () => {
    const { client } = await adminClient(t);
    expect((await client.get('/api/admin/overview')).status).toBe(200);
    t.clock.advance(ADMIN.idleLockMs + 1_000);
    expect((await client.get('/api/admin/overview')).body.error.code).toBe('admin_locked');
    await client.post('/api/admin/unlock', { code: ADMIN_CODE });
    expect((await client.get('/api/admin/overview')).status).toBe(200);
    await client.post('/api/admin/lock');
    expect((await client.get('/api/admin/overview')).status).toBe(403);
  });

  it('unlocks one login session, not the admin everywhere', async () => {
    const otherDevice = await adminSignIn(t, await adminClient(t));
    expect((await otherDevice.get('/api/admin/gate')).body).toMatchObject({ hasCode: true, unlocked: false });
    expect((await otherDevice.get('/api/admin/overview')).status).toBe(403);
  });
});

describe('the second factor an admin needs', () => {
  it('keeps the gate shut for an admin with a password alone, before any code is read', async () => {
    const { client, id } = await adminClient(t, { withSecondFactor: false });
    expect((await client.get('/api/admin/gate')).body).toEqual({ hasCode: false, unlocked: false, secondFactor: false, idleLockMs: ADMIN.idleLockMs });
    const create = await client.request('PUT', '/api/admin/access-code', { newCode: ADMIN_CODE });
    expect(create.status).toBe(403);
    expect(create.body.error).toMatchObject({ code: 'second_factor_setup_required' });
    for (let i = 0; i < ADMIN.maxUnlockFailures + 1; i++) {
      expect((await client.post('/api/admin/unlock', { code: 'wrong-code!' })).body.error.code).toBe('second_factor_setup_required');
    }
    expect((await client.get('/api/admin/overview')).body.error.code).toBe('second_factor_setup_required');
    const counted = await t.db.query('SELECT (SELECT count(*)::int FROM admin_unlock_failures WHERE user_id = $1) AS failures, (SELECT count(*)::int FROM admin_access_codes WHERE user_id = $1) AS codes', [id]);
    expect(counted.rows[0]).toEqual({ failures: 0, codes: 0 });

    await enrolTotp(t, client);
    expect((await client.get('/api/admin/gate')).body).toMatchObject({ hasCode: false, secondFactor: true });
    expect((await client.request('PUT', '/api/admin/access-code', { newCode: ADMIN_CODE })).status).toBe(204);
    expect((await client.get('/api/admin/overview')).status).toBe(200);
  });

  it('refuses the unlock of an admin whose code exists but whose second factor was removed', async () => {
    const admin = await adminClient(t);
    await admin.client.post('/api/admin/lock');
    await t.db.query('DELETE FROM totp_factors WHERE user_id = $1', [admin.id]);
    expect((await admin.client.get('/api/admin/gate')).body).toMatchObject({ hasCode: true, unlocked: false, secondFactor: false });
    expect((await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE })).body.error.code).toBe('second_factor_setup_required');
    expect((await admin.client.request('PUT', '/api/admin/access-code', { currentCode: ADMIN_CODE, newCode: 'another-code-2' })).body.error.code).toBe('second_factor_setup_required');
  });
});

describe('a stolen password is not a stolen back office (decision 039)', () => {
  it('removing the second factor after unlocking shuts the back office at once', async () => {
    const admin = await adminClient(t);
    expect((await admin.client.get('/api/admin/overview')).status).toBe(200);
    const off = await admin.client.request('DELETE', '/api/me/2fa/totp', { password: STRONG_PASSWORD, code: nextTotpCode(t, admin.totpSecret!) });
    expect(off.status).toBe(204);
    const after = await admin.client.get('/api/admin/overview');
    expect([after.status, after.body.error.code]).toEqual([403, 'second_factor_setup_required']);
    expect((await admin.client.get('/api/admin/gate')).body).toMatchObject({ secondFactor: false, unlocked: false });
  });

  it('counts wrong current codes on the access-code change toward the unlock lockout', async () => {
    const admin = await adminClient(t);
    await admin.client.post('/api/admin/lock');
    for (let i = 0; i < ADMIN.maxUnlockFailures; i++) {
      const wrong = await admin.client.request('PUT', '/api/admin/access-code', { currentCode: `guess-number-${i}`, newCode: 'a-new-code-9' });
      expect([wrong.status, wrong.body.error.code]).toEqual([403, 'access_code_invalid']);
    }
    // Blocked now, on both routes, even with the right code.
    expect((await admin.client.request('PUT', '/api/admin/access-code', { currentCode: ADMIN_CODE, newCode: 'a-new-code-9' })).body.error.code).toBe('too_many_attempts');
    expect((await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE })).body.error.code).toBe('too_many_attempts');
    const failures = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_unlock_failures WHERE user_id = $1', [admin.id]);
    expect(failures.rows[0]!.n).toBe(ADMIN.maxUnlockFailures);
    t.clock.advance(ADMIN.unlockFailureWindowMs + 1_000);
    expect((await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE })).status).toBe(204);
  });

  it('the CLI grants the role only to an account with a second factor', async () => {
    const { client, identity, user } = await registerUser(t.baseUrl, t.sent);
    const refused = await grantByCli(identity.email);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('has no second factor');
    expect((await t.db.query('SELECT role FROM users WHERE id = $1', [user.id])).rows[0]).toEqual({ role: 'user' });
    await enrolTotp(t, client);
    const granted = await grantByCli(identity.email);
    expect([granted.code, granted.stdout.trim()]).toEqual([0, `${identity.email} is now an administrator`]);
  });
});

/** `npm run admin -- grant EMAIL` on this test's database, as an operator runs it. */
async function grantByCli(email: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: t.db.pool.options.connectionString!, LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'grant', email], { cwd: repoRoot, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the audit log', () => {
  it('refuses updates, deletes and truncation at the database level', async () => {
    const { client } = await adminClient(t);
    await client.post('/api/admin/lock');
    const row = await t.db.query('SELECT id FROM audit_log LIMIT 1');
    expect(row.rows).toHaveLength(1);
    await expect(t.db.query("UPDATE audit_log SET action = 'forged' WHERE id = $1", [row.rows[0].id])).rejects.toThrow(/cannot be changed/);
    await expect(t.db.query('DELETE FROM audit_log WHERE id = $1', [row.rows[0].id])).rejects.toThrow(/cannot be changed/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/cannot be changed/);
  });

  it('lists and filters entries, including code changes and failed unlocks', async () => {
    const { client, id } = await adminClient(t);
    await client.post('/api/admin/lock');
    await client.post('/api/admin/unlock', { code: 'nope-nope' });
    await client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const failed = await client.get(`/api/admin/audit?action=admin_unlock_failed&actorId=${id}`);
    expect(failed.status).toBe(200);
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.actions).toEqual(expect.arrayContaining(['access_code_created', 'admin_unlock_failed', 'admin_unlocked']));
    const all = await client.get(`/api/admin/audit?actorId=${id}&limit=2`);
    expect(all.body.items).toHaveLength(2);
    const next = await client.get(`/api/admin/audit?actorId=${id}&limit=2&cursor=${all.body.nextCursor}`);
    expect(next.body.items[0].action).toBe('access_code_created');
    const future = await client.get(`/api/admin/audit?actorId=${id}&from=${encodeURIComponent(new Date(Date.now() + 86_400_000 * 365).toISOString())}`);
    expect(future.body.items).toHaveLength(0);
  });
});

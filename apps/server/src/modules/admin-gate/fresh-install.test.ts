import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

// Its own freshly migrated database: nothing else has run on it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('has no access code after a fresh install: no default code opens the gate', async () => {
  const codes = await t.db.query('SELECT count(*)::int AS n FROM admin_access_codes');
  expect(codes.rows[0].n).toBe(0);
  const { client } = await adminClient(t, { withCode: false });
  expect((await client.get('/api/admin/gate')).body).toMatchObject({ hasCode: false, unlocked: false });
  for (const guess of ['123456', 'admin', 'admin123', '000000', 'password', 'fremining']) {
    const response = await client.post('/api/admin/unlock', { code: guess });
    expect(response.body.error.code).toBe('access_code_required');
  }
  expect((await client.get('/api/admin/overview')).status).toBe(403);
});


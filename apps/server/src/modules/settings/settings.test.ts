import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('feature flags and maintenance', () => {
  it('starts from the environment defaults and changes through the back office, audited', async () => {
    const admin = await adminClient(t);
    expect((await new ApiClient(t.baseUrl).get('/api/settings')).body).toEqual({ features: { games: true, shop: true, referrals: true }, maintenance: false });
    const changed = await admin.client.patch('/api/admin/settings', { shop: false });
    expect(changed.body.shop).toBe(false);
    const audit = await admin.client.get('/api/admin/audit?action=setting_changed');
    expect(audit.body.items[0]).toMatchObject({ targetId: 'shop', before: true, after: false });
    await admin.client.patch('/api/admin/settings', { shop: true });
  });

  it('maintenance refuses writes with 503 for users, keeps reads, health and admins working', async () => {
    const admin = await adminClient(t);
    const { client } = await registerUser(t.baseUrl, t.sent);
    await admin.client.patch('/api/admin/settings', { maintenance: true });
    // Settings are cached for a few seconds per instance; this instance dropped its cache on write.
    const start = await client.post('/api/mining/start');
    expect(start.status).toBe(503);
    expect(start.body.error.code).toBe('maintenance');
    expect(start.headers.get('retry-after')).toBe('60');
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.get('/api/health')).status).toBe(200);
    expect((await new ApiClient(t.baseUrl).get('/api/settings')).body.maintenance).toBe(true);
    const { user } = await registerUser(t.baseUrl, t.sent).catch(() => ({ user: null }));
    expect(user).toBeNull();
    expect((await admin.client.patch('/api/admin/settings', { maintenance: false })).status).toBe(200);
    expect((await client.post('/api/mining/start')).status).toBe(201);
  });

  it('refuses unknown settings', async () => {
    const admin = await adminClient(t);
    expect((await admin.client.patch('/api/admin/settings', { debug: true })).status).toBe(400);
  });
});

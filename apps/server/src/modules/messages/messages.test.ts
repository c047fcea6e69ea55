import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

describe('messages', () => {
  it('shows the current global message until the user closes it; a new one replaces it', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    expect((await client.get('/api/messages')).body.global).toBeNull();
    expect((await admin.client.post('/api/admin/messages/global', { type: 'warning', title: 'Maintenance ce soir', content: 'De 22 h à 23 h.' })).status).toBe(204);
    const shown = (await client.get('/api/messages')).body.global;
    expect(shown).toMatchObject({ type: 'warning', title: 'Maintenance ce soir' });
    expect((await client.post(`/api/messages/global/${shown.id}/read`)).status).toBe(204);
    expect((await client.get('/api/messages')).body.global).toBeNull();
    await admin.client.post('/api/admin/messages/global', { type: 'success', title: 'Nouveau jeu', content: 'Le Blackjack arrive.' });
    expect((await client.get('/api/messages')).body.global.title).toBe('Nouveau jeu');
    await admin.client.request('DELETE', '/api/admin/messages/global');
    expect((await client.get('/api/messages')).body.global).toBeNull();
    const audit = (await admin.client.get('/api/admin/audit?action=global_message_published')).body.items;
    expect(audit).toHaveLength(2);
  });

  it('hides an expired global message and refuses an expiry in the past', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const past = await admin.client.post('/api/admin/messages/global', { type: 'info', title: 'Old', content: 'Old', expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() });
    expect(past.status).toBe(400);
    await admin.client.post('/api/admin/messages/global', { type: 'info', title: 'Bientôt fini', content: 'x', expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    expect((await client.get('/api/messages')).body.global).not.toBeNull();
    t.clock.advance(61_000);
    expect((await client.get('/api/messages')).body.global).toBeNull();
  });

  it('lists information messages newest first with unread state, and marks all read', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await admin.client.post('/api/admin/unlock', { code: 'correct-horse-42' });
    await admin.client.post('/api/admin/messages/information', { title: 'Premier', content: 'Un' });
    await admin.client.post('/api/admin/messages/information', { title: 'Second', content: 'Deux' });
    const inbox = (await client.get('/api/messages')).body;
    expect(inbox.items.slice(0, 2).map((m: any) => [m.title, m.read])).toEqual([['Second', false], ['Premier', false]]);
    expect(inbox.unreadCount).toBeGreaterThanOrEqual(2);
    await client.post('/api/messages/read');
    expect((await client.get('/api/messages')).body.unreadCount).toBe(0);
    await admin.client.post('/api/admin/messages/information', { title: 'Troisième', content: 'Trois' });
    expect((await client.get('/api/messages')).body.unreadCount).toBe(1);
  });
});

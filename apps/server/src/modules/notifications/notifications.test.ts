import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEPT } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { insertNotification } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the notifications list', () => {
  it('pages newest first, each once, and counts the unread among the newest the bell shows', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    // Written one by one, each drops what is older than the newest NOTIFICATIONS_KEPT (decision 058).
    const total = NOTIFICATIONS_KEPT + 5;
    const kept = NOTIFICATIONS_KEPT;
    for (let i = 0; i < total; i++) await insertNotification(t.db, { userId: user.id, type: 'support_reply', params: { n: i }, link: '/support', now: new Date() });
    const first = await client.get('/api/notifications?limit=20');
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].params).toEqual({ n: total - 1 });
    expect(first.body.unread).toBe(NOTIFICATIONS_KEPT);
    const seen = [...first.body.items];
    for (let cursor = first.body.nextCursor; cursor; ) {
      const next = await client.get(`/api/notifications?limit=20&cursor=${cursor}`);
      seen.push(...next.body.items);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((item: { params: { n: number } }) => item.params.n)).toEqual(Array.from({ length: kept }, (_, i) => total - 1 - i));
    expect((await client.get(`/api/notifications?limit=${NOTIFICATIONS_KEPT}`)).body.items).toHaveLength(NOTIFICATIONS_KEPT);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { htmlAsJpg, photoWithGps } from '#server-test/images.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('support tickets', () => {
  it('opens a ticket with a screenshot; the reply reaches the user as a notification and an email', async () => {
    const { client, user, identity } = await registerUser(t.baseUrl, t.sent);
    const opened = await postMultipart(t.baseUrl, '/api/support/tickets', client.cookie, { category: 'withdrawal', message: 'Mon retrait est en attente depuis 3 jours.' }, { screenshot: { bytes: await photoWithGps(), name: 's.jpg', type: 'image/jpeg' } });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ status: 'open', hasScreenshot: true });
    const bad = await postMultipart(t.baseUrl, '/api/support/tickets', client.cookie, { category: 'other', message: 'Bonjour, voici ma page.' }, { screenshot: { bytes: htmlAsJpg, name: 'x.jpg', type: 'image/jpeg' } });
    expect(bad.body.error.details.fields.screenshot.code).toBe('kyc_file_invalid');
    const short = await postMultipart(t.baseUrl, '/api/support/tickets', client.cookie, { category: 'other', message: 'Aide' }, {});
    expect(short.body.error.details.fields.message.code).toBe('message_too_short');

    const admin = await adminClient(t);
    const queue = (await admin.client.get('/api/admin/support')).body.items;
    expect(queue.find((ticket: any) => ticket.userId === user.id)).toMatchObject({ category: 'withdrawal' });
    const other = await registerUser(t.baseUrl, t.sent);
    expect((await fetch(`${t.baseUrl}/api/support/tickets/${opened.body.id}/screenshot`, { headers: { cookie: other.client.cookie! } })).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/support/tickets/${opened.body.id}/screenshot`, { headers: { cookie: admin.client.cookie! } })).status).toBe(200);

    const replied = await admin.client.post(`/api/admin/support/${opened.body.id}/reply`, { reply: 'Il a été envoyé ce matin.', close: true });
    expect(replied.body).toMatchObject({ status: 'closed', reply: 'Il a été envoyé ce matin.' });
    expect((await client.get('/api/support/tickets')).body.items[0]).toMatchObject({ status: 'closed', reply: 'Il a été envoyé ce matin.' });
    expect((await client.get('/api/notifications')).body.items[0]).toMatchObject({ type: 'support_reply', link: '/support' });
    const mail = t.sent.filter((m) => m.to === identity.email).at(-1)!;
    expect(mail.subject).toBe('Réponse du support FRE Mining');
    expect(mail.text).toContain('Il a été envoyé ce matin.');
  });
});

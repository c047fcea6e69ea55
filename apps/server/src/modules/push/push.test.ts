import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINING, TIMERS } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { pushJobs } from '#server-test/push-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { pushText } from './push-text.ts';

let t: TestApp;
let pushServer: http.Server;
let endpointBase: string;
const received: { path: string; headers: http.IncomingHttpHeaders; size: number }[] = [];

beforeAll(async () => {
  pushServer = http.createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, size });
      response.statusCode = request.url?.includes('gone') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
});

// A browser-made subscription: a P-256 public key and a 16-byte auth secret, base64url.
const subscription = (id: string) => ({
  endpoint: `${endpointBase}/push/${id}`,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
});

const pushService = () => pushJobs(t);

describe('Web Push', () => {
  it('publishes the VAPID key and stores subscriptions', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const key = (await client.get('/api/push/public-key')).body.publicKey;
    expect(key).toMatch(/^B[A-Za-z0-9_-]{80,}$/);
    expect((await client.post('/api/push/subscriptions', subscription('a'))).status).toBe(204);
    expect((await client.post('/api/push/subscriptions', { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } })).status).toBe(400);
    expect((await client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription('a').endpoint })).status).toBe(204);
  });

  it('a session ending at T gets exactly one session-end push at T−1 min, with two server instances running the jobs', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await client.post('/api/push/subscriptions', subscription(`user-${user.id}`));
    await client.post('/api/mining/start');
    const [one, two] = [await pushService(), await pushService()];
    t.clock.advance(MINING.sessionDurationMs - 2 * 60_000);
    await Promise.all([one.schedule(), two.schedule()]);
    expect((await client.get('/api/notifications')).body.items).toHaveLength(0);
    t.clock.advance(61_000);
    const scheduled = await Promise.all([one.schedule(), two.schedule(), one.schedule(), two.schedule()]);
    expect(scheduled.reduce((a, b) => a + b, 0)).toBe(1);
    received.length = 0;
    await Promise.all([one.dispatch(), two.dispatch(), one.dispatch()]);
    const mine = received.filter((r) => r.path === `/push/user-${user.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(mine[0]!.headers.authorization).toMatch(/^vapid t=/);
    expect(mine[0]!.size).toBeGreaterThan(0);
    expect((await client.get('/api/notifications')).body.items[0]).toMatchObject({ type: 'mining_session_end', link: '/' });
  });

  it('announces a free spin back once, with how many referral bonus spins still wait (the texts change with it)', async () => {
    const service = await pushService();
    const withReferral = await registerUser(t.baseUrl, t.sent);
    const alone = await registerUser(t.baseUrl, t.sent);
    for (const { client } of [withReferral, alone]) expect((await client.post('/api/games/slot/play')).status).toBe(200);
    const referral = await registerUser(t.baseUrl, t.sent, { referralCode: withReferral.user.referralCode });
    await finishedSession(t, referral.client);
    expect((await referral.client.post('/api/mining/claim')).status).toBe(200);
    await service.schedule();
    await service.schedule();
    const spinNotices = async (client: typeof alone.client) =>
      (await client.get('/api/notifications')).body.items.filter((n: { type: string }) => n.type === 'slot_available');
    const [waiting] = await spinNotices(withReferral.client);
    expect(await spinNotices(withReferral.client)).toHaveLength(1);
    expect(waiting).toMatchObject({ params: { bonusSpins: 1 }, link: '/game' });
    expect(pushText('slot_available', waiting.params, 'fr').body).toBe('Machine à sous : votre tour gratuit est de retour, et 1 tour bonus de parrainage vous attend.');
    expect(pushText('slot_available', { bonusSpins: 3 }, 'ru').body).toBe('Игровой автомат: бесплатное вращение снова доступно, а ещё вас ждут 3 бонусных вращения за рефералов.');
    const [plain] = await spinNotices(alone.client);
    expect(plain.params).toEqual({});
    expect(pushText('slot_available', plain.params, 'en')).toEqual({ title: 'Free spin available', body: 'Slot machine: your free spin is back.' });
  });

  it('quotes the notice delays from the constants', () => {
    expect(pushText('bonus_expiring', {}, 'en').body).toBe(`Your mining boost expires in ${TIMERS.boostExpiryNoticeMs / HOUR_MS} h.`);
    expect(pushText('mining_session_end', {}, 'fr').body).toBe(`Votre session de minage se termine dans ${TIMERS.sessionEndNoticeMs / 60_000} min : pensez à réclamer vos FRE.`);
  });

  it('forgets a subscription the push service says is gone', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await client.post('/api/push/subscriptions', subscription(`gone-${user.id}`));
    await client.post('/api/mining/start');
    const service = await pushService();
    t.clock.advance(MINING.sessionDurationMs);
    await service.schedule();
    await service.dispatch();
    const left = await t.db.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [user.id]);
    expect(left.rows[0].n).toBe(0);
  });
});

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { HOUR_MS, LEVEL_COUNT, NANO_PER_FRE, REFERRALS, TIMERS, WITHDRAWAL_MINIMUM_FRE_BY_LEVEL } from '@fre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { photoWithGps } from '#server-test/images.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { adjustBalance, asAdmin, type Admin, nano } from '#server-test/money-helpers.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { priceShopItems } from '#server-test/shop-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
let dataDir: string;
beforeAll(async () => {
  dataDir = path.resolve('.tmp', `agenda-${Date.now()}`);
  // The Telegram tasks' links set, those of X, Facebook and YouTube not (a common install).
  t = await startTestApp({ FRE_DATA_DIR: dataDir, TON_PROOF_DOMAIN: 'localhost:3000', TELEGRAM_GROUP_URL: 'https://t.me/fre_agenda_group', TELEGRAM_CHANNEL_URL: 'https://t.me/fre_agenda_channel' });
  admin = await adminClient(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const agendaOf = async (client: ApiClient) => {
  const response = await client.get('/api/me/agenda');
  expect(response.status).toBe(200);
  return response.body;
};
const minimumFre = WITHDRAWAL_MINIMUM_FRE_BY_LEVEL[0]!;

/**
 * `read` is null while `feature` is off. Each instance keeps the settings a few seconds (two
 * instances in `npm test`): asked until the switch shows.
 */
async function expectNullWhileOff(feature: 'games' | 'shop' | 'referrals', read: () => Promise<unknown>) {
  expect((await asAdmin(admin, 'PATCH', '/api/admin/settings', { [feature]: false })).status).toBe(200);
  try {
    await expect.poll(read, { timeout: 15_000 }).toBeNull();
  } finally {
    await asAdmin(admin, 'PATCH', '/api/admin/settings', { [feature]: true });
  }
}

describe('the agenda', () => {
  it('shows a new player what is true for them, and nothing else', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    // A fresh install: no boost box has a price, so the shop has none to offer.
    expect(await agendaOf(client)).toEqual({
      freeSpin: { free: true, bonusSpins: 0 },
      messages: null,
      support: null,
      boost: null,
      kyc: null,
      withdrawal: null,
      contest: { level: 0, next: 1 },
      invite: { bonusSpins: REFERRALS.spinsPerQualifiedReferral },
      pushOff: true,
    });
    await priceShopItems(admin, { BOOST7: '2' });
    expect((await agendaOf(client)).boost).toEqual({ state: 'none' });
    expect((await client.post('/api/push/subscriptions', {
      endpoint: 'https://push.example.test/agenda-device',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    })).status).toBe(204);
    expect((await agendaOf(client)).pushOff).toBe(false);
  });

  it('is for signed-in players only', async () => {
    expect((await new ApiClient(t.baseUrl).get('/api/me/agenda')).status).toBe(401);
  });
});

describe('the free spin', () => {
  it('waits once a rolling day, with the referral bonus spins, until spun', async () => {
    const p = await registerUser(t.baseUrl, t.sent);
    expect((await p.client.post('/api/games/slot/play')).status).toBe(200);
    expect((await agendaOf(p.client)).freeSpin).toBeNull();
    const referral = await registerUser(t.baseUrl, t.sent, { referralCode: p.user.referralCode });
    await finishedSession(t, referral.client);
    expect((await referral.client.post('/api/mining/claim')).status).toBe(200);
    // The session moved the clock a day: the free spin is back, and the referral's claim gave a bonus spin.
    expect((await agendaOf(p.client)).freeSpin).toEqual({ free: true, bonusSpins: 1 });
    await p.client.post('/api/games/slot/play');
    expect((await agendaOf(p.client)).freeSpin).toEqual({ free: false, bonusSpins: 1 });
    await p.client.post('/api/games/slot/play');
    expect((await agendaOf(p.client)).freeSpin).toBeNull();
  });

  it('invites nobody to play while self-excluded or with the games switched off', async () => {
    const excluded = await registerUser(t.baseUrl, t.sent);
    expect((await agendaOf(excluded.client)).freeSpin).not.toBeNull();
    expect((await excluded.client.request('PUT', '/api/games/limits', { selfExcludeDays: 7 })).status).toBe(200);
    expect((await agendaOf(excluded.client)).freeSpin).toBeNull();

    const { client } = await registerUser(t.baseUrl, t.sent);
    await expectNullWhileOff('games', async () => (await agendaOf(client)).freeSpin);
    await expect.poll(async () => (await agendaOf(client)).freeSpin, { timeout: 15_000 }).not.toBeNull();
  });
});

describe('the invitation', () => {
  it('invites a first friend until someone signs up with the code, and not with the referrals switched off', async () => {
    const p = await registerUser(t.baseUrl, t.sent);
    expect((await agendaOf(p.client)).invite).toEqual({ bonusSpins: REFERRALS.spinsPerQualifiedReferral });
    await expectNullWhileOff('referrals', async () => (await agendaOf(p.client)).invite);
    await expect.poll(async () => (await agendaOf(p.client)).invite, { timeout: 15_000 }).not.toBeNull();
    // Signed up, not yet mining: invited all the same.
    await registerUser(t.baseUrl, t.sent, { referralCode: p.user.referralCode });
    expect((await agendaOf(p.client)).invite).toBeNull();
  });
});

describe('messages and support answers', () => {
  it('counts unread messages until read, the global one until closed', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await client.post('/api/messages/read');
    expect((await agendaOf(client)).messages).toBeNull();
    expect((await asAdmin(admin, 'POST', '/api/admin/messages/information', { title: 'Nouveau', content: 'Le Keno arrive.' })).status).toBe(204);
    expect((await asAdmin(admin, 'POST', '/api/admin/messages/global', { type: 'info', title: 'Maintenance', content: 'Ce soir.' })).status).toBe(204);
    try {
      expect((await agendaOf(client)).messages).toEqual({ unread: 2 });
      await client.post('/api/messages/read');
      expect((await agendaOf(client)).messages).toEqual({ unread: 1 });
      const global = (await client.get('/api/messages')).body.global;
      await client.post(`/api/messages/global/${global.id}/read`);
      expect((await agendaOf(client)).messages).toBeNull();
    } finally {
      await asAdmin(admin, 'DELETE', '/api/admin/messages/global');
    }
  });

  it('tells of a support answer until the support page has shown it', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const opened = await postMultipart(t.baseUrl, '/api/support/tickets', client.cookie, { category: 'mining', message: 'Ma session ne démarre pas.' }, {});
    expect(opened.status).toBe(201);
    expect((await agendaOf(client)).support).toBeNull();
    expect((await asAdmin(admin, 'POST', `/api/admin/support/${opened.body.id}/reply`, { reply: 'Réessayez maintenant.' })).status).toBe(200);
    expect((await agendaOf(client)).support).toEqual({ unread: 1 });
    // Another page's notifications read: the answer still waits.
    expect((await client.post('/api/notifications/read?link=/kyc')).status).toBe(204);
    expect((await agendaOf(client)).support).toEqual({ unread: 1 });
    expect((await client.post('/api/notifications/read?link=/support')).status).toBe(204);
    expect((await agendaOf(client)).support).toBeNull();
    expect((await client.get('/api/notifications')).body.unread).toBe(0);
  });
});

describe('the boosts', () => {
  it('warns of a boost ending within a day, then offers the shop once none runs', async () => {
    await priceShopItems(admin, { BOOST7: '2' });
    const { client } = await registerUser(t.baseUrl, t.sent);
    const code = await createBonusCode(admin, { type: 'boost', rewardValue: nano('0.5'), duration: 48 });
    const redeemedAt = t.clock.now().getTime();
    expect((await client.post('/api/bonus-codes/redeem', { code: code.code })).status).toBe(200);
    expect((await agendaOf(client)).boost).toBeNull();
    t.clock.advance(48 * HOUR_MS - TIMERS.boostExpiryNoticeMs);
    const ending = (await agendaOf(client)).boost;
    expect(ending.state).toBe('ending');
    // The test clock runs on between reading it and the redemption.
    expect(Math.abs(Date.parse(ending.endsAt) - (redeemedAt + 48 * HOUR_MS))).toBeLessThan(5_000);
    t.clock.advance(TIMERS.boostExpiryNoticeMs);
    expect((await agendaOf(client)).boost).toEqual({ state: 'none' });
    await expectNullWhileOff('shop', async () => (await agendaOf(client)).boost);
  });
});

describe('identity verification', () => {
  const fields = () => ({
    firstName: 'Jeanne', lastName: 'Martin', dateOfBirth: '1990-04-12', nationality: 'Française', phoneNumber: '+33 6 12 34 56 78',
    address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'passport', documentNumber: `P${Date.now()}`,
  });
  const review = async (userId: string, decision: 'approve' | 'reject') => {
    const item = (await asAdmin(admin, 'GET', '/api/admin/kyc')).body.items.find((i: { userId: string }) => i.userId === userId);
    expect((await asAdmin(admin, 'POST', `/api/admin/kyc/${item.id}/review`, { decision, ...(decision === 'reject' ? { reason: 'Photo floue', category: 'document_unreadable' } : {}) })).status).toBe(204);
  };

  it('asks for it once the balance could be withdrawn, tells each decision until the KYC page has shown it', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await adjustBalance(admin, user.id, minimumFre - 1);
    expect((await agendaOf(client)).kyc).toBeNull();
    await adjustBalance(admin, user.id, 1);
    expect((await agendaOf(client)).kyc).toEqual({ state: 'needed' });

    const photo = { bytes: await photoWithGps(), name: 'p.jpg', type: 'image/jpeg' };
    const submit = () => postMultipart(t.baseUrl, '/api/kyc', client.cookie, fields(), { documentFront: photo, selfie: photo });
    expect((await submit()).status).toBe(201);
    expect((await agendaOf(client)).kyc).toBeNull();
    await review(user.id, 'reject');
    expect((await agendaOf(client)).kyc).toEqual({ state: 'rejected' });
    await client.post('/api/notifications/read?link=/kyc');
    // Seen: the balance still asks for a verification.
    expect((await agendaOf(client)).kyc).toEqual({ state: 'needed' });

    expect((await submit()).status).toBe(201);
    await review(user.id, 'approve');
    expect((await agendaOf(client)).kyc).toEqual({ state: 'approved' });
    await client.post('/api/notifications/read?link=/kyc');
    expect((await agendaOf(client)).kyc).toBeNull();
  });
});

describe('withdrawals', () => {
  it('follows the newest withdrawal from the request to the payment', async () => {
    const { client } = await withdrawalReadyUser(t, admin, minimumFre + 10);
    expect((await agendaOf(client)).withdrawal).toBeNull();
    const requested = await client.post('/api/withdrawals', { amount: nano(minimumFre) });
    expect(requested.status).toBe(201);
    const amount = (BigInt(minimumFre) * NANO_PER_FRE).toString();
    expect((await agendaOf(client)).withdrawal).toEqual({ stage: 'pending', amount });
    const id = requested.body.withdrawal.id;
    expect((await asAdmin(admin, 'POST', `/api/admin/withdrawals/${id}/decision`, { decision: 'approve' })).status).toBe(200);
    expect((await agendaOf(client)).withdrawal).toEqual({ stage: 'pending', amount });
    // The payout worker's states need a hot wallet and the chain: set as it records them.
    await t.db.query("UPDATE withdrawals SET status = 'broadcast' WHERE id = $1", [id]);
    expect((await agendaOf(client)).withdrawal).toEqual({ stage: 'sent', amount });
    await t.db.query("UPDATE withdrawals SET status = 'completed', completed_at = $2 WHERE id = $1", [id, t.clock.now()]);
    expect((await agendaOf(client)).withdrawal).toBeNull();
  });
});

describe('the contest', () => {
  it('points to the next level until the last is validated', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    expect((await client.post('/api/contest/levels/1/validate')).status).toBe(200);
    expect((await agendaOf(client)).contest).toEqual({ level: 1, next: 2 });
    await t.db.query('UPDATE users SET level = $2 WHERE id = $1', [user.id, LEVEL_COUNT]);
    expect((await agendaOf(client)).contest).toBeNull();
  });

  it('leaves out a level done on a site whose link is not set, and shows the next one done in the app', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    // Level 3 follows the project on X, whose link this install has not set: nothing to tap.
    await t.db.query('UPDATE users SET level = 2 WHERE id = $1', [user.id]);
    expect((await agendaOf(client)).contest).toBeNull();
    // Level 6 is an invitation, made in the app.
    await t.db.query('UPDATE users SET level = 5 WHERE id = $1', [user.id]);
    expect((await agendaOf(client)).contest).toEqual({ level: 5, next: 6 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINING } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});

/** The gate locks after ADMIN.idleLockMs without a call: moving the test clock a day needs a new unlock. */
async function unlock() {
  expect((await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE })).status).toBe(204);
}
afterAll(() => t.close());

/** A referrer and `size` accounts made through their code within a minute, each mining at once: what a script does. */
async function farm(size: number) {
  const boss = await registerUser(t.baseUrl, t.sent, { prefix: 'boss' });
  const me = await boss.client.get('/api/me');
  const children = [];
  for (let i = 0; i < size; i += 1) {
    const child = await registerUser(t.baseUrl, t.sent, { prefix: 'bot', referralCode: me.body.user.referralCode });
    expect((await child.client.post('/api/mining/start')).status).toBe(201);
    children.push(child);
  }
  return { boss, children };
}

async function clusterOf(referrerId: string, status = 'open') {
  const run = await admin.client.post('/api/admin/abuse/run');
  expect(run.status).toBe(200);
  const list = await admin.client.get(`/api/admin/abuse/clusters?status=${status}`);
  expect(list.status).toBe(200);
  return list.body.items.find((cluster: any) => cluster.kind === 'referral_tree' && cluster.referrer?.id === referrerId);
}

/** A measure gives the members a category (decision 061); the other actions give none. */
const CATEGORY: Record<string, string> = { freeze_referrals: 'referral_abuse', freeze_mining: 'automated_activity', ban: 'multiple_accounts' };
const act = (id: string, action: string, reason = 'Farm confirmed by review') =>
  admin.client.post(`/api/admin/abuse/clusters/${id}/actions`, { action, reason, ...(CATEGORY[action] ? { category: CATEGORY[action] } : {}) });

describe('abuse detection and measures', () => {
  it('flags a farm with its reasons; freezing its referral credit lowers the referrer rate, audited, and undoing it restores it', async () => {
    const { boss, children } = await farm(6);
    const rateBefore = (await boss.client.get('/api/mining')).body.rate;
    expect(rateBefore.countedReferrals).toBe(6);

    const cluster = await clusterOf(boss.user.id);
    expect(cluster).toMatchObject({ status: 'open', memberCount: 6, flaggedCount: 6, measures: { referralsFrozen: false, miningFrozen: false, banned: false } });
    expect(cluster.reasons).toEqual(expect.arrayContaining([
      { code: 'referred_by', params: { count: 6, total: 6, referrer: boss.identity.nickname } },
      expect.objectContaining({ code: 'quick_start', params: expect.objectContaining({ count: 6, total: 6 }) }),
    ]));
    const detail = await admin.client.get(`/api/admin/abuse/clusters/${cluster.id}`);
    expect(detail.body.members).toHaveLength(7);
    expect(detail.body.members[0]).toMatchObject({ id: boss.user.id, role: 'referrer', flagged: false });
    expect(detail.body.members.filter((member: any) => member.flagged).map((member: any) => member.id).sort()).toEqual(children.map((child) => child.user.id).sort());
    expect(detail.body.members[1]).toMatchObject({ referredBy: { id: boss.user.id, nickname: boss.identity.nickname }, sessions: 1, otherActivity: false });
    expect(detail.body.sharedSignals.find((signal: any) => signal.kind === 'network')).toMatchObject({ fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/), count: 7 });

    const frozen = await act(cluster.id, 'freeze_referrals');
    expect(frozen.status).toBe(200);
    expect(frozen.body.cluster.measures.referralsFrozen).toBe(true);
    expect(frozen.body.members.filter((member: any) => member.referralCreditFrozen)).toHaveLength(6);
    expect(frozen.body.history[0]).toMatchObject({ action: 'freeze_referrals', actorLabel: admin.email, reason: 'Farm confirmed by review' });
    const rateFrozen = (await boss.client.get('/api/mining')).body.rate;
    expect(rateFrozen.countedReferrals).toBe(0);
    expect(BigInt(rateFrozen.total)).toBe(BigInt(rateBefore.total) - 6n * MINING.referralBonusNano);
    expect((await boss.client.get('/api/referrals')).body.activeCount).toBe(0);
    expect((await admin.client.get(`/api/admin/users/${boss.user.id}`)).body.referrals).toMatchObject({ count: 6, frozen: 6 });
    const audit = await admin.client.get(`/api/admin/audit?action=abuse_freeze_referrals`);
    expect(audit.body.items[0]).toMatchObject({ targetType: 'abuse_cluster', targetId: cluster.id, before: { referrals_frozen: false }, after: { referrals_frozen: true } });
    expect(audit.body.items[0].after.users.sort()).toEqual(children.map((child) => child.user.id).sort());

    // A second click changes nothing and writes no second entry.
    await act(cluster.id, 'freeze_referrals');
    expect((await admin.client.get(`/api/admin/audit?action=abuse_freeze_referrals`)).body.items.filter((e: any) => e.targetId === cluster.id)).toHaveLength(1);

    await act(cluster.id, 'unfreeze_referrals', 'Reviewed again: real people');
    expect((await boss.client.get('/api/mining')).body.rate).toMatchObject({ countedReferrals: 6, total: rateBefore.total });
    expect((await admin.client.get(`/api/admin/users/${boss.user.id}`)).body.referrals.frozen).toBe(0);
  });

  it('freezing mining refuses a new session until undone; a ban signs members out until unbanned', async () => {
    const { boss, children } = await farm(5);
    const cluster = await clusterOf(boss.user.id);
    await act(cluster.id, 'freeze_mining');
    t.clock.advance(MINING.sessionDurationMs);
    await unlock();
    const child = children[0]!;
    expect((await child.client.post('/api/mining/claim')).status).toBe(200);
    const refused = await child.client.post('/api/mining/start');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('mining_frozen');
    await act(cluster.id, 'unfreeze_mining', 'Appeal accepted');
    expect((await child.client.post('/api/mining/start')).status).toBe(201);

    await act(cluster.id, 'ban');
    expect((await child.client.get('/api/me')).status).toBe(401);
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: child.identity.email, password: child.identity.password });
    expect(login.body.error.code).toBe('account_banned');
    expect((await boss.client.get('/api/me')).status).toBe(200);
    await act(cluster.id, 'unban', 'Appeal accepted');
    const back = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: child.identity.email, password: child.identity.password });
    expect(back.status).toBe(200);
  });

  it('a cluster marked legitimate flags nobody and stays so when detection runs again; reopening it lists it again', async () => {
    const { boss } = await farm(5);
    const cluster = await clusterOf(boss.user.id);
    await act(cluster.id, 'mark_legitimate', 'A school club, checked by phone');
    expect(await clusterOf(boss.user.id)).toBeUndefined();
    const kept = await clusterOf(boss.user.id, 'legitimate');
    expect(kept).toMatchObject({ id: cluster.id, status: 'legitimate' });
    const detail = await admin.client.get(`/api/admin/abuse/clusters/${cluster.id}`);
    expect(detail.body.members.some((member: any) => member.flagged)).toBe(false);
    await act(cluster.id, 'reopen', 'New evidence');
    expect(await clusterOf(boss.user.id)).toMatchObject({ id: cluster.id, status: 'open' });
  });

  it('answers bad input clearly and only to an unlocked admin', async () => {
    const { boss } = await farm(5);
    const cluster = await clusterOf(boss.user.id);
    expect((await act(cluster.id, 'delete_everything')).body.error.code).toBe('validation_failed');
    expect((await act(cluster.id, 'ban', 'x')).body.error.code).toBe('validation_failed');
    expect((await act('999999999', 'ban')).status).toBe(404);
    expect((await admin.client.get('/api/admin/abuse/clusters/abc')).status).toBe(404);
    expect((await admin.client.get('/api/admin/abuse/clusters?cursor=bm90LWEtY3Vyc29y')).body.error.code).toBe('validation_failed');
    expect((await boss.client.get('/api/admin/abuse/clusters')).status).toBe(403);
    expect((await boss.client.post(`/api/admin/abuse/clusters/${cluster.id}/actions`, { action: 'mark_legitimate', reason: 'I am innocent' })).status).toBe(403);
  });

  it('pages clusters by score', async () => {
    await farm(5);
    await admin.client.post('/api/admin/abuse/run');
    const first = await admin.client.get('/api/admin/abuse/clusters?status=all&limit=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.lastRunAt).toEqual(expect.any(String));
    const second = await admin.client.get(`/api/admin/abuse/clusters?status=all&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect(second.body.items[0].score).toBeLessThanOrEqual(first.body.items[0].score);
  });
});

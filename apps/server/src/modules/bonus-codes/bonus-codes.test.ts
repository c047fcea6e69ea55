import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_CODE, BOOST_DEFAULT_DURATION_HOURS, HOUR_MS, MINING } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

const createCode = (body: Record<string, unknown>) => createBonusCode(admin, body);

describe('redeeming', () => {
  it('a fre code credits balance and totalMined through the ledger, with the spec message', async () => {
    const code = await createCode({ type: 'fre', rewardValue: nano('7500') });
    const { client } = await registerUser(t.baseUrl, t.sent);
    const redeemed = await client.post('/api/bonus-codes/redeem', { code: code.code.toLowerCase() });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ type: 'fre', value: '7500000000000', message: 'Vous avez reçu 7\u202f500 FRE !' });
    const me = (await client.get('/api/me')).body.user;
    expect(me).toMatchObject({ balance: '7500000000000', totalMined: '7500000000000' });
    expect((await client.get('/api/ledger')).body.items[0]).toMatchObject({ kind: 'bonus_code', amount: '7500000000000' });
    const history = (await client.get('/api/bonus-codes/history')).body.entries;
    expect(history[0]).toMatchObject({ code: code.code, type: 'fre' });
  });

  it('a boost code adds a rate boost for its duration, and boosts do not stack', async () => {
    const boost = await createCode({ type: 'boost', rewardValue: nano('0.4'), duration: 48 });
    const second = await createCode({ type: 'boost', rewardValue: nano('1') });
    const { client } = await registerUser(t.baseUrl, t.sent, { prefix: 'boost' });
    const redeemed = await client.post('/api/bonus-codes/redeem', { code: boost.code });
    expect(redeemed.body).toMatchObject({ type: 'boost', duration: 48, message: 'Boost de +0,4 FRE/h activé pour 48 heures !' });
    const rate = (await client.get('/api/mining')).body.rate;
    expect(rate.boosts).toBe('400000000');
    expect(rate.total).toBe((MINING.baseRateNano + 400_000_000n).toString());
    const refused = await client.post('/api/bonus-codes/redeem', { code: second.code });
    expect(refused.body.error.code).toBe('boost_already_active');
    t.clock.advance(48 * HOUR_MS + 1);
    expect((await client.get('/api/mining')).body.rate.boosts).toBe('0');
    expect((await client.post('/api/bonus-codes/redeem', { code: second.code })).status).toBe(200);
  });

  it('a time reduction moves the end earlier and pays the skipped hours at the current rate', async () => {
    const code = await createCode({ type: 'time_reduction', rewardValue: String(2 * HOUR_MS) });
    const { client } = await registerUser(t.baseUrl, t.sent);
    expect((await client.post('/api/bonus-codes/redeem', { code: code.code })).body.error.code).toBe('no_active_session');
    const started = (await client.post('/api/mining/start')).body.session;
    const redeemed = await client.post('/api/bonus-codes/redeem', { code: code.code });
    expect(redeemed.body).toMatchObject({ type: 'time_reduction', message: 'Temps de minage réduit de 2 heure(s) !' });
    const session = (await client.get('/api/mining')).body.session;
    expect(new Date(session.endTime).getTime()).toBe(new Date(started.endTime).getTime() - 2 * HOUR_MS);
    expect(session.timeReduction).toBe(2 * HOUR_MS);
    expect(BigInt(session.earnings)).toBeGreaterThanOrEqual(MINING.baseRateNano * 2n);
    t.clock.advance(22 * HOUR_MS);
    const claimed = await client.post('/api/mining/claim');
    expect(claimed.body.claimed).toBe((MINING.baseRateNano * 24n).toString());
  });

  it('answers each failure with the exact message of the spec', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const inactive = await createCode({ type: 'fre', rewardValue: nano('1'), isActive: false });
    const once = await createCode({ type: 'fre', rewardValue: nano('1'), maxUses: 1 });
    const used = await createCode({ type: 'fre', rewardValue: nano('1') });
    await (await registerUser(t.baseUrl, t.sent)).client.post('/api/bonus-codes/redeem', { code: once.code });
    await client.post('/api/bonus-codes/redeem', { code: used.code });
    const message = async (code: string) => (await client.post('/api/bonus-codes/redeem', { code })).body.error.message;
    expect(await message('NO-SUCH-CODE')).toBe('Code bonus invalide.');
    expect(await message(inactive.code)).toBe("Ce code n'est plus actif.");
    expect(await message(once.code)).toBe("Ce code a atteint son nombre maximum d'utilisations.");
    expect(await message(used.code)).toBe('Vous avez déjà utilisé ce code.');
    const guest = await new ApiClient(t.baseUrl).post('/api/bonus-codes/redeem', { code: used.code });
    expect(guest.status).toBe(401);
    expect(guest.body.error.message).toBe('Vous devez être connecté pour utiliser un code bonus.');
  });
});

describe('races on real Postgres', () => {
  it('100 parallel redemptions of a code with maxUses 10 by 100 users: exactly 10 succeed', async () => {
    const code = await createCode({ type: 'fre', rewardValue: nano('10'), maxUses: 10 });
    const users = await Promise.all(Array.from({ length: 100 }, () => registerUser(t.baseUrl, t.sent, { prefix: 'race' })));
    const results = await Promise.all(users.map((u) => u.client.post('/api/bonus-codes/redeem', { code: code.code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error.code === 'bonus_code_exhausted')).toBe(true);
    const row = await t.db.query('SELECT current_uses FROM bonus_codes WHERE code = $1', [code.code]);
    expect(row.rows[0].current_uses).toBe(10);
    const usages = await t.db.query('SELECT count(*)::int AS n FROM bonus_code_usages WHERE code = $1', [code.code]);
    expect(usages.rows[0].n).toBe(10);
    const credited = await t.db.query("SELECT count(*)::int AS n FROM ledger WHERE kind = 'bonus_code' AND meta->>'code' = $1", [code.code]);
    expect(credited.rows[0].n).toBe(10);
  });

  it('the same user redeeming one code 20 times in parallel gets it once', async () => {
    const code = await createCode({ type: 'fre', rewardValue: nano('3') });
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/bonus-codes/redeem', { code: code.code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const me = (await client.get('/api/me')).body.user;
    expect(me.balance).toBe('3000000000');
    expect(await ledgerSum(t.db, user.id)).toBe(BigInt(me.balance));
  });
});

describe('the back office', () => {
  it('creates, edits, deactivates and lists usages, each audited', async () => {
    const code = await createCode({ type: 'boost', rewardValue: nano('0.6'), duration: 24 * 15, maxUses: 5 });
    expect(code).toMatchObject({ rewardValue: nano('0.6'), duration: 360, currentUses: 0 });
    const duplicate = await admin.client.post('/api/admin/bonus-codes', { code: code.code, type: 'fre', rewardValue: nano('1'), maxUses: 1 });
    expect(duplicate.body.error.code).toBe('code_taken');
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await client.post('/api/bonus-codes/redeem', { code: code.code });
    expect((await admin.client.patch(`/api/admin/bonus-codes/${code.id}`, { maxUses: 0 })).status).toBe(400);
    const edited = await admin.client.patch(`/api/admin/bonus-codes/${code.id}`, { rewardValue: nano('0.8'), isActive: false });
    expect(edited.body).toMatchObject({ rewardValue: nano('0.8'), isActive: false, currentUses: 1 });
    const usages = await admin.client.get(`/api/admin/bonus-codes/${code.id}/usages`);
    expect(usages.body.items).toEqual([expect.objectContaining({ userId: user.id })]);
    const list = await admin.client.get('/api/admin/bonus-codes');
    expect(list.body.items.map((c: any) => c.code)).toContain(code.code);
    const audit = await admin.client.get('/api/admin/audit?action=bonus_code_updated');
    expect(audit.body.items[0]).toMatchObject({ targetId: code.code, before: { rewardValue: nano('0.6'), isActive: true } });
    // A decimal FRE amount, as the back office once sent, is refused: rewards are nano-FRE digits (docs/decisions/077).
    const bad = await admin.client.post('/api/admin/bonus-codes', { code: 'x', type: 'fre', rewardValue: '2.5', maxUses: 0 });
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['code', 'maxUses', 'rewardValue']);
    expect(bad.body.error.details.fields.rewardValue).toEqual({ code: 'invalid_nano_amount', message: expect.stringContaining('nano-FRE : 1000000000 pour 1 FRE') });
    expect(bad.body.error.details.fields.code.message).toBe(`Le code doit contenir de ${BONUS_CODE.minLength} à ${BONUS_CODE.maxLength} lettres majuscules, chiffres, tirets ou underscores`);
  });

  it('gives a boost code without a duration the default one', async () => {
    expect(await createCode({ type: 'boost', rewardValue: nano('0.5') })).toMatchObject({ duration: BOOST_DEFAULT_DURATION_HOURS });
  });
});

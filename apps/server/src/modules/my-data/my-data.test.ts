import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, MY_DATA } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD } from '#server-test/api-client.ts';
import { photoWithGps } from '#server-test/images.ts';
import { adjustBalance, asAdmin, ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { verifyLedger } from '#server/modules/ledger/ledger-verification.service.ts';

let t: TestApp;
let admin: Admin;
let dataDir: string;
let photo: Buffer;
let counter = 0;

beforeAll(async () => {
  dataDir = path.resolve('.tmp', `my-data-${Date.now()}`);
  t = await startTestApp({ FRE_DATA_DIR: dataDir, TON_PROOF_DOMAIN: 'localhost:3000' });
  admin = await adminClient(t);
  photo = await photoWithGps();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function submitKyc(client: ApiClient) {
  counter += 1;
  const jpeg = { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' };
  const response = await postMultipart(t.baseUrl, '/api/kyc', client.cookie, {
    firstName: 'Jeanne', lastName: 'Martin', dateOfBirth: '1990-04-12', nationality: 'Française', phoneNumber: '+33 6 12 34 56 78',
    address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'id_card', documentNumber: `MD${Date.now()}${counter}`,
  }, { documentFront: jpeg, documentBack: jpeg, selfie: jpeg });
  if (response.status !== 201) throw new Error(`kyc failed: ${JSON.stringify(response.body)}`);
}

/** The export as the browser downloads it: raw bytes, not JSON. */
async function download(client: ApiClient) {
  const response = await fetch(`${t.baseUrl}/api/me/export`, { headers: { cookie: client.cookie!, 'accept-language': 'fr' } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

const deleteMe = (client: ApiClient, body: unknown) => client.request('DELETE', '/api/me', body);
const kycFilesOf = async (userId: string) =>
  (await t.db.query<{ key: string }>('SELECT unnest(ARRAY[front_file, back_file, selfie_file]) AS key FROM kyc_submissions WHERE user_id = $1', [userId])).rows.map((row) => row.key).filter(Boolean);
const exists = (key: string) => access(path.join(dataDir, 'kyc', key)).then(() => true, () => false);

describe('GET /api/me/export', () => {
  it('is a zip of data.json (profile, ledger, sessions without secrets, referrals by nickname, KYC) and the player’s own photos', async () => {
    const referrer = await registerUser(t.baseUrl, t.sent);
    await adjustBalance(admin, referrer.user.id, 12);
    const referred = await registerUser(t.baseUrl, t.sent, { referralCode: referrer.user.referralCode });
    await submitKyc(referrer.client);
    await reauthenticate(referrer.client);
    await reauthenticate(referred.client);

    const response = await download(referrer.client);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="fre-mining-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(response.bytes);
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile).toMatchObject({ id: referrer.user.id, email: referrer.identity.email, nickname: referrer.identity.nickname, balance_nano: '12000000000' });
    expect(data.profile.password_hash).toBeUndefined();
    expect(data.ledger).toEqual([expect.objectContaining({ kind: 'admin_adjustment', amount_nano: '12000000000' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0].token_hash).toBeUndefined();
    expect(data.referrals).toEqual([{ nickname: referred.identity.nickname, joined_at: expect.any(String) }]);
    expect(data.orders).toEqual([]);
    expect(data.withdrawals).toEqual([]);
    expect(data.supportTickets).toEqual([]);
    expect(data.decisions).toEqual([]);
    expect(data.kyc.status).toBe('pending');
    expect(data.kyc.submissions).toHaveLength(1);
    expect(data.kyc.submissions[0]).toMatchObject({ status: 'pending', first_name: 'Jeanne', files: expect.any(Array) });
    expect(data.kyc.submissions[0].files).toHaveLength(3);
    for (const name of data.kyc.submissions[0].files) expect(files[name]?.[0]).toBe(0xff); // a JPEG starts 0xFF 0xD8
    expect(data.consentHistory[0]).toMatchObject({ event: 'terms_accepted_at_sign_up' });

    // The referred player sees their referrer by nickname only, nothing else of them.
    const theirs = JSON.parse(strFromU8(unzipSync((await download(referred.client)).bytes)['data.json']!));
    expect(theirs.profile.referred_by).toBe(referrer.identity.nickname);
    expect(JSON.stringify(theirs)).not.toContain(referrer.identity.email);
  });

  it('is given at most once an hour (429 rate_limited with the time it is possible again), under the test clock', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(client);
    expect((await download(client)).status).toBe(200);
    const again = await client.get('/api/me/export');
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('rate_limited');
    const retryAt = new Date(again.body.error.details.retryAt).getTime();
    expect(retryAt).toBeGreaterThan(t.clock.now().getTime());
    expect(retryAt).toBeLessThanOrEqual(t.clock.now().getTime() + MY_DATA.exportIntervalMs);
    t.clock.advance(MY_DATA.exportIntervalMs + 1000);
    await reauthenticate(client);
    expect((await download(client)).status).toBe(200);
  });

  it('two parallel exports: one is built, the other refused', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(client);
    const statuses = (await Promise.all([download(client), download(client), download(client)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429, 429]);
  });

  it('needs a session', async () => {
    expect((await new ApiClient(t.baseUrl).get('/api/me/export')).status).toBe(401);
  });

  it('needs a re-authenticated session: a stolen cookie alone downloads no identity details or photos', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await submitKyc(client);
    const { secret } = await enrolTotp(t, client);
    t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1_000);
    const refused = await download(client);
    expect(refused.status).toBe(403);
    const body = JSON.parse(Buffer.from(refused.bytes).toString());
    expect(body.error).toMatchObject({ code: 'reauthentication_required', details: { methods: { password: true, code: true, passkey: false } } });
    // The password alone does not re-authenticate an account with two-step sign-in.
    expect((await client.post('/api/me/reauth', { password: STRONG_PASSWORD })).body.error.code).toBe('second_factor_required');
    expect((await download(client)).status).toBe(403);
    await reauthenticate(client, { otp: nextTotpCode(t, secret) });
    expect((await download(client)).status).toBe(200);
  });
});

describe('DELETE /api/me', () => {
  it('answers bad or missing fields with validation_failed', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    for (const body of [{}, { password: 42 }, { password: '' }, { password: STRONG_PASSWORD, extra: true }, { password: STRONG_PASSWORD, otp: 'x'.repeat(100) }, 'not json', []]) {
      const response = await deleteMe(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('refuses a wrong password, counted like a failed sign-in', async () => {
    const { client, user, identity } = await registerUser(t.baseUrl, t.sent);
    const response = await deleteMe(client, { password: 'Wrong!pass1' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_credentials');
    expect((await t.db.query('SELECT 1 FROM login_failures WHERE user_id = $1', [user.id])).rowCount).toBe(1);
    for (let i = 0; i < 4; i++) await deleteMe(client, { password: 'Wrong!pass1' });
    // Locked now, even with the right password.
    expect((await deleteMe(client, { password: identity.password })).body.error.code).toBe('too_many_attempts');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('with two-step sign-in on, needs a current code or a recovery code besides the password', async () => {
    const { client, user, identity } = await registerUser(t.baseUrl, t.sent);
    const { secret, recoveryCodes } = await enrolTotp(t, client);
    const without = await deleteMe(client, { password: identity.password });
    expect(without.status).toBe(401);
    expect(without.body.error.code).toBe('second_factor_required');
    const wrong = await deleteMe(client, { password: identity.password, otp: '000000' });
    expect(wrong.body.error.code).toBe('second_factor_invalid');
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await t.db.query('SELECT deleted_at FROM users WHERE id = $1', [user.id])).rows[0].deleted_at).toBeNull();
    expect((await deleteMe(client, { password: identity.password, otp: nextTotpCode(t, secret) })).status).toBe(202);
    // Its factor goes with it.
    expect((await t.db.query('SELECT 1 FROM totp_factors WHERE user_id = $1', [user.id])).rowCount).toBe(0);
    expect(recoveryCodes.length).toBeGreaterThan(0);
    expect((await t.db.query('SELECT 1 FROM totp_recovery_codes WHERE user_id = $1', [user.id])).rowCount).toBe(0);
  });

  it('is refused while a withdrawal is pending or a game round is open', async () => {
    const p = await withdrawalReadyUser(t, admin, 300_000);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
    const pending = await deleteMe(p.client, { password: p.identity.password });
    expect(pending.status).toBe(409);
    expect(pending.body.error.code).toBe('withdrawal_pending');

    const gamer = await registerUser(t.baseUrl, t.sent);
    await adjustBalance(admin, gamer.user.id, 100);
    expect((await gamer.client.post('/api/games/towers/play', { stake: nano('10'), difficulty: 'easy' })).status).toBe(200);
    const playing = await deleteMe(gamer.client, { password: gamer.identity.password });
    expect(playing.status).toBe(409);
    expect(playing.body.error.code).toBe('round_active');
    expect((await gamer.client.get('/api/me')).status).toBe(200);
  });

  it('erases the person, forfeits the balance in one ledger row and keeps the ledger exact', async () => {
    const referrer = await registerUser(t.baseUrl, t.sent);
    const gone = await registerUser(t.baseUrl, t.sent, { referralCode: referrer.user.referralCode });
    const other = new ApiClient(t.baseUrl);
    expect((await other.post('/api/auth/login', { email: gone.identity.email, password: gone.identity.password })).status).toBe(200);
    await adjustBalance(admin, gone.user.id, 1_000_000);
    await submitKyc(gone.client);
    // A keyed request's stored answer names the person too (decision 053).
    expect((await gone.client.request('POST', '/api/mining/start', undefined, { 'idempotency-key': 'start-before-deletion' })).status).toBe(201);
    const files = await kycFilesOf(gone.user.id);
    expect(files).toHaveLength(3);
    expect((await referrer.client.get('/api/referrals')).body.items.map((r: { nickname: string }) => r.nickname)).toContain(gone.identity.nickname);

    const response = await deleteMe(gone.client, { password: gone.identity.password });
    expect(response.status).toBe(202);
    expect(response.headers.get('set-cookie')).toMatch(/fre_session=;/);

    // Signed out everywhere, and no way back in.
    expect((await gone.client.get('/api/me')).status).toBe(401);
    expect((await other.get('/api/me')).status).toBe(401);
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: gone.identity.email, password: gone.identity.password });
    expect(login.status).toBe(401);
    expect(login.body.error.code).toBe('invalid_credentials');

    // What named the person is gone from the kept row.
    const row = (await t.db.query('SELECT * FROM users WHERE id = $1', [gone.user.id])).rows[0];
    expect(row).toMatchObject({ email_verified: false, password_hash: null, ton_wallet: null, telegram_username: null, referred_by: null, balance_nano: 0n });
    expect(row.email).toMatch(/^deleted-[0-9a-f]{32}@deleted\.invalid$/);
    expect(row.nickname).toMatch(/^~[0-9a-f]{19}$/);
    expect(row.deleted_at).toBeInstanceOf(Date);
    for (const table of ['auth_sessions', 'abuse_signals', 'notifications', 'push_subscriptions', 'email_tokens']) {
      expect((await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [gone.user.id])).rowCount, table).toBe(0);
    }
    expect((await t.db.query('SELECT 1 FROM idempotency_keys WHERE scope = $1', [`user:${gone.user.id}`])).rowCount, 'idempotency_keys').toBe(0);
    const kyc = (await t.db.query('SELECT * FROM kyc_submissions WHERE user_id = $1', [gone.user.id])).rows[0];
    expect(kyc).toMatchObject({ status: 'pending', first_name: null, last_name: null, address: null, phone: null, date_of_birth: null });
    expect(kyc.files_deleted_at).toBeInstanceOf(Date);
    for (const key of files) expect(await exists(key)).toBe(false);

    // The money stays exact: the balance went out in one row, linked to the pseudonymous id.
    const forfeit = (await t.db.query("SELECT amount_nano, ref FROM ledger WHERE user_id = $1 AND kind = 'account_deleted'", [gone.user.id])).rows;
    expect(forfeit).toEqual([{ amount_nano: -1_000_000_000_000_000n, ref: gone.user.id }]);
    expect(await ledgerSum(t.db, gone.user.id)).toBe(0n);
    const report = await verifyLedger(t.db);
    expect(report.checks.filter((check) => check.failures > 0)).toEqual([]);

    // The email and nickname are free again; nobody lists the person any more.
    const again = new ApiClient(t.baseUrl);
    expect((await again.post('/api/auth/register', { ...gone.identity, confirmPassword: gone.identity.password })).status).toBe(201);
    expect((await referrer.client.get('/api/referrals')).body.items).toEqual([]);
    const search = await asAdmin(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(row.email)}`);
    expect(search.status).toBe(200);
    expect(search.body.items).toEqual([]);
    const audit = await asAdmin(admin, 'GET', '/api/admin/audit?action=account_deleted');
    expect(audit.body.items.find((item: { targetId: string }) => item.targetId === gone.user.id)).toMatchObject({ actorLabel: 'deleted account' });
  });

  it('takes the deleted player off the leaderboard', async () => {
    const top = await registerUser(t.baseUrl, t.sent);
    // A bonus code counts as mined: it puts this player at the top of the board.
    const code = await createBonusCode(admin, { type: 'fre', rewardValue: nano('900000') });
    expect((await top.client.post('/api/bonus-codes/redeem', { code: code.code })).status).toBe(200);
    expect((await top.client.request('DELETE', '/api/me', { password: top.identity.password })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // past the board's few-second cache
    const viewer = await registerUser(t.baseUrl, t.sent);
    const board = (await viewer.client.get('/api/leaderboard')).body;
    expect(board.top.map((row: { nickname: string }) => row.nickname)).not.toContain(top.identity.nickname);
    expect(board.top.some((row: { nickname: string }) => row.nickname.startsWith('~'))).toBe(false);
  });

  it('parallel deletion and withdrawal request: exactly one wins and the ledger stays exact', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await withdrawalReadyUser(t, admin, 300_000);
      const [deleted, withdrawal] = await Promise.all([
        deleteMe(p.client, { password: p.identity.password }),
        p.client.post('/api/withdrawals', { amount: nano('250000') }),
      ]);
      const wins = [deleted.status === 202, withdrawal.status === 201].filter(Boolean).length;
      expect(wins, JSON.stringify([deleted.body, withdrawal.body])).toBe(1);
      if (deleted.status !== 202) expect(deleted.body.error.code).toBe('withdrawal_pending');
      if (deleted.status === 202) {
        // Their earlier entries (the wallet link) are append-only: the back office reads them as "deleted account".
        const mine = await asAdmin(admin, 'GET', `/api/admin/audit?actorId=${p.user.id}`);
        expect(mine.body.items.length).toBeGreaterThan(0);
        expect(mine.body.items.every((entry: { actorLabel: string }) => entry.actorLabel === 'deleted account')).toBe(true);
      }
      const sum = await ledgerSum(t.db, p.user.id);
      const balance = (await t.db.query('SELECT balance_nano FROM users WHERE id = $1', [p.user.id])).rows[0].balance_nano;
      expect(sum).toBe(balance);
    }
    const report = await verifyLedger(t.db);
    expect(report.checks.filter((check) => check.failures > 0)).toEqual([]);
  });
});

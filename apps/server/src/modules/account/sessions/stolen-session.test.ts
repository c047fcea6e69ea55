/**
 * A stolen session is not a stolen account (decision 039): what an attacker holding only a
 * player's cookie, or their password too, tried in the attack pass of 2026-11-27, each refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD } from '#server-test/api-client.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { reauthenticate, resetPassword } from '#server-test/reauth-helpers.ts';
import { addPasskey, passkeyAnswer } from '#server-test/passkey-helpers.ts';
import type { SoftwareAuthenticator } from '#server-test/software-authenticator.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { makeWallet } from '#server-test/ton-wallet.ts';
import { ageSecondFactors, enrolTotp } from '#server-test/two-step-helpers.ts';
import { proofPayload, serverSeconds } from '#server-test/wallet-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

const APP_URL = 'https://fre.example';
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp({ APP_URL, TON_PROOF_DOMAIN: 'localhost:3000' });
  admin = await adminClient(t);
});
afterAll(() => t.close());

const errorCode = (response: { body: { error?: { code?: string } } | null }) => response.body?.error?.code;

/** Another client holding the same session cookie: what a thief has. */
function thiefOf(client: ApiClient): ApiClient {
  const thief = new ApiClient(t.baseUrl);
  thief.cookie = client.cookie;
  return thief;
}

describe('a stolen cookie alone', () => {
  it('on an account with two-step on and KYC approved: links no wallet, adds no passkey, reads no export, moves no money', async () => {
    const victim = await withdrawalReadyUser(t, admin, 300_000, { wallet: false });
    await enrolTotp(t, victim.client);
    await ageSecondFactors(t, victim.user.id);
    t.clock.advance(11 * 60_000);
    const thief = thiefOf(victim.client);
    expect((await thief.get('/api/me')).status).toBe(200);

    const attacker = await makeWallet('v4r2');
    const link = await thief.post('/api/wallet/link', attacker.proof(await proofPayload(thief), { timestamp: serverSeconds(t) }));
    expect([link.status, errorCode(link)]).toEqual([403, 'reauthentication_required']);
    expect(link.body.error.details.methods).toEqual({ password: true, code: true, passkey: false, telegram: false });
    for (const [method, path] of [['POST', '/api/me/passkeys/options'], ['POST', '/api/me/2fa/totp'], ['POST', '/api/me/2fa/recovery-codes'], ['GET', '/api/me/export'], ['DELETE', '/api/wallet']] as const) {
      const refused = await thief.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([refused.status, errorCode(refused)], `${method} ${path}`).toEqual([403, 'reauthentication_required']);
    }
    // Guessing the password to re-authenticate is a guess like at sign-in: counted, then locked.
    for (let i = 0; i < 5; i++) expect(errorCode(await thief.post('/api/me/reauth', { password: `Guess${i}!pass` }))).toBe('invalid_credentials');
    expect(errorCode(await thief.post('/api/me/reauth', { password: STRONG_PASSWORD, otp: '000000' }))).toBe('too_many_attempts');
    expect(errorCode(await thief.post('/api/withdrawals', { amount: nano('250000') }))).toBe('wallet_required');

    const me = (await victim.client.get('/api/me')).body.user;
    expect(me.tonWallet).toBeNull();
    expect(me.balance).toBe((300_000n * NANO_PER_FRE).toString());
    expect(await ledgerSum(t.db, victim.user.id)).toBe(300_000n * NANO_PER_FRE);
    expect((await victim.client.get('/api/me/passkeys')).body.passkeys).toEqual([]);
  });

  it('on an account protected by a passkey only: the password alone adds no second passkey and deletes nothing', async () => {
    const victim = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(victim.client);
    await addPasskey(victim.client, APP_URL);
    t.clock.advance(11 * 60_000);
    const thief = thiefOf(victim.client);

    const passwordOnly = await thief.post('/api/me/reauth', { password: STRONG_PASSWORD });
    expect([passwordOnly.status, errorCode(passwordOnly)]).toEqual([401, 'second_factor_required']);
    expect(passwordOnly.body.error.details.methods).toEqual({ code: false, passkey: true });
    expect(errorCode(await thief.post('/api/me/passkeys/options'))).toBe('reauthentication_required');
    expect(errorCode(await thief.request('DELETE', '/api/me', { password: STRONG_PASSWORD }))).toBe('second_factor_required');
    expect((await victim.client.get('/api/me')).status).toBe(200);
    expect((await victim.client.get('/api/me/passkeys')).body.passkeys).toHaveLength(1);
  });

  it('the owner re-authenticates with the passkey alone, which stands for both factors', async () => {
    const owner = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(owner.client);
    const authenticator = await addPasskey(owner.client, APP_URL);
    t.clock.advance(11 * 60_000);
    expect(errorCode(await owner.client.post('/api/me/passkeys/options'))).toBe('reauthentication_required');
    expect((await owner.client.post('/api/me/reauth', { passkey: await passkeyAnswer(owner.client, authenticator) })).status).toBe(204);
    await addPasskey(owner.client, APP_URL);
    expect((await owner.client.get('/api/me/passkeys')).body.passkeys).toHaveLength(2);
  });
});

describe('a new passkey', () => {
  it('cannot approve a withdrawal for 48 hours: a key planted by a thief waits as a new wallet does', async () => {
    const player = await withdrawalReadyUser(t, admin, 300_000);
    await reauthenticate(player.client);
    const authenticator = await addPasskey(player.client, APP_URL);
    const refused = await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: await passkeyAnswer(player.client, authenticator) });
    expect([refused.status, errorCode(refused)]).toEqual([403, 'credential_recently_added']);
    await ageSecondFactors(t, player.user.id);
    expect((await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: await passkeyAnswer(player.client, authenticator) })).status).toBe(201);
  });
});

describe('a password reset', () => {
  it('pauses the passkeys: none signs in until the player keeps it from a re-authenticated session', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(player.client);
    const planted = await addPasskey(player.client, APP_URL);
    const own = await addPasskey(player.client, APP_URL);
    await resetPassword(t.baseUrl, t.sent, player.identity.email, 'N3w!password');
    // Every session ended with the reset, the thief's included.
    expect((await player.client.get('/api/me')).status).toBe(401);

    const signIn = async (authenticator: SoftwareAuthenticator) => {
      const browser = new ApiClient(t.baseUrl);
      return { browser, answer: await browser.post('/api/auth/passkey', { response: authenticator.assert((await browser.post('/api/auth/passkey/options')).body) }) };
    };
    const paused = (await signIn(planted)).answer;
    expect([paused.status, errorCode(paused)]).toEqual([401, 'passkey_paused']);

    const owner = new ApiClient(t.baseUrl);
    expect((await owner.post('/api/auth/login', { email: player.identity.email, password: 'N3w!password' })).status).toBe(200);
    const listed = (await owner.get('/api/me/passkeys')).body.passkeys as { id: string; pausedAt: string | null }[];
    expect(listed.map((passkey) => passkey.pausedAt)).toEqual([expect.any(String), expect.any(String)]);
    const [plantedId, ownId] = listed.map((passkey) => passkey.id);
    expect(errorCode(await owner.post(`/api/me/passkeys/${ownId}/keep`))).toBe('reauthentication_required');
    // Inside the signed-in session a paused passkey still proves the person: the owner keeps theirs, removes the other.
    expect((await owner.post('/api/me/reauth', { password: 'N3w!password', passkey: await passkeyAnswer(owner, own) })).status).toBe(204);
    const kept = await owner.post(`/api/me/passkeys/${ownId}/keep`);
    expect([kept.status, kept.body.passkey.pausedAt]).toEqual([200, null]);
    expect((await owner.request('DELETE', `/api/me/passkeys/${plantedId}`)).status).toBe(204);
    expect((await signIn(own)).answer.status).toBe(200);
    expect(errorCode((await signIn(planted)).answer)).toBe('passkey_invalid');
  });

  it("leaves an admin whose second factor is a paused passkey with a shut gate until it is kept", async () => {
    const passkeyAdmin = await adminClient(t, { withSecondFactor: false });
    await reauthenticate(passkeyAdmin.client);
    const authenticator = await addPasskey(passkeyAdmin.client, APP_URL);
    expect((await passkeyAdmin.client.request('PUT', '/api/admin/access-code', { newCode: 'paused-admin-1' })).status).toBe(204);
    await resetPassword(t.baseUrl, t.sent, passkeyAdmin.email, 'N3w!password');

    // A paused passkey does not sign in, so the password does; the back office stays shut.
    const browser = new ApiClient(t.baseUrl);
    expect((await browser.post('/api/auth/login', { email: passkeyAdmin.email, password: 'N3w!password' })).status).toBe(200);
    expect((await browser.get('/api/admin/gate')).body).toMatchObject({ secondFactor: false, unlocked: false });
    expect(errorCode(await browser.post('/api/admin/unlock', { code: 'paused-admin-1' }))).toBe('second_factor_setup_required');

    const [passkey] = (await browser.get('/api/me/passkeys')).body.passkeys;
    expect((await browser.post('/api/me/reauth', { passkey: await passkeyAnswer(browser, authenticator) })).status).toBe(204);
    expect((await browser.post(`/api/me/passkeys/${passkey.id}/keep`)).status).toBe(200);
    expect((await browser.post('/api/admin/unlock', { code: 'paused-admin-1' })).status).toBe(204);
    expect((await browser.get('/api/admin/overview')).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD } from '#server-test/api-client.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { addPasskey as addOne, passkeyAnswer } from '#server-test/passkey-helpers.ts';
import { SoftwareAuthenticator } from '#server-test/software-authenticator.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { ageSecondFactors } from '#server-test/two-step-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

const APP_URL = 'https://fre.example';
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp({ APP_URL, TON_PROOF_DOMAIN: 'localhost:3000' });
  admin = await adminClient(t);
});
afterAll(() => t.close());

/** Adds a passkey from a session re-authenticated with the password (an account without a second factor yet). */
async function addPasskey(client: ApiClient, authenticator = new SoftwareAuthenticator(APP_URL)) {
  await reauthenticate(client);
  return addOne(client, APP_URL, authenticator);
}

describe('a passkey as the person behind a money move', () => {
  it('lets an account whose only second factor is a passkey delete itself with it', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const authenticator = await addPasskey(player.client);
    const without = await player.client.request('DELETE', '/api/me', { password: player.identity.password });
    expect(without.status).toBe(401);
    expect(without.body.error.code).toBe('second_factor_required');
    const answer = await passkeyAnswer(player.client, authenticator);
    expect((await player.client.request('DELETE', '/api/me', { password: player.identity.password, passkey: answer })).status).toBe(202);
    expect((await player.client.get('/api/me')).status).toBe(401);
  });

  it('makes a withdrawal need the passkey, takes its answer once, and keeps the ledger exact', async () => {
    const player = await withdrawalReadyUser(t, admin, 600_000);
    const authenticator = await addPasskey(player.client);
    await ageSecondFactors(t, player.user.id);
    const without = await player.client.post('/api/withdrawals', { amount: nano('250000') });
    expect(without.status).toBe(401);
    expect(without.body.error.code).toBe('second_factor_required');
    const answer = await passkeyAnswer(player.client, authenticator);
    const confirmed = await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: answer });
    expect(confirmed.status).toBe(201);
    const replayed = await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: answer });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('passkey_invalid');
    expect((await player.client.get('/api/me')).body.user.balance).toBe((350_000n * NANO_PER_FRE).toString());
    expect(await ledgerSum(t.db, player.user.id)).toBe(350_000n * NANO_PER_FRE);
  });

  it('refuses an answer to another account\'s challenge, to a sign-in challenge, or from another account\'s passkey', async () => {
    const player = await withdrawalReadyUser(t, admin, 300_000);
    const mine = await addPasskey(player.client);
    await ageSecondFactors(t, player.user.id);
    const other = await registerUser(t.baseUrl, t.sent);
    const theirs = await addPasskey(other.client);
    // Their passkey answering my challenge.
    const options = (await player.client.post('/api/me/passkeys/assertion-options')).body;
    const foreign = theirs.assert({ ...options, allowCredentials: [] });
    expect((await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: foreign })).body.error.code).toBe('passkey_invalid');
    // My passkey answering their challenge.
    const theirChallenge = (await other.client.post('/api/me/passkeys/assertion-options')).body;
    const misdirected = mine.assert({ ...theirChallenge, allowCredentials: [] });
    expect((await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: misdirected })).body.error.code).toBe('passkey_invalid');
    // A sign-in challenge is not a confirmation.
    const signIn = mine.assert((await new ApiClient(t.baseUrl).post('/api/auth/passkey/options')).body);
    expect((await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: signIn })).body.error.code).toBe('passkey_invalid');
    expect(await ledgerSum(t.db, player.user.id)).toBe(300_000n * NANO_PER_FRE);
  });

  it('lets the password alone still sign in an account with passkeys only: what they guard is the money', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    await addPasskey(player.client);
    const signedIn = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: player.identity.email, password: player.identity.password });
    expect(signedIn.status).toBe(200);
  });

  it('opens the back office to an admin whose second factor is a passkey', async () => {
    const passwordOnly = await adminClient(t, { withSecondFactor: false });
    expect((await passwordOnly.client.request('PUT', '/api/admin/access-code', { newCode: 'passkey-admin-1' })).body.error.code).toBe('second_factor_setup_required');
    await addPasskey(passwordOnly.client);
    expect((await passwordOnly.client.get('/api/admin/gate')).body).toMatchObject({ secondFactor: true });
    expect((await passwordOnly.client.request('PUT', '/api/admin/access-code', { newCode: 'passkey-admin-1' })).status).toBe(204);
    expect((await passwordOnly.client.get('/api/admin/overview')).status).toBe(200);
  });

  it("refuses an admin's password alone once their second factor is a passkey: they sign in with it", async () => {
    const admin = await adminClient(t, { withSecondFactor: false });
    const authenticator = await addPasskey(admin.client);
    const password = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: admin.email, password: STRONG_PASSWORD });
    expect(password.status).toBe(401);
    expect(password.body.error.code).toBe('second_factor_required');
    const browser = new ApiClient(t.baseUrl);
    const signedIn = await browser.post('/api/auth/passkey', { response: authenticator.assert((await browser.post('/api/auth/passkey/options')).body) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe('admin');
  });

  it('has no confirmation challenge for an account without passkeys', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    expect((await client.post('/api/me/passkeys/assertion-options')).status).toBe(404);
  });

  it('refuses a malformed passkey answer on a withdrawal as validation_failed', async () => {
    const player = await withdrawalReadyUser(t, admin, 300_000);
    const response = await player.client.post('/api/withdrawals', { amount: nano('250000'), passkey: { id: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });
});

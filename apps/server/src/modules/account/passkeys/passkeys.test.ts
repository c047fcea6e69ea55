import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { SoftwareAuthenticator } from '#server-test/software-authenticator.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const APP_URL = 'https://fre.example';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_URL, LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

/** A player whose session is re-authenticated, as adding a passkey needs (decision 039). */
async function player() {
  const registered = await registerUser(t.baseUrl, t.sent);
  await reauthenticate(registered.client);
  return registered;
}

async function addPasskey(client: ApiClient, authenticator: SoftwareAuthenticator, name = 'Mon téléphone') {
  const options = await client.post('/api/me/passkeys/options');
  expect(options.status).toBe(200);
  return client.post('/api/me/passkeys', { response: authenticator.register(options.body), name });
}

/** A player with one passkey on their own authenticator. */
async function playerWithPasskey(name?: string) {
  const registered = await player();
  const authenticator = new SoftwareAuthenticator(APP_URL);
  const added = await addPasskey(registered.client, authenticator, name);
  expect(added.status).toBe(201);
  return { ...registered, authenticator, passkey: added.body.passkey as { id: string; name: string } };
}

async function signInWith(authenticator: SoftwareAuthenticator, client = new ApiClient(t.baseUrl)) {
  const options = await client.post('/api/auth/passkey/options');
  expect(options.status).toBe(200);
  return { client, response: await client.post('/api/auth/passkey', { response: authenticator.assert(options.body) }) };
}

describe('adding a passkey', () => {
  it('offers discoverable-credential options bound to APP_URL and lists the passkey once added', async () => {
    const { client, identity } = await player();
    const options = await client.post('/api/me/passkeys/options');
    expect(options.body).toMatchObject({
      rp: { id: 'fre.example', name: 'FRE Mining' },
      user: { name: identity.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    const authenticator = new SoftwareAuthenticator(APP_URL);
    const added = await client.post('/api/me/passkeys', { response: authenticator.register(options.body), name: '  Mon téléphone ' });
    expect(added.status).toBe(201);
    expect(added.body.passkey).toMatchObject({ name: 'Mon téléphone', lastUsedAt: null });
    const list = await client.get('/api/me/passkeys');
    expect(list.body.passkeys).toEqual([added.body.passkey]);
    const again = await client.post('/api/me/passkeys/options');
    expect(again.body.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.credentials[0]!.id.toString('base64url') })]);
  });

  it('sends the owner a security notice', async () => {
    const { identity } = await playerWithPasskey();
    expect(t.sent.filter((mail) => mail.to === identity.email).length).toBeGreaterThanOrEqual(2);
  });

  it('spends the challenge once: the same answer sent again is refused', async () => {
    const { client } = await player();
    const options = await client.post('/api/me/passkeys/options');
    const response = new SoftwareAuthenticator(APP_URL).register(options.body);
    expect((await client.post('/api/me/passkeys', { response, name: 'A' })).status).toBe(201);
    const replayed = await client.post('/api/me/passkeys', { response, name: 'B' });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('passkey_invalid');
  });

  it('refuses an answer for another site, another account\'s challenge or an expired one', async () => {
    const { client } = await player();
    const other = await player();
    const phishing = await client.post('/api/me/passkeys/options');
    const wrongOrigin = new SoftwareAuthenticator('https://fre-example.evil').register({ ...phishing.body, rp: { id: 'fre.example' } });
    expect((await client.post('/api/me/passkeys', { response: wrongOrigin, name: 'A' })).body.error.code).toBe('passkey_invalid');
    const othersChallenge = await other.client.post('/api/me/passkeys/options');
    const stolen = new SoftwareAuthenticator(APP_URL).register(othersChallenge.body);
    expect((await client.post('/api/me/passkeys', { response: stolen, name: 'A' })).body.error.code).toBe('passkey_invalid');
    const late = await client.post('/api/me/passkeys/options');
    await t.clock.advance(6 * 60_000);
    const expired = await client.post('/api/me/passkeys', { response: new SoftwareAuthenticator(APP_URL).register(late.body), name: 'A' });
    expect(expired.body.error.code).toBe('passkey_invalid');
  });

  it('needs a session', async () => {
    const anonymous = new ApiClient(t.baseUrl);
    expect((await anonymous.post('/api/me/passkeys/options')).status).toBe(401);
    expect((await anonymous.get('/api/me/passkeys')).status).toBe(401);
  });
});

describe('naming and removing', () => {
  it('renames and removes the account\'s own passkey; another account\'s id is not found', async () => {
    const owner = await playerWithPasskey();
    const stranger = await player();
    const path = `/api/me/passkeys/${owner.passkey.id}`;
    expect((await stranger.client.patch(path, { name: 'Volé' })).status).toBe(404);
    expect((await stranger.client.request('DELETE', path)).status).toBe(404);
    const renamed = await owner.client.patch(path, { name: 'Ordinateur' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey.name).toBe('Ordinateur');
    const mails = t.sent.length;
    expect((await owner.client.request('DELETE', path)).status).toBe(204);
    expect(t.sent.slice(mails).some((mail) => mail.to === owner.identity.email)).toBe(true);
    expect((await owner.client.get('/api/me/passkeys')).body.passkeys).toEqual([]);
    expect((await owner.client.request('DELETE', path)).status).toBe(404);
    // A removed passkey signs no one in.
    expect((await signInWith(owner.authenticator)).response.body.error.code).toBe('passkey_invalid');
  });
});

describe('signing in with a passkey', () => {
  it('opens a session like a password sign-in, with no code asked, and records the use', async () => {
    const { identity, authenticator, passkey } = await playerWithPasskey();
    const options = await new ApiClient(t.baseUrl).post('/api/auth/passkey/options');
    expect(options.body).toMatchObject({ rpId: 'fre.example', userVerification: 'required' });
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const { client, response } = await signInWith(authenticator);
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(identity.email);
    expect(response.headers.get('set-cookie')).toMatch(/fre_session=.*HttpOnly/i);
    expect((await client.get('/api/me')).body.user.email).toBe(identity.email);
    const listed = (await client.get('/api/me/passkeys')).body.passkeys;
    expect(listed).toEqual([expect.objectContaining({ id: passkey.id, lastUsedAt: expect.any(String) })]);
  });

  it('gives a bearer token when asked, as the password sign-in does', async () => {
    const { authenticator } = await playerWithPasskey();
    const client = new ApiClient(t.baseUrl);
    const options = await client.post('/api/auth/passkey/options');
    const signedIn = await client.post('/api/auth/passkey', { response: authenticator.assert(options.body), bearer: true });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect(signedIn.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a replayed answer: each challenge signs in once', async () => {
    const { authenticator } = await playerWithPasskey();
    const client = new ApiClient(t.baseUrl);
    const options = await client.post('/api/auth/passkey/options');
    const answer = authenticator.assert(options.body);
    expect((await client.post('/api/auth/passkey', { response: answer })).status).toBe(200);
    const replayed = await new ApiClient(t.baseUrl).post('/api/auth/passkey', { response: answer });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('passkey_invalid');
  });

  it('lets exactly one of two parallel uses of one answer through', async () => {
    const { authenticator } = await playerWithPasskey();
    const options = await new ApiClient(t.baseUrl).post('/api/auth/passkey/options');
    const answer = authenticator.assert(options.body);
    const results = await Promise.all([0, 1, 2].map(() => new ApiClient(t.baseUrl).post('/api/auth/passkey', { response: answer })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a wrong signature, an unverified user, a counter that went back and an unknown credential', async () => {
    const { authenticator } = await playerWithPasskey();
    const client = new ApiClient(t.baseUrl);
    const forged = authenticator.assert((await client.post('/api/auth/passkey/options')).body);
    const signature = Buffer.from(forged.response.signature, 'base64url');
    signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0x01, signature.length - 1);
    const badSignature = await client.post('/api/auth/passkey', { response: { ...forged, response: { ...forged.response, signature: signature.toString('base64url') } } });
    expect(badSignature.status).toBe(400);
    expect(badSignature.body.error.code).toBe('passkey_invalid');

    const unverified = authenticator.assert((await client.post('/api/auth/passkey/options')).body, { userVerified: false });
    expect((await client.post('/api/auth/passkey', { response: unverified })).body.error.code).toBe('passkey_invalid');

    // A clone of the authenticator, behind the original: its counter does not grow.
    expect((await signInWith(authenticator)).response.status).toBe(200);
    authenticator.credentials[0]!.counter -= 2;
    expect((await signInWith(authenticator)).response.body.error.code).toBe('passkey_invalid');

    const stranger = new SoftwareAuthenticator(APP_URL);
    stranger.register({ challenge: 'x', rp: { id: 'fre.example' }, user: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    expect((await signInWith(stranger)).response.body.error.code).toBe('passkey_invalid');
    expect(client.cookie).toBeUndefined();
  });

  it('accepts authenticators whose counter stays at 0 (synced passkeys), every time', async () => {
    const registered = await player();
    const synced = new SoftwareAuthenticator(APP_URL, { countsSignatures: false });
    expect((await addPasskey(registered.client, synced)).status).toBe(201);
    expect((await signInWith(synced)).response.status).toBe(200);
    expect((await signInWith(synced)).response.status).toBe(200);
  });

  it('refuses a banned account like the password sign-in does', async () => {
    const { user, authenticator } = await playerWithPasskey();
    await t.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [user.id]);
    const { response } = await signInWith(authenticator);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('account_banned');
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['no response', { name: 'A' }],
    ['no name', { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'b' } } }],
    ['a name too long', { name: 'x'.repeat(41), response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'b' } } }],
    ['not base64url', { name: 'A', response: { id: 'a+b/', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'b' } } }],
    ['an oversized field', { name: 'A', response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'a'.repeat(5_000), attestationObject: 'b' } } }],
    ['an unknown field', { name: 'A', extra: 1, response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'b' } } }],
  ])('adding with %s: validation_failed', async (_, body) => {
    const { client } = await player();
    const response = await client.post('/api/me/passkeys', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('garbage that passes the schema is passkey_invalid, never a 500', async () => {
    const { client } = await player();
    await client.post('/api/me/passkeys/options');
    const added = await client.post('/api/me/passkeys', { name: 'A', response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'YWJj', attestationObject: 'YWJj' } } });
    expect(added.body.error.code).toBe('passkey_invalid');
    const signIn = await client.post('/api/auth/passkey', { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'YWJj', authenticatorData: 'YWJj', signature: 'YWJj' } } });
    expect(signIn.body.error.code).toBe('passkey_invalid');
  });

  it.each([
    ['PATCH', '/api/me/passkeys/not-a-uuid', { name: 'A' }],
    ['PATCH', '/api/me/passkeys/00000000-0000-4000-8000-000000000000', { name: '' }],
    ['PATCH', '/api/me/passkeys/00000000-0000-4000-8000-000000000000', {}],
    ['DELETE', '/api/me/passkeys/not-a-uuid', undefined],
    ['POST', '/api/auth/passkey', {}],
    ['POST', '/api/auth/passkey', { response: 'text' }],
    ['POST', '/api/auth/passkey', { response: { id: 'abc', rawId: 'abc', type: 'password', response: {} } }],
  ])('%s %s with a bad body: validation_failed', async (method, path, body) => {
    const { client } = await player();
    const response = await client.request(method, path, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });
});

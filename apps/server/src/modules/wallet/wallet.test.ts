import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, WALLET } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { makeWallet } from '#server-test/ton-wallet.ts';
import { freshProof, proofPayload, serverSeconds } from '#server-test/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
});
afterAll(() => t.close());

/** A player whose session is re-authenticated, as linking a wallet needs (decision 039). */
async function player() {
  const registered = await registerUser(t.baseUrl, t.sent);
  await reauthenticate(registered.client);
  return { ...registered, payload: () => proofPayload(registered.client) };
}
const nowSeconds = () => serverSeconds(t);

describe('ton_proof', () => {
  it.each(['v4r2', 'v5r1'] as const)('links a %s wallet with a valid proof', async (version) => {
    const wallet = await makeWallet(version);
    const p = await player();
    const linked = await p.client.post('/api/wallet/link', wallet.proof(await p.payload(), { timestamp: nowSeconds() }));
    expect(linked.status).toBe(200);
    expect(linked.body.user.tonWallet).toBe(wallet.address.toRawString());
    const audit = await t.db.query("SELECT action, target_id, after FROM audit_log WHERE actor_id = $1", [p.user.id]);
    expect(audit.rows[0]).toMatchObject({ action: 'credential_added', target_id: 'wallet', after: { label: wallet.address.toRawString(), kind: version } });
  });

  it('rejects a wrong domain, a stale or future timestamp, a tampered signature and another network', async () => {
    const wallet = await makeWallet('v4r2');
    const p = await player();
    const cases = [
      wallet.proof(await p.payload(), { timestamp: nowSeconds(), domain: 'evil.example' }),
      wallet.proof(await p.payload(), { timestamp: nowSeconds() - WALLET.proofMaxAgeMs / 1000 - 60 }),
      wallet.proof(await p.payload(), { timestamp: nowSeconds() + WALLET.proofMaxAgeMs / 1000 + 60 }),
      wallet.proof(await p.payload(), { timestamp: nowSeconds(), network: '-3' }),
    ];
    const tampered = wallet.proof(await p.payload(), { timestamp: nowSeconds() });
    const bytes = Buffer.from(tampered.proof.signature, 'base64');
    bytes[0] = bytes[0]! ^ 0xff;
    cases.push({ ...tampered, proof: { ...tampered.proof, signature: bytes.toString('base64') } });
    const reasons = [];
    for (const body of cases) {
      const response = await p.client.post('/api/wallet/link', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('wallet_proof_invalid');
      reasons.push(response.body.error.details.reason);
    }
    expect(reasons).toEqual(['domain', 'timestamp', 'timestamp', 'network', 'signature']);
    expect((await p.client.get('/api/me')).body.user.tonWallet).toBeNull();
  });

  it('rejects a key or address that does not match the stateInit', async () => {
    const wallet = await makeWallet('v5r1');
    const other = await makeWallet('v5r1');
    const p = await player();
    const wrongKey = { ...wallet.proof(await p.payload(), { timestamp: nowSeconds() }), publicKey: other.publicKey };
    expect((await p.client.post('/api/wallet/link', wrongKey)).body.error.details.reason).toBe('public_key');
    const wrongAddress = { ...wallet.proof(await p.payload(), { timestamp: nowSeconds() }), address: other.address.toRawString() };
    expect((await p.client.post('/api/wallet/link', wrongAddress)).body.error.details.reason).toBe('address');
    const signedByOther = wallet.proof(await p.payload(), { timestamp: nowSeconds(), signWith: other.secretKey });
    expect((await p.client.post('/api/wallet/link', signedByOther)).body.error.details.reason).toBe('signature');
  });

  it('refuses an unknown, reused, expired or foreign nonce', async () => {
    const wallet = await makeWallet('v4r2');
    const p = await player();
    const q = await player();
    expect((await p.client.post('/api/wallet/link', wallet.proof('f'.repeat(64), { timestamp: nowSeconds() }))).body.error.code).toBe('wallet_proof_expired');
    const foreign = await q.payload();
    expect((await p.client.post('/api/wallet/link', wallet.proof(foreign, { timestamp: nowSeconds() }))).body.error.code).toBe('wallet_proof_expired');
    const once = wallet.proof(await p.payload(), { timestamp: nowSeconds() });
    expect((await p.client.post('/api/wallet/link', once)).status).toBe(200);
    expect((await p.client.post('/api/wallet/link', once)).body.error.code).toBe('wallet_proof_expired');
    const late = await p.payload();
    t.clock.advance(WALLET.proofPayloadTtlMs + 1_000);
    await reauthenticate(p.client);
    expect((await p.client.post('/api/wallet/link', wallet.proof(late, { timestamp: nowSeconds() }))).body.error.code).toBe('wallet_proof_expired');
  });

  it('links the same proof sent twice in parallel once, and one wallet to one account only', async () => {
    const wallet = await makeWallet('v4r2');
    const p = await player();
    const body = await freshProof(t, p.client, wallet);
    const [a, b] = await Promise.all([p.client.post('/api/wallet/link', body), p.client.post('/api/wallet/link', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const audit = await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE actor_id = $1 AND action = 'credential_added' AND target_id = 'wallet'", [p.user.id]);
    expect(audit.rows[0].n).toBe(1);

    const q = await player();
    const taken = await q.client.post('/api/wallet/link', await freshProof(t, q.client, wallet));
    expect(taken.body.error.code).toBe('wallet_in_use');
    const unlinked = await p.client.request('DELETE', '/api/wallet');
    expect(unlinked.body.user.tonWallet).toBeNull();
    expect((await q.client.post('/api/wallet/link', await freshProof(t, q.client, wallet))).status).toBe(200);
  });

  it('needs a re-authenticated session to link, replace or unlink: a stolen cookie alone links nothing', async () => {
    const wallet = await makeWallet('v4r2');
    const registered = await registerUser(t.baseUrl, t.sent);
    const body = wallet.proof(await proofPayload(registered.client), { timestamp: nowSeconds() });
    const refused = await registered.client.post('/api/wallet/link', body);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'reauthentication_required', details: { methods: { password: true, code: false, passkey: false } } });
    expect((await registered.client.get('/api/me')).body.user.tonWallet).toBeNull();

    // The same proof goes through once the person proved themselves again: the nonce was not spent.
    await reauthenticate(registered.client);
    expect((await registered.client.post('/api/wallet/link', body)).status).toBe(200);

    t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1_000);
    expect((await registered.client.request('DELETE', '/api/wallet')).body.error.code).toBe('reauthentication_required');
    const replacement = await makeWallet('v5r1');
    const replaced = await registered.client.post('/api/wallet/link', replacement.proof(await proofPayload(registered.client), { timestamp: nowSeconds() }));
    expect(replaced.body.error.code).toBe('reauthentication_required');
    expect((await registered.client.get('/api/me')).body.user.tonWallet).toBe(wallet.address.toRawString());
  });

  it('serves the TON Connect manifest', async () => {
    const manifest = await (await fetch(`${t.baseUrl}/tonconnect-manifest.json`)).json();
    expect(manifest).toMatchObject({ name: 'FRE Mining', url: expect.stringMatching(/^http/), iconUrl: expect.stringContaining('/icon-192.png') });
  });
});

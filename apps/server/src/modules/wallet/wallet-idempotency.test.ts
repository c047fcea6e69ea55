import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { makeWallet } from '#server-test/ton-wallet.ts';
import { freshProof } from '#server-test/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
});
afterAll(() => t.close());

/** A player re-authenticated for a wallet link, with a signed proof ready to send. */
async function linking() {
  const player = await registerUser(t.baseUrl, t.sent);
  await reauthenticate(player.client);
  const wallet = await makeWallet('v4r2');
  return { ...player, wallet, proof: await freshProof(t, player.client, wallet) };
}
const link = (client: ApiClient, proof: unknown, key: string) => client.request('POST', '/api/wallet/link', proof, { 'idempotency-key': key });
const linksOf = async (userId: string) =>
  Number((await t.db.query<{ n: bigint }>("SELECT count(*) AS n FROM audit_log WHERE actor_id = $1 AND target_type = 'credential' AND target_id = 'wallet'", [userId])).rows[0]!.n);

describe('a wallet link with an Idempotency-Key', () => {
  it('sent twice in a row links once and answers the retry with the linked account, not wallet_proof_expired', async () => {
    const { client, user, proof } = await linking();
    const key = newKey();
    const first = await expectReplayedInARow(() => link(client, proof, key));
    expect(first.body.user.tonWallet).toBeTruthy();
    expect(await linksOf(user.id)).toBe(1);
  });

  it('sent ten times at once links once', async () => {
    const { client, user, proof } = await linking();
    const key = newKey();
    await expectOneOfTenApplied(() => link(client, proof, key));
    expect(await linksOf(user.id)).toBe(1);
  });

  it('is refused for another proof under the same key', async () => {
    const { client, user, proof, wallet } = await linking();
    const key = newKey();
    expect((await link(client, proof, key)).status).toBe(200);
    expectKeyReused(await link(client, await freshProof(t, client, wallet), key));
    expect(await linksOf(user.id)).toBe(1);
  });

  it('links once in each of two accounts sending the same key', async () => {
    const key = newKey();
    for (const { client, user, proof } of [await linking(), await linking()]) {
      const linked = await link(client, proof, key);
      expect([linked.status, linked.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await linksOf(user.id)).toBe(1);
    }
  });
});

/** Linking a TON wallet as the web app does: a server nonce, a ton_proof signed by a real wallet, then /api/wallet/link. */
import type { ApiClient } from './api-client.ts';
import { reauthenticate } from './reauth-helpers.ts';
import type { TestApp } from './test-app.ts';
import { makeWallet, type WalletVersion } from './ton-wallet.ts';

export type TestWallet = Awaited<ReturnType<typeof makeWallet>>;

/** The server's time in seconds (the test clock moves it), which proofs are checked against. */
export const serverSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);

export async function proofPayload(client: ApiClient): Promise<string> {
  const response = await client.post('/api/wallet/proof-payload');
  if (response.status !== 200) throw new Error(`proof-payload failed: ${JSON.stringify(response.body)}`);
  return response.body.payload;
}

/** The body of POST /api/wallet/link for a fresh nonce of this user, signed now (server time). */
export async function freshProof(t: TestApp, client: ApiClient, wallet: TestWallet) {
  return wallet.proof(await proofPayload(client), { timestamp: serverSeconds(t) });
}

/**
 * Links a new wallet of the given version to the user, re-authenticated first with its password
 * (an account without a second factor); throws unless the server accepts it.
 */
export async function linkWallet(t: TestApp, client: ApiClient, version: WalletVersion = 'v4r2'): Promise<TestWallet> {
  await reauthenticate(client);
  const wallet = await makeWallet(version);
  const linked = await client.post('/api/wallet/link', await freshProof(t, client, wallet));
  if (linked.status !== 200) throw new Error(`wallet link failed: ${JSON.stringify(linked.body)}`);
  return wallet;
}

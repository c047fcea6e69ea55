/** Passkeys used the way the web app uses them, with the software authenticator. */
import type { ApiClient } from './api-client.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

/**
 * Adds a passkey to the signed-in (and re-authenticated, decision 039) client; throws unless the
 * server keeps it. Returns the authenticator holding it.
 */
export async function addPasskey(client: ApiClient, appUrl: string, authenticator = new SoftwareAuthenticator(appUrl)): Promise<SoftwareAuthenticator> {
  const options = await client.post('/api/me/passkeys/options');
  if (options.status !== 200) throw new Error(`passkey options refused: ${JSON.stringify(options.body)}`);
  const added = await client.post('/api/me/passkeys', { response: authenticator.register(options.body), name: 'Téléphone' });
  if (added.status !== 201) throw new Error(`passkey refused: ${JSON.stringify(added.body)}`);
  return authenticator;
}

/** The answer to a confirmation challenge of the client's account, to send as `passkey` with a request that needs the person. */
export async function passkeyAnswer(client: ApiClient, authenticator: SoftwareAuthenticator) {
  return authenticator.assert((await client.post('/api/me/passkeys/assertion-options')).body);
}

import { api } from './api-client.ts';
import { reauthenticate } from './reauthentication.ts';

/**
 * Before an action that leaves the app and comes back to a guarded request (a wallet signing a
 * ton_proof), asks the person first if the session is not re-authenticated (decision 039): better
 * than a dialog after the player already approved in their wallet. False when they gave up.
 */
export async function ensureReauthenticated(): Promise<boolean> {
  const status = await api.get('/api/me/reauth');
  return status.until !== null || reauthenticate(status.methods);
}

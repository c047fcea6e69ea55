import type { Config } from '#server/config.ts';
import { loadOrCreateSecret } from '#server/lib/load-or-create-secret.ts';

export const CHALLENGE_SECRET_FILE = 'bot-challenge.secret';

/**
 * The HMAC key that signs challenges: BOT_CHALLENGE_SECRET, else generated once into the data
 * folder. Its own key, not the abuse signals' one: either can be rotated without the other
 * (rotating this one only refuses the challenges issued in the last few minutes).
 */
export function loadChallengeSecret(config: Pick<Config, 'dataDir' | 'botChallenge'>): Promise<Buffer> {
  return loadOrCreateSecret({ configured: config.botChallenge.secret, dataDir: config.dataDir, fileName: CHALLENGE_SECRET_FILE, purpose: 'bot challenge secret' });
}

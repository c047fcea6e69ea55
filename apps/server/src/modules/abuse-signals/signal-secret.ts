import type { Config } from '#server/config.ts';
import { loadOrCreateSecret } from '#server/lib/load-or-create-secret.ts';

export const SIGNAL_SECRET_FILE = 'abuse-signal.secret';

/**
 * The key of the signal hashes: ABUSE_SIGNAL_SECRET, else generated once into the data folder
 * (load-or-create-secret.ts says how instances starting together end with the same key).
 */
export function loadSignalSecret(config: Pick<Config, 'dataDir' | 'abuseSignalSecret'>): Promise<Buffer> {
  return loadOrCreateSecret({ configured: config.abuseSignalSecret, dataDir: config.dataDir, fileName: SIGNAL_SECRET_FILE, purpose: 'abuse signal secret' });
}

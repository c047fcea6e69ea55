import type { Config } from '#server/config.ts';
import { loadOrCreateSecret } from '#server/lib/load-or-create-secret.ts';

export const TOTP_KEY_FILE = 'totp-encryption.key';

const loaded = new Map<string, Promise<Buffer>>();

/**
 * The AES-256 key of the two-step secrets: TOTP_ENCRYPTION_KEY, else generated once into the data
 * folder. Loaded once per process (every sign-in with a code reads it). Every instance must use
 * the same key, or the codes of accounts enrolled elsewhere are refused.
 */
export function loadTotpKey(config: Pick<Config, 'dataDir' | 'totpEncryptionKey'>): Promise<Buffer> {
  const cacheKey = `${config.dataDir}\u0000${config.totpEncryptionKey ?? ''}`;
  let key = loaded.get(cacheKey);
  if (!key) {
    key = loadOrCreateSecret({ configured: config.totpEncryptionKey, dataDir: config.dataDir, fileName: TOTP_KEY_FILE, purpose: 'two-step encryption key' }).then(toKeyBytes);
    key.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, key);
  }
  return key;
}

/** The text of the key (64 hex digits or base64) as its 32 bytes. */
function toKeyBytes(text: Buffer): Buffer {
  const value = text.toString('utf8').trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new Error('The two-step encryption key must be 32 bytes (64 hex digits or base64)');
  return bytes;
}

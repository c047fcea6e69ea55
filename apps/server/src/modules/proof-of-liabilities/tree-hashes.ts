/** The hashes of the proof of liabilities on the server (docs/decisions/057), with node:crypto. */
import { createHash, createHmac } from 'node:crypto';

export const sha256 = (bytes: Uint8Array): Uint8Array => createHash('sha256').update(bytes).digest();

/** A leaf's reference: a keyed hash of the account, the key the snapshot's own (never the e-mail or id). */
export function accountReference(key: Uint8Array, userId: string): Uint8Array {
  return createHmac('sha256', key).update(userId).digest();
}

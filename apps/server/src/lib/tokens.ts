import { hash, randomBytes } from 'node:crypto';

/** An opaque secret for a link or a session; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Runs on every authenticated request: the one-shot hash skips the streaming Hash object. */
export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer');
}

import { createHash } from 'node:crypto';

/**
 * A bot challenge as GET /api/auth/challenge answers it, made here with a tiny maxnumber: the
 * web app's solver finds `number` in a few hashes (the server's own tests check real ones).
 */
export function challengeReply(number = 7, expiresAt = Date.now() + 5 * 60_000) {
  const salt = `a1b2c3d4e5f60718293a4b5c?expires=${Math.floor(expiresAt / 1000)}&`;
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return { status: 200, body: { algorithm: 'SHA-256', challenge, maxnumber: 20, salt, signature: 'f'.repeat(64) } };
}

/** The JSON inside an `altcha` value the app sent. */
export const decodeAltcha = (altcha: string) => JSON.parse(atob(altcha)) as { algorithm: string; challenge: string; number: number; salt: string; signature: string; took: number };

import { extractParams, verifySolution } from 'altcha-lib';
import { z } from 'zod';

const HEX64 = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** What the solvers send back, base64-encoded: ALTCHA's v1 payload. */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(HEX64),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(HEX64),
  took: z.number().optional(),
});

export type SolvedChallenge = z.infer<typeof payloadSchema> & { expiresAt: Date };

/** The payload decoded and shaped, with the expiry signed into its salt; null for anything else. */
export function decodePayload(text: string): SolvedChallenge | null {
  if (!BASE64.test(text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const expires = Number(extractParams(parsed.data).expires);
  if (!Number.isSafeInteger(expires)) return null;
  return { ...parsed.data, expiresAt: new Date(expires * 1000) };
}

/**
 * ALTCHA v1 verification (altcha-lib): SHA-256(salt + number) is the challenge, and the challenge
 * carries our HMAC-SHA-256 signature, so neither the salt (with its expiry) nor the challenge can
 * be made up without the key. The expiry is checked by the caller against the server's clock
 * (the library would read Date.now(), which the test clock does not move).
 */
export function isSolved(payload: SolvedChallenge, hmacKey: string): Promise<boolean> {
  const { expiresAt: _, ...solution } = payload;
  return verifySolution(solution, hmacKey, false);
}

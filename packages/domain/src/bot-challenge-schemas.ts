/** Bot challenges (ALTCHA, decision 021): the challenge the server hands out and the solution a form sends back. */
import { z } from 'zod';

/** A solved bot challenge is about 350 characters; one longer than this is refused unread. */
export const ALTCHA_MAX_LENGTH = 1_000;

/**
 * A solved bot challenge (decision 021): the base64 string ALTCHA's solvers produce from a
 * challenge of GET /api/auth/challenge, JSON `{algorithm, challenge, number, salt, signature, took}`.
 * Single use. Too long: validation_failed with the field code challenge_invalid.
 */
export const altchaSchema = z
  .string()
  .max(ALTCHA_MAX_LENGTH, { message: 'challenge_invalid' })
  .describe('Solved bot challenge (base64 JSON of algorithm, challenge, number, salt, signature, took). Without it where required: 400 challenge_required; wrong, expired or already used: 400 challenge_invalid.');

/** GET /api/auth/challenge: ALTCHA's v1 challenge JSON; the expiry travels in `salt` (`?expires=`). */
export const botChallengeResponse = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof botChallengeResponse>;

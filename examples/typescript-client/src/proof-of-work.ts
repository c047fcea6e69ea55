/**
 * The bot challenge as the document describes it (GET /api/auth/challenge): find `number`, from 0 to
 * `maxnumber`, with SHA-256(salt + number) = challenge, and send base64(JSON {algorithm, challenge,
 * number, salt, signature, took}) as `altcha`.
 */
import { createHash } from 'node:crypto';
import type { paths } from './api-types.ts';

export type Challenge = paths['/api/auth/challenge']['get']['responses'][200]['content']['application/json'];

export function solveChallenge(challenge: Challenge): string {
  const started = Date.now();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge) continue;
    const solution = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature, took: Date.now() - started };
    return Buffer.from(JSON.stringify(solution)).toString('base64');
  }
  throw new Error(`no solution up to ${challenge.maxnumber}`);
}

/**
 * The one way tests, journeys and benches get past the bot challenge (decision 021): fetch a
 * challenge from the server and solve it with altcha-lib, as the web app's solver does, into the
 * `altcha` string the guarded requests carry. Servers started for tests take a tiny cost
 * (CHEAP_BOT_CHALLENGE), so solving takes milliseconds.
 */
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

/** The environment of a test server: challenges cost a few hundred hashes, whatever the sign-ups. */
export const CHEAP_BOT_CHALLENGE = { BOT_CHALLENGE_BASE_COST: '50', BOT_CHALLENGE_MAX_COST: '400' } as const;

/** The `altcha` payload for a challenge: base64 of the JSON the widget and our solver send. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error(`no solution up to ${challenge.maxnumber}`);
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh challenge of the server at `baseUrl` (http://host:port), solved. */
export async function solvedChallenge(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/challenge`, { headers });
  if (!response.ok) throw new Error(`GET /api/auth/challenge: ${response.status} ${await response.text()}`);
  return solve((await response.json()) as Challenge);
}

import { isApiError } from '../api-error.ts';

/** Answers after which the request goes again with a fresh solution. */
const SOLVE_AGAIN = new Set(['challenge_required', 'challenge_invalid']);
/** Solutions per request at most: one refused (expired, already used) is replaced once. */
const MAX_SOLUTIONS = 2;

/**
 * Sends a request guarded by the bot challenge (decision 021) with `altcha`, a solution from
 * `solve`; a refused one is replaced once, after that the server's answer stands.
 * `onSolving` says when a solution is being computed.
 */
export async function withBotChallenge<T>(request: (altcha: string) => Promise<T>, solve: () => Promise<string>, onSolving: (solving: boolean) => void): Promise<T> {
  for (let solutions = 1; ; solutions++) {
    onSolving(true);
    let altcha: string;
    try {
      altcha = await solve();
    } finally {
      onSolving(false);
    }
    try {
      return await request(altcha);
    } catch (error) {
      if (!isApiError(error) || !SOLVE_AGAIN.has(error.code) || solutions >= MAX_SOLUTIONS) throw error;
    }
  }
}

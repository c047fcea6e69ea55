import { useState } from 'react';
import { isApiError } from '../api-error.ts';

/** The solver, its retries and its worker: a lazy chunk, loaded the first time a challenge is needed. */
const solver = () => import('./solve-challenge.ts');

/**
 * The bot challenge of one form (decision 021).
 * - `send(request, { upfront })` makes the request with a solved challenge (`altcha`): solved
 *   first (sign-up, reset), or only once the server answers challenge_required (sign-in, bonus
 *   codes after failures): until then nothing of the solver is loaded.
 * - `solving` is true while a solution is computed: the form says so.
 * - `prepare()` starts solving ahead (the sign-up form on focus).
 * @example
 * const challenge = useBotChallenge();
 * useMutation({ mutationFn: (input) => challenge.send((altcha) => register(input, altcha), { upfront: true }) });
 */
export function useBotChallenge() {
  const [solving, setSolving] = useState(false);
  return {
    solving,
    prepare: () => void solver().then((loaded) => loaded.prepareBotChallenge(), () => undefined),
    async send<T>(request: (altcha?: string) => Promise<T>, { upfront }: { upfront: boolean }): Promise<T> {
      if (!upfront) {
        try {
          return await request();
        } catch (error) {
          if (!isApiError(error) || error.code !== 'challenge_required') throw error;
        }
      }
      const { takeBotChallenge, withBotChallenge } = await solver();
      return withBotChallenge(request, takeBotChallenge, setSolving);
    },
  };
}

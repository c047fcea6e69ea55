import type { BotChallenge } from '@fre/domain';
import { api } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { i18n } from '../i18n.ts';
import type { SearchRange } from './challenge.worker.ts';
import { findNumber } from './solve-range.ts';
import { withBotChallenge } from './with-bot-challenge.ts';

export { withBotChallenge };

/** Workers at most: a phone's big cores; more start slower than they help at the usual cost. */
const MAX_WORKERS = 4;
/** A solution solved ahead is used while it has at least this long left before its expiry. */
const MARGIN_MS = 60_000;

interface Solution {
  altcha: string;
  /** The expiry signed into the challenge's salt. */
  expiresAt: number;
}

/** The range 0…maxnumber split over workers; the first to find the number ends the others. */
function searchInWorkers(challenge: BotChallenge): Promise<number | null> {
  const count = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2));
  const step = Math.ceil((challenge.maxnumber + 1) / count);
  const workers = Array.from({ length: count }, () => new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' }));
  return new Promise((resolve, reject) => {
    let searching = count;
    const finish = (settle: () => void) => {
      for (const worker of workers) worker.terminate();
      settle();
    };
    workers.forEach((worker, i) => {
      worker.onmessage = (event: MessageEvent<number | null>) => {
        searching -= 1;
        if (event.data !== null) finish(() => resolve(event.data));
        else if (searching === 0) finish(() => resolve(null));
      };
      worker.onerror = () => finish(() => reject(new Error('bot challenge worker failed')));
      const range: SearchRange = { challenge: challenge.challenge, salt: challenge.salt, start: i * step, end: Math.min(challenge.maxnumber, (i + 1) * step - 1) };
      worker.postMessage(range);
    });
  });
}

/** Without workers (or if they fail): the same search here, giving the page a turn between batches. */
const searchHere = (challenge: BotChallenge) =>
  findNumber(challenge.challenge, challenge.salt, 0, challenge.maxnumber, () => new Promise((resume) => setTimeout(resume, 0)));

/** Fetches a challenge and solves it into the `altcha` value: base64 of ALTCHA's payload. */
async function solve(): Promise<Solution> {
  const challenge = await api.get('/api/auth/challenge');
  const started = performance.now();
  const number = typeof Worker === 'function' ? await searchInWorkers(challenge).catch(() => searchHere(challenge)) : await searchHere(challenge);
  if (number === null) throw new ApiError('challenge_invalid', i18n.t('challenge_invalid', { ns: 'errors' }), 0);
  const { algorithm, salt, signature } = challenge;
  const altcha = btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, took: Math.round(performance.now() - started) }));
  return { altcha, expiresAt: Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0) * 1000 };
}

let ahead: Promise<Solution> | null = null;

/** Starts solving a challenge before it is needed (the sign-up form on focus); once at a time. */
export function prepareBotChallenge(): void {
  if (ahead) return;
  ahead = solve();
  ahead.catch(() => undefined);
}

/**
 * A solution for the request about to be sent (decision 021): the one solved ahead while it is
 * fresh, else a new one. This module and its worker are a lazy chunk: no page loads them before
 * a challenge is needed.
 */
export async function takeBotChallenge(): Promise<string> {
  const prepared = ahead;
  ahead = null;
  const solution = await prepared?.catch(() => null);
  // The expiry is the server's time, read with the device's clock: when they disagree, the
  // server refuses the solution and one fresh challenge follows (with-bot-challenge.ts).
  return solution && solution.expiresAt - Date.now() > MARGIN_MS ? solution.altcha : (await solve()).altcha;
}

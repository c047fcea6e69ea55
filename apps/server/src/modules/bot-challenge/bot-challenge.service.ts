import { createChallenge } from 'altcha-lib';
import { BOT_CHALLENGE, type BotChallenge } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SignalHasher } from '#server/modules/abuse-signals/signal-hasher.ts';
import * as repo from './bot-challenge.repository.ts';
import { challengeCost, signUpsToCap } from './challenge-cost.ts';
import { decodePayload, isSolved } from './challenge-payload.ts';
import { createFailureGates } from './failure-gates.ts';

/**
 * ALTCHA proof-of-work challenges (decision 021): issued signed and short-lived, priced by the
 * recent sign-ups of the requester's network prefix, and spent once. `key` signs them (HMAC);
 * `hasher` names network prefixes as the abuse signals do, so their sign-up rows can be counted.
 */
export function createBotChallengeService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, key: Buffer, hasher: SignalHasher) {
  const { db, clock } = ctx;
  const settings = ctx.config.botChallenge;
  const hmacKey = key.toString('utf8');
  const countAtMost = signUpsToCap(settings);

  const service = {
    /** A new challenge for a requester at `ip`. */
    async issue(ip: string): Promise<BotChallenge> {
      const now = clock.now().getTime();
      const recentSignUps = countAtMost === 0 ? 0 : await repo.countRecentSignUps(db, hasher.network(ip), new Date(now - settings.costWindowMs), countAtMost);
      const challenge = await createChallenge({ hmacKey, maxnumber: challengeCost(settings, recentSignUps), expires: new Date(now + BOT_CHALLENGE.expiresMs) });
      return { algorithm: 'SHA-256', challenge: challenge.challenge, maxnumber: challenge.maxnumber!, salt: challenge.salt, signature: challenge.signature };
    },

    /**
     * Accepts a solved challenge once, or throws: nothing sent → challenge_required; not ours,
     * not solved, expired or already spent → challenge_invalid. Called before any other work of
     * the request it guards. Of parallel requests carrying one solution, the insert that spends
     * it lets exactly one through.
     */
    async spend(altcha: string | undefined): Promise<void> {
      if (!altcha) throw new AppError('challenge_required');
      const payload = decodePayload(altcha);
      if (!payload || payload.expiresAt <= clock.now() || !(await isSolved(payload, hmacKey))) throw new AppError('challenge_invalid');
      if (!(await repo.spendChallenge(db, payload.challenge, payload.expiresAt))) throw new AppError('challenge_invalid');
    },
  };
  return { ...service, ...createFailureGates(ctx, service, key, hasher) };
}

export type BotChallengeService = ReturnType<typeof createBotChallengeService>;

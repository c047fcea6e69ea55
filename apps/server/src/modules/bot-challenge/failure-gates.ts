import { createHmac } from 'node:crypto';
import { BOT_CHALLENGE } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { SignalHasher } from '#server/modules/abuse-signals/signal-hasher.ts';
import * as repo from './bot-challenge.repository.ts';

interface Threshold extends repo.FailureSubject {
  /** From this many failures within BOT_CHALLENGE.failureWindowMs on, a challenge is required. */
  failures: number;
}

/**
 * Challenges that only appear after failures, where most attempts are honest and a first
 * mistake should cost nothing: sign-in (per address, per network prefix) and bonus-code
 * redemption (per player). An address is kept as a keyed hash, so an unknown address counts
 * exactly like a known one and the answers never tell whether an account exists.
 */
export function createFailureGates(ctx: Pick<AppContext, 'db' | 'clock'>, challenges: { spend(altcha: string | undefined): Promise<void> }, key: Buffer, hasher: SignalHasher) {
  const { db, clock } = ctx;
  const addressHash = (email: string) => createHmac('sha256', key).update(`sign-in-address\0${email}`).digest('hex');

  /** Spends `altcha` when any subject has reached its threshold; otherwise lets the request through. */
  async function guard(thresholds: Threshold[], altcha: string | undefined): Promise<void> {
    const since = new Date(clock.now().getTime() - BOT_CHALLENGE.failureWindowMs);
    const counts = await repo.countFailures(db, thresholds, since);
    if (counts.some((count, i) => count >= thresholds[i]!.failures)) await challenges.spend(altcha);
  }

  const signInThresholds = (email: string, ip: string): Threshold[] => [
    { scope: 'sign_in_account', subject: addressHash(email), failures: BOT_CHALLENGE.signInAccountFailures },
    { scope: 'sign_in_network', subject: hasher.network(ip), failures: BOT_CHALLENGE.signInNetworkFailures },
  ];
  const bonusThreshold = (userId: string): Threshold => ({ scope: 'bonus_code', subject: userId, failures: BOT_CHALLENGE.bonusCodeFailures });

  return {
    signIn: {
      check: (email: string, ip: string, altcha: string | undefined) => guard(signInThresholds(email, ip), altcha),
      failed: (email: string, ip: string) => repo.insertFailures(db, signInThresholds(email, ip), clock.now()),
      /** A successful sign-in forgets the address's failures (not its network's). */
      succeeded: (email: string) => repo.clearFailures(db, { scope: 'sign_in_account', subject: addressHash(email) }),
    },
    bonusCode: {
      check: (userId: string, altcha: string | undefined) => guard([bonusThreshold(userId)], altcha),
      failed: (userId: string) => repo.insertFailures(db, [bonusThreshold(userId)], clock.now()),
    },
  };
}

import { GAME_IDS, type GameId } from '@fre/domain';
import { Counter, type Registry } from 'prom-client';
import type { BusinessEvents } from '#server/lib/business-events.ts';

/** Amounts are exact bigint nano-FRE in the ledger; here a float of FRE is precise enough to graph. */
const toFre = (nano: bigint) => Number(nano) / 1e9;

/**
 * Product events, counted by this instance since it started. Services call these once their
 * transaction has committed, so a rolled-back attempt is never counted; sum over instances with
 * `sum(rate(…))`. Amounts are in FRE as floats (the HELP texts say so).
 */
export function createBusinessMetrics(registry: Registry): BusinessEvents {
  const registers = [registry];
  const signUps = new Counter({ name: 'fre_signups_total', help: 'Accounts created (email sign-up)', registers });
  const verifications = new Counter({ name: 'fre_email_verifications_total', help: 'Email verification links used successfully', registers });
  const sessionsStarted = new Counter({ name: 'fre_mining_sessions_started_total', help: 'Mining sessions started', registers });
  const claims = new Counter({
    name: 'fre_mining_claims_total',
    help: 'Mining sessions closed with their earnings credited: mode=claim after the end, mode=stop before it',
    labelNames: ['mode'] as const,
    registers,
  });
  const credited = new Counter({
    name: 'fre_mining_credited_fre_total',
    help: 'FRE credited by mining claims and stops, in FRE as a float (the ledger keeps exact nano-FRE)',
    labelNames: ['mode'] as const,
    registers,
  });
  const bets = new Counter({ name: 'fre_game_bets_total', help: 'Game rounds played, by game (slot spins are free: no stake)', labelNames: ['game'] as const, registers });
  const staked = new Counter({ name: 'fre_game_staked_fre_total', help: 'FRE staked on games (a blackjack double included), in FRE as a float', labelNames: ['game'] as const, registers });
  const paidOut = new Counter({ name: 'fre_game_paid_out_fre_total', help: 'FRE paid out by games (wins, cash-outs, jackpots), in FRE as a float', labelNames: ['game'] as const, registers });
  const shopPayments = new Counter({
    name: 'fre_shop_payments_total',
    help: 'TON payments to the shop wallet read from the indexer, by outcome: credited gave the item; the others wait for review or are ignored',
    labelNames: ['outcome'] as const,
    registers,
  });

  // Known label values start at 0, so that rate() and increase() see their first event.
  for (const mode of ['claim', 'stop']) {
    claims.inc({ mode }, 0);
    credited.inc({ mode }, 0);
  }
  for (const game of GAME_IDS) {
    bets.inc({ game }, 0);
    staked.inc({ game }, 0);
    paidOut.inc({ game }, 0);
  }
  shopPayments.inc({ outcome: 'credited' }, 0);

  return {
    signedUp: () => signUps.inc(),
    emailVerified: () => verifications.inc(),
    miningStarted: () => sessionsStarted.inc(),
    miningCredited(mode: 'claim' | 'stop', amountNano: bigint) {
      claims.inc({ mode });
      credited.inc({ mode }, toFre(amountNano));
    },
    /** A round played; a zero stake is a free slot spin. */
    gameBet(game: GameId, stakeNano: bigint) {
      bets.inc({ game });
      if (stakeNano > 0n) staked.inc({ game }, toFre(stakeNano));
    },
    /** More stake on a running round (a blackjack double). */
    gameStakeAdded(game: GameId, stakeNano: bigint) {
      if (stakeNano > 0n) staked.inc({ game }, toFre(stakeNano));
    },
    gamePaidOut(game: GameId, payoutNano: bigint) {
      if (payoutNano > 0n) paidOut.inc({ game }, toFre(payoutNano));
    },
    shopPayment: (outcome: string) => shopPayments.inc({ outcome }),
  };
}

export type BusinessMetrics = BusinessEvents;

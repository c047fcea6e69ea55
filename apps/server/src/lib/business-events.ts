import type { GameId } from '@fre/domain';

/**
 * What services count as they work (sign-ups, mining, games, shop payments). The metrics module
 * records them (business-metrics.ts); a context without metrics counts nothing.
 */
export interface BusinessEvents {
  signedUp(): void;
  emailVerified(): void;
  miningStarted(): void;
  miningCredited(mode: 'claim' | 'stop', amountNano: bigint): void;
  /** A round played; a zero stake is a free slot spin. */
  gameBet(game: GameId, stakeNano: bigint): void;
  /** More stake on a running round (a blackjack double). */
  gameStakeAdded(game: GameId, stakeNano: bigint): void;
  gamePaidOut(game: GameId, payoutNano: bigint): void;
  shopPayment(outcome: string): void;
}

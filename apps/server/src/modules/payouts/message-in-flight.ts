/**
 * A message signed by the hot wallet whose transaction is not seen yet: a payout's or a proof of
 * liabilities' anchor (decisions 019 and 057). Both share the wallet's seqno, so one goes at a
 * time, and both follow the same rule: re-sent as is while valid (the contract executes it once,
 * its seqno consumed by the first execution), then given the indexer SETTLE_MS, then, if the seqno
 * did not move, expired: it can never be executed and may be signed again.
 */
import type { TonApiClient } from './ton-api-client.ts';

/** How long a signed message stays valid (its valid_until). */
export const VALIDITY_SECONDS = 120;
/** After valid_until, wait this long for the indexer before deciding the message was not executed. */
export const SETTLE_MS = 60_000;

export type InFlightStep = 'send' | 'wait' | 'expired';

export async function inFlightStep(p: { now: Date; validUntil: Date; seqno: number; wallet: string }, api: TonApiClient): Promise<InFlightStep> {
  if (p.now.getTime() < p.validUntil.getTime()) return 'send';
  if (p.now.getTime() < p.validUntil.getTime() + SETTLE_MS) return 'wait';
  // If the seqno moved, something of ours was executed with it: the trace decides, later.
  return (await api.wallet(p.wallet)).seqno === p.seqno ? 'expired' : 'wait';
}

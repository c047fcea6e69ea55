import { nanoToFre } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { saveCheck } from '#server/modules/service-health/service-health.repository.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import { recordStage } from '#server/modules/request-tracking/record-stage.ts';
import { PAYOUT_TON_RESERVE, type HotWallet } from './hot-wallet.ts';
import { inFlightStep, VALIDITY_SECONDS } from './message-in-flight.ts';
import { payoutOutcome } from './payout-trace.ts';
import * as repo from './payouts.repository.ts';
import type { TonApiClient } from './ton-api-client.ts';

/** The health row the back office shows for the payout wallet (and why payouts are paused). */
export const HOT_WALLET_CHECK = 'hot-wallet';

export type PayoutTurn = 'idle' | 'paused' | 'signed' | 'broadcast' | 'rebroadcast' | 'completed' | 'payout_failed' | 'expired' | 'waiting';

const tons = (nano: bigint) => `${Number(nano) / 1e9} TON`;
const fre = (nano: bigint) => `${nanoToFre(nano)} FRE`;

/**
 * The payout worker (one at a time; the job runner's lease keeps other servers out, decision 016).
 * A crash at any point leads at most to re-sending the stored message, which the wallet contract
 * executes once: its seqno is consumed by the first execution. A payout is completed only when
 * its trace shows the FRE arrived, and a failed one waits for an operator (decision 019).
 */
export function createPayoutService(ctx: AppContext, wallet: HotWallet, api: TonApiClient, jettonWallet: string) {
  const { db, clock, log } = ctx;

  /** Completed when the jetton arrived; payout_failed (hold kept, operator decides) when not. Once, under races. */
  async function settle(w: repo.PayoutRow, outcome: { state: 'completed'; txHash: string } | { state: 'failed'; detail: string }): Promise<PayoutTurn> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      if (outcome.state === 'completed') {
        if (await repo.setPayoutStatus(tx, w.id, ['signed', 'broadcast'], 'completed', now, { txHash: outcome.txHash })) {
          await recordStage(tx, { kind: 'withdrawal', requestId: w.id, userId: w.user_id, stage: 'confirmed', now });
          await insertNotification(tx, { userId: w.user_id, type: 'withdrawal_complete', params: {}, link: '/wallet', now });
        }
        return 'completed';
      }
      if (await repo.setPayoutStatus(tx, w.id, ['signed', 'broadcast'], 'payout_failed', now, { reason: outcome.detail })) {
        log.warn({ withdrawal: w.id, reason: outcome.detail }, 'payout failed on chain: back to the admin queue');
      }
      return 'payout_failed';
    });
  }

  /** Signed → broadcast, and the withdrawal's 'sent' stage with its notice, in one transaction (decision 062). */
  async function markBroadcast(w: repo.PayoutRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      if (await repo.setPayoutStatus(tx, w.id, ['signed'], 'broadcast', now)) {
        await recordStage(tx, { kind: 'withdrawal', requestId: w.id, userId: w.user_id, stage: 'sent', now, notice: { type: 'withdrawal_sent' } });
      }
    });
  }

  /** The message in flight: settled by its trace, re-sent as is, or (expired and never executed) signed again later. */
  async function followUp(w: repo.PayoutRow): Promise<PayoutTurn> {
    const outcome = payoutOutcome(await api.trace(w.payout_message_hash!), { messageHash: w.payout_message_hash!, jettonWallet, queryId: w.payout_query_id! });
    if (outcome.state !== 'pending') return settle(w, outcome);
    const now = clock.now();
    const step = await inFlightStep({ now, validUntil: w.payout_valid_until!, seqno: w.payout_seqno!, wallet: wallet.address.toString() }, api);
    if (step === 'send') {
      await api.send(w.payout_boc!);
      await markBroadcast(w, now);
      return w.status === 'signed' ? 'broadcast' : 'rebroadcast';
    }
    if (step === 'wait') return 'waiting';
    await repo.setPayoutStatus(db, w.id, ['signed', 'broadcast'], 'approved', now);
    return 'expired';
  }

  /** Why the next payout cannot be paid now (TON for fees, FRE to send), or null. Recorded for the back office. */
  async function shortfall(amount: bigint, state: { balance: bigint; status: string }): Promise<string | null> {
    const now = clock.now();
    let reason: string | null = null;
    if (state.status === 'frozen') reason = 'the hot wallet is frozen: top it up with TON to unfreeze it';
    else if (state.balance < PAYOUT_TON_RESERVE) reason = `not enough TON for fees: the hot wallet holds ${tons(state.balance)}, a payout needs ${tons(PAYOUT_TON_RESERVE)}; top it up`;
    else {
      const held = await api.jettonBalance(jettonWallet);
      if (held < amount) reason = `not enough FRE: the hot wallet's jetton wallet holds ${fre(held)}, the next payout is ${fre(amount)}; refill it`;
      else await saveCheck(db, HOT_WALLET_CHECK, true, `${tons(state.balance)}, ${fre(held)}`, now);
    }
    if (reason) await saveCheck(db, HOT_WALLET_CHECK, false, `payouts paused: ${reason}`, now);
    return reason;
  }

  return {
    async turn(): Promise<PayoutTurn> {
      const current = await db.transaction((tx) => repo.inFlight(tx));
      if (current) return followUp(current);
      const next = await db.transaction((tx) => repo.nextApproved(tx));
      if (!next) return 'idle';
      const state = await api.wallet(wallet.address.toString());
      if (await shortfall(next.amount_nano, state)) return 'paused';
      const queryId = await repo.assignQueryId(db, next.id);
      const validUntil = Math.floor(clock.now().getTime() / 1000) + VALIDITY_SECONDS;
      const signed = wallet.signPayout({ seqno: state.seqno, validUntil, jettonWallet, queryId, amount: next.amount_nano, destination: next.wallet_address });
      if (!(await repo.recordSigned(db, { id: next.id, seqno: state.seqno, validUntil: new Date(validUntil * 1000), boc: signed.boc, hash: signed.hash, now: clock.now() }))) return 'idle';
      await api.send(signed.boc);
      await markBroadcast(next, clock.now());
      return 'signed';
    },
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;

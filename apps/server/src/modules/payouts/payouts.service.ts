import type { AppContext } from '../../app-context.ts';
import * as ledger from '../ledger/ledger.repository.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import type { HotWallet } from './hot-wallet.ts';
import * as repo from './payouts.repository.ts';
import type { TonApiClient } from './ton-api-client.ts';

const VALIDITY_SECONDS = 120;
/** After valid_until, wait this long for the indexer before deciding the message was not executed. */
const SETTLE_MS = 60_000;

export type PayoutTurn = 'idle' | 'signed' | 'broadcast' | 'rebroadcast' | 'completed' | 'failed' | 'expired' | 'waiting';

/**
 * The payout worker (one at a time; the job runner's advisory lock keeps other servers out).
 * A crash at any point leads at most to re-sending the stored message, which the wallet contract
 * executes once: its seqno is consumed by the first execution.
 */
export function createPayoutService(ctx: AppContext, wallet: HotWallet, api: TonApiClient, jettonWallet: string) {
  const { db, clock } = ctx;

  async function finish(w: repo.PayoutRow, outcome: 'done' | 'failed') {
    await db.transaction(async (tx) => {
      const now = clock.now();
      if (outcome === 'done') {
        if (await repo.setPayoutStatus(tx, w.id, ['signed', 'broadcast'], 'completed', now, w.payout_message_hash!)) {
          await insertNotification(tx, { userId: w.user_id, type: 'withdrawal_complete', params: {}, link: '/wallet', now });
        }
        return;
      }
      if (await repo.setPayoutStatus(tx, w.id, ['signed', 'broadcast'], 'failed', now)) {
        await ledger.post(tx, { userId: w.user_id, kind: 'withdrawal_refund', amountNano: w.amount_nano, ref: w.id, countsAsMined: false, now });
        await insertNotification(tx, { userId: w.user_id, type: 'withdrawal_rejected', params: { reason: 'payout failed' }, link: '/withdrawal', now });
      }
    });
  }

  /** The message in flight: confirmed, re-sent as is, or (expired and never executed) signed again later. */
  async function followUp(w: repo.PayoutRow): Promise<PayoutTurn> {
    const outcome = await api.messageOutcome(w.payout_message_hash!);
    if (outcome !== 'unknown') {
      await finish(w, outcome);
      return outcome === 'done' ? 'completed' : 'failed';
    }
    const now = clock.now();
    if (now.getTime() < w.payout_valid_until!.getTime()) {
      await api.send(w.payout_boc!);
      await repo.setPayoutStatus(db, w.id, ['signed'], 'broadcast', now);
      return w.status === 'signed' ? 'broadcast' : 'rebroadcast';
    }
    if (now.getTime() < w.payout_valid_until!.getTime() + SETTLE_MS) return 'waiting';
    // Expired: if the seqno did not move, the message was never executed and cannot be any more.
    if ((await api.seqno(wallet.address.toString())) === w.payout_seqno) {
      await repo.setPayoutStatus(db, w.id, ['signed', 'broadcast'], 'approved', now);
      return 'expired';
    }
    return 'waiting';
  }

  return {
    async turn(): Promise<PayoutTurn> {
      const current = await db.transaction((tx) => repo.inFlight(tx));
      if (current) return followUp(current);
      const next = await db.transaction((tx) => repo.nextApproved(tx));
      if (!next) return 'idle';
      const queryId = await repo.assignQueryId(db, next.id);
      const seqno = await api.seqno(wallet.address.toString());
      const validUntil = Math.floor(clock.now().getTime() / 1000) + VALIDITY_SECONDS;
      const signed = wallet.signPayout({ seqno, validUntil, jettonWallet, queryId, amount: next.amount_nano, destination: next.wallet_address });
      if (!(await repo.recordSigned(db, { id: next.id, seqno, validUntil: new Date(validUntil * 1000), boc: signed.boc, hash: signed.hash, now: clock.now() }))) return 'idle';
      await api.send(signed.boc);
      await repo.setPayoutStatus(db, next.id, ['signed'], 'broadcast', clock.now());
      return 'signed';
    },
  };
}

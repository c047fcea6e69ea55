/**
 * Writes the latest published root on chain (docs/decisions/057): the comment
 * `FRE-PoL v1 <day> <root>` of a zero-value transfer from the hot wallet to itself. It shares the
 * wallet's seqno with the payouts, so it runs in the payouts' turn (one lease, one message in
 * flight at a time) and follows its message the same way (message-in-flight.ts): stored before it
 * is sent, re-sent as is, signed again only once expired unexecuted. The root's key in
 * liability_root_anchors makes one transfer a root across instances.
 */
import { anchorComment, toHex } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { HotWallet } from '#server/modules/payouts/hot-wallet.ts';
import { inFlightStep, VALIDITY_SECONDS } from '#server/modules/payouts/message-in-flight.ts';
import { hasPayoutInFlight } from '#server/modules/payouts/payouts.repository.ts';
import type { TonApiClient } from '#server/modules/payouts/ton-api-client.ts';
import { anchorOutcome } from './anchor-transaction.ts';
import * as repo from './root-anchors.repository.ts';

/** TON the hot wallet must hold to pay the transfer's fees (a few thousandths), with margin. */
const ANCHOR_TON_RESERVE = 10_000_000n;

export type AnchorTurn = 'idle' | 'busy' | 'paused' | 'signed' | 'broadcast' | 'rebroadcast' | 'confirmed' | 'failed' | 'expired' | 'waiting';

export function createRootAnchorService(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, wallet: HotWallet, api: TonApiClient) {
  const { db, clock, log } = ctx;
  const walletAddress = wallet.address.toString();

  async function followUp(anchor: repo.AnchorRow): Promise<AnchorTurn> {
    const now = clock.now();
    const outcome = anchorOutcome(await api.trace(anchor.message_hash), { messageHash: anchor.message_hash, comment: anchor.comment });
    if (outcome.state === 'confirmed') {
      if (await repo.setAnchorStatus(db, anchor.snapshot_id, ['signed', 'broadcast'], 'confirmed', now, { txHash: outcome.txHash, lt: outcome.lt })) {
        log.info({ comment: anchor.comment, txHash: outcome.txHash }, 'proof of liabilities root written on chain');
      }
      return 'confirmed';
    }
    if (outcome.state === 'failed') {
      if (await repo.setAnchorStatus(db, anchor.snapshot_id, ['signed', 'broadcast'], 'failed', now, { reason: outcome.detail })) {
        log.warn({ comment: anchor.comment, reason: outcome.detail }, 'proof of liabilities root not written on chain');
      }
      return 'failed';
    }
    const step = await inFlightStep({ now, validUntil: anchor.valid_until, seqno: anchor.seqno, wallet: walletAddress }, api);
    if (step === 'send') {
      await api.send(anchor.boc);
      await repo.setAnchorStatus(db, anchor.snapshot_id, ['signed'], 'broadcast', now);
      return anchor.status === 'signed' ? 'broadcast' : 'rebroadcast';
    }
    if (step === 'wait') return 'waiting';
    await repo.setAnchorStatus(db, anchor.snapshot_id, ['signed', 'broadcast'], 'expired', now);
    return 'expired';
  }

  return {
    /**
     * One step: follow the anchor in flight, or sign the latest root's. 'idle' when there is
     * nothing to do here and 'busy' when a payout's message is in flight: the payouts take the turn.
     */
    async turn(): Promise<AnchorTurn> {
      const current = await repo.inFlightAnchor(db);
      if (current) return followUp(current);
      const due = await repo.dueRoot(db);
      if (!due) return 'idle';
      if (await hasPayoutInFlight(db)) return 'busy';
      const state = await api.wallet(walletAddress);
      if (state.balance < ANCHOR_TON_RESERVE) {
        log.warn({ balance: state.balance.toString() }, 'proof of liabilities root waits: the hot wallet lacks TON for the fees');
        return 'paused';
      }
      const comment = anchorComment({ day: due.day, root: toHex(due.root_hash) });
      const validUntil = Math.floor(clock.now().getTime() / 1000) + VALIDITY_SECONDS;
      const signed = wallet.signComment({ seqno: state.seqno, validUntil, destination: wallet.address, comment });
      const stored = await repo.recordSignedAnchor(db, {
        snapshotId: due.snapshot_id, destination: walletAddress, comment, seqno: state.seqno, validUntil: new Date(validUntil * 1000), boc: signed.boc, hash: signed.hash, now: clock.now(),
      });
      if (!stored) return 'idle';
      await api.send(signed.boc);
      await repo.setAnchorStatus(db, due.snapshot_id, ['signed'], 'broadcast', clock.now());
      return 'signed';
    },
  };
}

export type RootAnchorService = ReturnType<typeof createRootAnchorService>;

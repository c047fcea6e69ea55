/**
 * What a payout's trace says happened on chain (toncenter v3 `GET /api/v3/traces?msg_hash=`):
 * completed only when the FRE reached the destination's jetton wallet (docs/decisions/019).
 *
 *   hot wallet ──transfer (0x0f8a7ea5)──▶ our jetton wallet ──internal_transfer (0x178d4519)──▶ destination jetton wallet
 *
 * Looking at the hot wallet's own transaction is not enough: it sends with IGNORE_ERRORS, so a
 * message it cannot pay for is skipped without aborting; and our jetton wallet's failure (not
 * enough FRE, a bad destination) happens in a later transaction, which bounces.
 */
import { Address } from '@ton/core';

export const JETTON_OPS = { transfer: 0x0f8a7ea5, internalTransfer: 0x178d4519 } as const;

export type PayoutFailure = 'wallet_rejected' | 'wallet_skipped' | 'jetton_wallet_failed' | 'jetton_wallet_sent_nothing' | 'destination_failed';

export type PayoutOutcome =
  | { state: 'pending' }
  | { state: 'completed'; txHash: string }
  | { state: 'failed'; failure: PayoutFailure; detail: string };

interface RawMessage {
  hash: string;
  source?: string | null;
  destination?: string | null;
  opcode?: string | null;
  bounced?: boolean | null;
  message_content?: { body?: string | null; decoded?: { query_id?: string } | null } | null;
}

export interface RawTransaction {
  hash: string;
  lt?: string;
  account: string;
  description: {
    aborted?: boolean;
    // Current shape {skipped, success, exit_code, reason}; older indexers said {type: 'skipped', skip_reason}.
    compute_ph?: { skipped?: boolean; success?: boolean; exit_code?: number; reason?: string; type?: string; skip_reason?: string };
    action?: { success?: boolean; result_code?: number; skipped_actions?: number; msgs_created?: number } | null;
  };
  in_msg: RawMessage | null;
  out_msgs: RawMessage[];
}

export interface RawTrace {
  trace_id: string;
  is_incomplete?: boolean;
  trace_info?: { trace_state?: string; pending_messages?: number };
  transactions: Record<string, RawTransaction>;
}

export interface PayoutExpectation {
  /** Hash of the signed external message (base64), as stored when signing. */
  messageHash: string;
  /** Our hot wallet's jetton wallet, any address form. */
  jettonWallet: string;
  queryId: bigint;
}

const raw = (address: string) => Address.parse(address).toRawString().toUpperCase();
const opcode = (message: RawMessage) => (message.opcode ? Number.parseInt(message.opcode, 16) : null);

/** Why a transaction did not run its message (compute skipped or failed, aborted), or null. */
export function computeFailure(tx: RawTransaction): string | null {
  const compute = tx.description.compute_ph ?? {};
  if (compute.skipped || compute.type === 'skipped') return `compute phase skipped (${compute.reason ?? compute.skip_reason ?? 'no reason given'})`;
  if (compute.success === false) return `compute phase failed with exit code ${compute.exit_code ?? '?'}`;
  if (tx.description.aborted) return 'transaction aborted';
  return null;
}

export function payoutOutcome(trace: RawTrace | null, expected: PayoutExpectation): PayoutOutcome {
  if (!trace) return { state: 'pending' };
  const transactions = Object.values(trace.transactions);
  const receiving = (messageHash: string) => transactions.find((tx) => tx.in_msg?.hash === messageHash);

  const wallet = receiving(expected.messageHash);
  if (!wallet) return { state: 'pending' };
  const walletFailure = computeFailure(wallet);
  if (walletFailure) return { state: 'failed', failure: 'wallet_rejected', detail: `hot wallet ${walletFailure}` };

  const jettonWallet = raw(expected.jettonWallet);
  const transfer = wallet.out_msgs.find((m) => m.destination && raw(m.destination) === jettonWallet && opcode(m) === JETTON_OPS.transfer);
  if (!transfer) {
    const action = wallet.description.action;
    const skipped = action?.skipped_actions ? `, ${action.skipped_actions} action(s) skipped` : '';
    return { state: 'failed', failure: 'wallet_skipped', detail: `the hot wallet sent no transfer to its jetton wallet (action result ${action?.result_code ?? '?'}${skipped}): not enough TON for fees?` };
  }
  const sentQueryId = transfer.message_content?.decoded?.query_id;
  if (sentQueryId !== undefined && BigInt(sentQueryId) !== expected.queryId) {
    return { state: 'failed', failure: 'wallet_rejected', detail: `the transfer carries query id ${sentQueryId}, not ${expected.queryId}` };
  }

  const ours = receiving(transfer.hash);
  if (!ours) return { state: 'pending' };
  const oursFailure = computeFailure(ours);
  if (oursFailure) return { state: 'failed', failure: 'jetton_wallet_failed', detail: `our jetton wallet refused the transfer: ${oursFailure} (not enough FRE, or a bad destination); the TON bounced back` };
  const internal = ours.out_msgs.find((m) => opcode(m) === JETTON_OPS.internalTransfer);
  if (!internal) return { state: 'failed', failure: 'jetton_wallet_sent_nothing', detail: 'our jetton wallet executed the transfer but sent no internal_transfer' };

  const destination = receiving(internal.hash);
  if (!destination) return { state: 'pending' };
  const destinationFailure = computeFailure(destination);
  if (destinationFailure) {
    const bounce = destination.out_msgs.some((m) => m.bounced === true) ? '; the FRE bounced back to our jetton wallet' : '';
    return { state: 'failed', failure: 'destination_failed', detail: `the destination's jetton wallet refused the FRE: ${destinationFailure}${bounce}` };
  }
  return { state: 'completed', txHash: destination.hash };
}

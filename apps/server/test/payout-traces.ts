/**
 * toncenter v3 traces of our payouts, made from the real USD₮ transfer trace recorded in
 * fixtures/toncenter-traces/01-jetton-transfer-ok.json (source in that folder's README): its
 * accounts, external message hash and query id are replaced by ours, the rest kept as recorded.
 * No real recording of a payout that failed on chain was found (README): the failures below are
 * that same real trace with only the fields that make the failure changed, each named here.
 */
import { readFileSync } from 'node:fs';
import { Address } from '@ton/core';
import type { RawTrace } from '#server/modules/payouts/payout-trace.ts';

const recorded = JSON.parse(readFileSync(new URL('./fixtures/toncenter-traces/01-jetton-transfer-ok.json', import.meta.url), 'utf8')).traces[0] as RawTrace & { transactions_order: string[] };
// The recorded hops, in order: wallet, its jetton wallet, the destination's jetton wallet, then
// the transfer notification and the excess back to the wallet.
const [WALLET_TX, JETTON_TX, DESTINATION_TX] = recorded.transactions_order as [string, string, string];
const RECORDED_WALLET = recorded.transactions[WALLET_TX]!.account;
const RECORDED_JETTON_WALLET = recorded.transactions[JETTON_TX]!.account;
const EXTERNAL_HASH = recorded.transactions[WALLET_TX]!.in_msg!.hash;

export type PayoutTraceKind = 'completed' | 'wallet_skipped' | 'jetton_wallet_failed' | 'destination_failed' | 'incomplete';

export function payoutTrace(kind: PayoutTraceKind, ours: { hotWallet: string; jettonWallet: string; messageHash: string; queryId: bigint }): RawTrace {
  const raw = (address: string) => Address.parse(address).toRawString().toUpperCase();
  const text = JSON.stringify(recorded)
    .replaceAll(RECORDED_WALLET, raw(ours.hotWallet))
    .replaceAll(RECORDED_JETTON_WALLET, raw(ours.jettonWallet))
    .replaceAll(EXTERNAL_HASH, ours.messageHash);
  const trace = JSON.parse(text) as RawTrace & { transactions_order: string[]; trace_info: Record<string, unknown> };
  const decoded = trace.transactions[JETTON_TX]!.in_msg!.message_content!.decoded!;
  decoded.query_id = ours.queryId.toString();
  trace.transactions[WALLET_TX]!.out_msgs[0]!.message_content = { ...trace.transactions[WALLET_TX]!.out_msgs[0]!.message_content, decoded };
  const keep = (hashes: string[]) => {
    for (const hash of Object.keys(trace.transactions)) if (!hashes.includes(hash)) delete trace.transactions[hash];
    trace.transactions_order = trace.transactions_order.filter((hash) => hashes.includes(hash));
  };
  switch (kind) {
    case 'completed':
      break;
    case 'incomplete':
      // Indexed up to our jetton wallet; the destination's transaction is not in yet.
      keep([WALLET_TX, JETTON_TX]);
      trace.is_incomplete = true;
      trace.trace_info = { ...trace.trace_info, trace_state: 'pending', pending_messages: 1 };
      break;
    case 'wallet_skipped': {
      // IGNORE_ERRORS: the wallet's transaction succeeds, its action phase skips the message.
      keep([WALLET_TX]);
      const wallet = trace.transactions[WALLET_TX]!;
      wallet.out_msgs = [];
      wallet.description.action = { ...wallet.description.action, result_code: 0, skipped_actions: 1, msgs_created: 0 };
      break;
    }
    case 'jetton_wallet_failed': {
      // Not enough FRE: our jetton wallet throws (706 in the reference jetton wallet) and bounces.
      keep([WALLET_TX, JETTON_TX]);
      const jetton = trace.transactions[JETTON_TX]!;
      jetton.description.aborted = true;
      jetton.description.compute_ph = { ...jetton.description.compute_ph, success: false, exit_code: 706 };
      jetton.out_msgs = [{ ...jetton.out_msgs[0]!, destination: raw(ours.hotWallet), opcode: '0xffffffff', bounced: true }];
      break;
    }
    case 'destination_failed': {
      keep([WALLET_TX, JETTON_TX, DESTINATION_TX]);
      const destination = trace.transactions[DESTINATION_TX]!;
      destination.description.aborted = true;
      destination.description.compute_ph = { ...destination.description.compute_ph, success: false, exit_code: 65535 };
      destination.out_msgs = [{ ...destination.out_msgs[0]!, destination: raw(ours.jettonWallet), opcode: '0xffffffff', bounced: true }];
      break;
    }
  }
  return trace;
}

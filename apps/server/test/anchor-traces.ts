/**
 * toncenter v3 answers for a proof of liabilities' anchor (docs/decisions/057), made from the real
 * TON transfer trace recorded in fixtures/toncenter-traces/00-ton-transfer-ok.json (source in that
 * folder's README: a wallet v4r2's external message and the plain transfer it sent): its wallet
 * is replaced by our hot wallet, its external message hash by ours, and its one out-message (1 TON,
 * empty body, to another account) by ours: 0 TON to the wallet itself, its body the comment
 * (built here with @ton/core, its hash that body's). The wallet transaction's hash is made from
 * ours (SHA-256 of our message hash), so that each anchor has its own transaction. The rest is kept
 * as recorded. The receiving transaction is the wallet's own, receiving that message. `skipped` is that trace with the
 * wallet's out-message gone and one action skipped, as in test/payout-traces.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Address, beginCell } from '@ton/core';
import type { RawTrace, RawTransaction } from '#server/modules/payouts/payout-trace.ts';

const recorded = JSON.parse(readFileSync(new URL('./fixtures/toncenter-traces/00-ton-transfer-ok.json', import.meta.url), 'utf8')).traces[0] as RawTrace & { transactions_order: string[] };
const [WALLET_TX, RECEIVER_TX] = recorded.transactions_order as [string, string];
const RECORDED_WALLET = recorded.transactions[WALLET_TX]!.account;
const RECORDED_RECEIVER = recorded.transactions[RECEIVER_TX]!.account;
const EXTERNAL_HASH = recorded.transactions[WALLET_TX]!.in_msg!.hash;

export type AnchorTraceKind = 'confirmed' | 'skipped';

export function anchorTrace(kind: AnchorTraceKind, ours: { hotWallet: string; messageHash: string; comment: string }): RawTrace {
  const raw = Address.parse(ours.hotWallet).toRawString().toUpperCase();
  const txHash = createHash('sha256').update(ours.messageHash).digest('base64');
  const text = JSON.stringify(recorded)
    .replaceAll(RECORDED_WALLET, raw)
    .replaceAll(RECORDED_RECEIVER, raw)
    .replaceAll(EXTERNAL_HASH, ours.messageHash)
    .replaceAll(WALLET_TX, txHash);
  const trace = JSON.parse(text) as RawTrace & { transactions_order: string[] };
  const wallet = trace.transactions[txHash]!;
  const body = beginCell().storeUint(0, 32).storeStringTail(ours.comment).endCell();
  const content = { hash: body.hash().toString('base64'), body: body.toBoc().toString('base64'), decoded: { type: 'text_comment', comment: ours.comment } };
  const sent = { ...wallet.out_msgs[0]!, value: '0', message_content: content } as RawTransaction['out_msgs'][number];
  wallet.out_msgs = [sent];
  trace.transactions[RECEIVER_TX]!.in_msg = sent;
  if (kind === 'skipped') {
    delete trace.transactions[RECEIVER_TX];
    trace.transactions_order = [txHash];
    wallet.out_msgs = [];
    wallet.description.action = { ...wallet.description.action, result_code: 0, skipped_actions: 1, msgs_created: 0 };
  }
  return trace;
}


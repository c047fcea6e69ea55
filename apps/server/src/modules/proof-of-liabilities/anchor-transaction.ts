/**
 * What the chain shows of a root's anchor (docs/decisions/057): the hot wallet's transaction that
 * executed our signed message and sent the comment. Read from the same toncenter v3 answers as a
 * payout's (payout-trace.ts); the comment is read from the message body itself (op 0, then the
 * text), not from the indexer's decoding of it.
 */
import { Address, Cell } from '@ton/core';
import { computeFailure, type RawTrace, type RawTransaction } from '#server/modules/payouts/payout-trace.ts';

export type AnchorOutcome =
  | { state: 'pending' }
  | { state: 'confirmed'; txHash: string; lt: string | null }
  | { state: 'failed'; detail: string };

type RawMessage = RawTransaction['out_msgs'][number];

/** The text comment a message carries, or null (no body, another op, not a BOC). */
export function commentOf(message: RawMessage): string | null {
  const body = message.message_content?.body;
  if (!body) return null;
  try {
    const slice = Cell.fromBase64(body).beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}

/** Whether the transaction sent `comment` from its own account: what anchors a root. */
export function sendsComment(tx: RawTransaction, comment: string): boolean {
  const account = Address.parse(tx.account);
  return tx.out_msgs.some((message) => message.source && Address.parse(message.source).equals(account) && commentOf(message) === comment);
}

export function anchorOutcome(trace: RawTrace | null, expected: { messageHash: string; comment: string }): AnchorOutcome {
  const wallet = trace && Object.values(trace.transactions).find((tx) => tx.in_msg?.hash === expected.messageHash);
  if (!wallet) return { state: 'pending' };
  const failure = computeFailure(wallet);
  if (failure) return { state: 'failed', detail: `hot wallet ${failure}` };
  if (!sendsComment(wallet, expected.comment)) {
    const action = wallet.description.action;
    return { state: 'failed', detail: `the hot wallet sent no comment (action result ${action?.result_code ?? '?'}, ${action?.skipped_actions ?? 0} action(s) skipped): not enough TON for fees?` };
  }
  return { state: 'confirmed', txHash: wallet.hash, lt: wallet.lt ?? null };
}

import { Address } from '@ton/core';
import type { IndexedTransaction } from './indexer-client.ts';

/** Where a payment's value ended: on our wallet, or back with the payer. */
export type ValueFate = 'kept' | 'returned';

function sameAddress(a: string, b: string): boolean {
  try {
    return Address.parse(a).equals(Address.parse(b));
  } catch {
    return a.toUpperCase() === b.toUpperCase();
  }
}

/**
 * A payment counts when its value stayed on our wallet. It went back only when a bounce actually
 * left: an out-message of this transaction to the payer flagged `bounced` (the bounce phase), or
 * the incoming message is itself a bounce. `aborted` is not a sign of it: TON sets it when the
 * compute phase is skipped, as it is for a wallet never deployed, and a non-bounceable payment
 * then stays with the address (test/fixtures/toncenter-traces/04); a bounceable one can fail
 * without any bounce leaving either (06, bounce phase `nofunds`).
 */
export function valueFate(tx: IndexedTransaction): ValueFate {
  const message = tx.inMessage;
  if (!message) return 'kept';
  if (message.bounced) return 'returned';
  const payer = message.source;
  const bouncedBack = payer !== null && tx.outMessages.some((out) => out.bounced && out.destination !== null && sameAddress(out.destination, payer));
  return bouncedBack ? 'returned' : 'kept';
}

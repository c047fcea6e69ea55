import { Address, beginCell, type Cell } from '@ton/core';

/** TEP-74 `transfer` op code. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;

/**
 * The body of a jetton transfer (TEP-74): sent to the hot wallet's own jetton wallet, which moves
 * `amount` to `destination`'s jetton wallet. forward_ton_amount ≥ 1 nanoton makes the recipient's
 * wallet app show the incoming transfer; the query id ties it to our withdrawal.
 */
export function jettonTransferBody(t: { queryId: bigint; amount: bigint; destination: string; responseDestination: Address }): Cell {
  return beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(t.queryId, 64)
    .storeCoins(t.amount)
    .storeAddress(Address.parse(t.destination))
    .storeAddress(t.responseDestination)
    .storeBit(false) // no custom payload
    .storeCoins(1n) // forward_ton_amount
    .storeBit(false) // empty forward payload, inline
    .endCell();
}

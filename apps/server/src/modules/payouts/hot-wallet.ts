import { Address, SendMode, beginCell, external, internal, storeMessage, toNano, type Cell, type MessageRelaxed } from '@ton/core';
import { mnemonicToPrivateKey, type KeyPair } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { jettonTransferBody } from './jetton-transfer.ts';

/** TON attached to the jetton wallet to pay the transfer's fees; the excess comes back. */
const JETTON_TRANSFER_TON = toNano('0.05');
/** TON the hot wallet must hold before it signs a payout: the attached TON plus its own fees, with margin. */
export const PAYOUT_TON_RESERVE = toNano('0.1');

export interface SignedPayout {
  boc: string;
  /** Hash of the external message, how the indexer finds its transaction. */
  hash: string;
}

/** The payout wallet. Its mnemonic comes from the environment and never leaves this object. */
export async function openHotWallet(mnemonic: string, version: 'v4r2' | 'v5r1') {
  const keys: KeyPair = await mnemonicToPrivateKey(mnemonic.split(/\s+/));
  const contract = version === 'v4r2'
    ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey })
    : WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey });
  return {
    address: contract.address,
    /** Signs one jetton transfer with this seqno, valid until `validUntil` (unix seconds). */
    signPayout(p: { seqno: number; validUntil: number; jettonWallet: string; queryId: bigint; amount: bigint; destination: string }): SignedPayout {
      const body = jettonTransferBody({ queryId: p.queryId, amount: p.amount, destination: p.destination, responseDestination: contract.address });
      return sign(p, internal({ to: Address.parse(p.jettonWallet), value: JETTON_TRANSFER_TON, bounce: true, body }));
    },
    /**
     * Signs a zero-value transfer to `destination` whose body is a text comment (op 0, then the
     * text): how a proof of liabilities' root is written on chain (docs/decisions/057).
     */
    signComment(p: { seqno: number; validUntil: number; destination: Address; comment: string }): SignedPayout {
      return sign(p, internal({ to: p.destination, value: 0n, bounce: false, body: p.comment }));
    },
  };

  function sign(p: { seqno: number; validUntil: number }, message: MessageRelaxed): SignedPayout {
    const args = {
      seqno: p.seqno,
      secretKey: keys.secretKey,
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      timeout: p.validUntil,
      messages: [message],
    };
    // Both wallet versions sign synchronously when given the secret key.
    const transfer: Cell = contract instanceof WalletContractV4 ? contract.createTransfer(args) : (contract as WalletContractV5R1).createTransfer(args);
    const signed = external({ to: contract.address, init: p.seqno === 0 ? contract.init : undefined, body: transfer });
    const cell = beginCell().store(storeMessage(signed)).endCell();
    return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('base64') };
  }
}

export type HotWallet = Awaited<ReturnType<typeof openHotWallet>>;

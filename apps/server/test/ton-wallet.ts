import { beginCell, storeStateInit } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey, sign } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { proofMessage } from '#server/modules/wallet/ton-proof.ts';

export type WalletVersion = 'v4r2' | 'v5r1';

/** A real wallet (mnemonic → keys → contract → stateInit) that signs ton_proofs as a wallet app does. */
export async function makeWallet(version: WalletVersion) {
  const keys = await mnemonicToPrivateKey(await mnemonicNew());
  const contract = version === 'v4r2'
    ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey })
    : WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey });
  const stateInit = beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64');
  return {
    address: contract.address,
    publicKey: keys.publicKey.toString('hex'),
    stateInit,
    /** The body of POST /api/wallet/link, as the TON Connect UI forwards it. */
    proof(payload: string, options: { domain?: string; timestamp?: number; network?: string; signWith?: Buffer } = {}) {
      const domain = options.domain ?? 'localhost:3000';
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      const signature = sign(proofMessage(contract.address, domain, timestamp, payload), options.signWith ?? keys.secretKey);
      return {
        address: contract.address.toRawString(),
        network: options.network ?? '-239',
        publicKey: keys.publicKey.toString('hex'),
        walletStateInit: stateInit,
        proof: { timestamp, domain: { lengthBytes: Buffer.byteLength(domain), value: domain }, signature: signature.toString('base64'), payload },
      };
    },
    secretKey: keys.secretKey,
  };
}

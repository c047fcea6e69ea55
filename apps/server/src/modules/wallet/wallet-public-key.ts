import { Cell } from '@ton/core';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

type Layout = (data: Cell) => Buffer;

/** Where each supported wallet keeps its public key in its data cell. */
const v3OrV4: Layout = (data) => {
  const slice = data.beginParse();
  slice.skip(32 + 32); // seqno, subwallet id
  return slice.loadBuffer(32);
};
const v5r1: Layout = (data) => {
  const slice = data.beginParse();
  slice.skip(1 + 32 + 32); // is_signature_allowed, seqno, wallet id
  return slice.loadBuffer(32);
};

const anyKey = Buffer.alloc(32);
/** Code hash → layout, for the wallets TON Connect users actually have (v3r2, v4r2, v5r1). */
const LAYOUTS = new Map<string, { name: string; layout: Layout }>([
  [WalletContractV3R2.create({ workchain: 0, publicKey: anyKey }).init.code.hash().toString('hex'), { name: 'v3r2', layout: v3OrV4 }],
  [WalletContractV4.create({ workchain: 0, publicKey: anyKey }).init.code.hash().toString('hex'), { name: 'v4r2', layout: v3OrV4 }],
  [WalletContractV5R1.create({ workchain: 0, publicKey: anyKey }).init.code.hash().toString('hex'), { name: 'v5r1', layout: v5r1 }],
]);

/** The public key written in a known wallet's initial data, or null for an unknown contract. */
export function publicKeyFromStateInit(code: Cell, data: Cell): { wallet: string; publicKey: Buffer } | null {
  const known = LAYOUTS.get(code.hash().toString('hex'));
  if (!known) return null;
  try {
    return { wallet: known.name, publicKey: known.layout(data) };
  } catch {
    return null;
  }
}

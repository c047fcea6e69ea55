/**
 * ton_proof verification (TON Connect "Signing and verification", ton_proof item), step by step:
 *  1. the wallet's stateInit must be a known wallet (v3r2, v4r2, v5r1) whose address is the
 *     claimed address (address = hash of stateInit), on the expected network;
 *  2. the public key is read from that stateInit (and must match the one the wallet sent, if any);
 *  3. the domain must be exactly ours, and the timestamp inside the allowed window, both ways;
 *  4. message = "ton-proof-item-v2/" ‖ workchain (int32 BE) ‖ address hash ‖ domain length
 *     (uint32 LE) ‖ domain ‖ timestamp (uint64 LE) ‖ payload;
 *  5. signature = Ed25519(sha256(0xffff ‖ "ton-connect" ‖ sha256(message))) by that key.
 * The payload (our single-use nonce) is checked and consumed by the caller.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { Address, Cell, contractAddress, loadStateInit } from '@ton/core';
import { publicKeyFromStateInit } from './wallet-public-key.ts';

export const TON_NETWORKS = { mainnet: '-239', testnet: '-3' } as const;

export interface TonProofRequest {
  address: string;
  network: string;
  publicKey?: string | undefined;
  walletStateInit: string;
  proof: { timestamp: number; domain: { lengthBytes: number; value: string }; signature: string; payload: string };
}

export interface ProofExpectations {
  domain: string;
  network: string;
  now: Date;
  maxAgeMs: number;
}

export type ProofFailure = 'network' | 'state_init' | 'address' | 'public_key' | 'domain' | 'timestamp' | 'signature';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
// DER prefix of an Ed25519 SubjectPublicKeyInfo: node:crypto verifies raw 32-byte keys wrapped in it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function ed25519Verify(publicKey: Buffer, message: Buffer, signature: Buffer): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
  return verify(null, message, key, signature);
}

export function proofMessage(address: Address, domain: string, timestamp: number, payload: string): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainBytes = Buffer.from(domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domainBytes.length);
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE(BigInt(timestamp));
  const message = Buffer.concat([Buffer.from('ton-proof-item-v2/'), workchain, address.hash, domainLength, domainBytes, time, Buffer.from(payload)]);
  return sha256(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect'), sha256(message)]));
}

/** Returns the verified raw address ("0:…") or the first failed check. */
export function verifyTonProof(request: TonProofRequest, expect: ProofExpectations): { ok: true; address: string; wallet: string } | { ok: false; failure: ProofFailure } {
  const fail = (failure: ProofFailure) => ({ ok: false as const, failure });
  if (request.network !== expect.network) return fail('network');
  let address: Address;
  let code: Cell;
  let data: Cell;
  try {
    address = Address.parse(request.address);
    const init = loadStateInit(Cell.fromBase64(request.walletStateInit).beginParse());
    if (!init.code || !init.data) return fail('state_init');
    code = init.code;
    data = init.data;
    if (!contractAddress(address.workChain, { code, data }).equals(address)) return fail('address');
  } catch {
    return fail('state_init');
  }
  const parsed = publicKeyFromStateInit(code, data);
  if (!parsed) return fail('state_init');
  if (request.publicKey && request.publicKey.toLowerCase() !== parsed.publicKey.toString('hex')) return fail('public_key');
  const { domain, timestamp } = request.proof;
  if (domain.value !== expect.domain || domain.lengthBytes !== Buffer.byteLength(domain.value)) return fail('domain');
  const ageMs = expect.now.getTime() - timestamp * 1000;
  if (!Number.isInteger(timestamp) || ageMs > expect.maxAgeMs || ageMs < -expect.maxAgeMs) return fail('timestamp');
  const signature = Buffer.from(request.proof.signature, 'base64');
  const message = proofMessage(address, domain.value, timestamp, request.proof.payload);
  if (!ed25519Verify(parsed.publicKey, message, signature)) return fail('signature');
  return { ok: true, address: address.toRawString(), wallet: parsed.wallet };
}

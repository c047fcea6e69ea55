/**
 * How a snapshot's tree is stored (migration 031, docs/decisions/057): leaves as reference and
 * amount, sorted by reference, in chunks of 2^PROOF_OF_LIABILITIES.chunkLevels; the levels above the
 * chunks as hash and sum. Fixed-width records, so a leaf or a node is found by its offset.
 */
import { AMOUNT_BYTES, amountBytes, HASH_BYTES, REFERENCE_BYTES, type SumNode } from '@fre/domain';

export const LEAF_RECORD = REFERENCE_BYTES + AMOUNT_BYTES;
export const NODE_RECORD = HASH_BYTES + AMOUNT_BYTES;

export interface StoredLeaf {
  reference: Uint8Array;
  amount: bigint;
}

function readAmount(bytes: Uint8Array, offset: number): bigint {
  let value = 0n;
  for (let i = 0; i < AMOUNT_BYTES; i++) value = (value << 8n) | BigInt(bytes[offset + i]!);
  return value;
}

export function encodeLeaves(leaves: StoredLeaf[]): Buffer {
  const out = Buffer.alloc(leaves.length * LEAF_RECORD);
  leaves.forEach((leaf, i) => {
    out.set(leaf.reference, i * LEAF_RECORD);
    out.set(amountBytes(leaf.amount), i * LEAF_RECORD + REFERENCE_BYTES);
  });
  return out;
}

export function decodeLeaves(bytes: Uint8Array): StoredLeaf[] {
  const leaves: StoredLeaf[] = [];
  for (let offset = 0; offset < bytes.length; offset += LEAF_RECORD) {
    leaves.push({ reference: bytes.subarray(offset, offset + REFERENCE_BYTES), amount: readAmount(bytes, offset + REFERENCE_BYTES) });
  }
  return leaves;
}

export function encodeNodes(nodes: SumNode[]): Buffer {
  const out = Buffer.alloc(nodes.length * NODE_RECORD);
  nodes.forEach((node, i) => {
    out.set(node.hash, i * NODE_RECORD);
    out.set(amountBytes(node.sum), i * NODE_RECORD + HASH_BYTES);
  });
  return out;
}

/** The node at `index` of a stored level, or null past its end (the padding's place). */
export function nodeAt(bytes: Uint8Array, index: number): SumNode | null {
  const offset = index * NODE_RECORD;
  if (offset + NODE_RECORD > bytes.length) return null;
  return { hash: bytes.subarray(offset, offset + HASH_BYTES), sum: readAmount(bytes, offset + HASH_BYTES) };
}

/** Bytewise order, the leaves' order in the tree. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(a, b);
}

/** The index of `reference` among sorted leaves, or -1. */
export function findLeaf(leaves: StoredLeaf[], reference: Uint8Array): number {
  let low = 0;
  let high = leaves.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const order = compareBytes(leaves[middle]!.reference, reference);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * A snapshot's tree held packed while it is built and written: each level's hashes in one buffer
 * and its sums in one array, the leaves' references in one buffer. At a million accounts an object
 * and a Buffer per node took 1.7 GB; packed, the nodes are their bytes (docs/operations.md).
 */
import { EMPTY_NODE, HASH_BYTES, leafNode, parentNode, REFERENCE_BYTES, type Sha256, type SumNode } from '@fre/domain';
import type { OwedRow } from './proof-of-liabilities.repository.ts';
import { encodeLeaves, encodeNodes } from './stored-tree.ts';
import { accountReference } from './tree-hashes.ts';

export interface PackedLevel {
  hashes: Buffer;
  sums: bigint[];
}

export interface PackedTree {
  /** The leaves' references in the tree's order (sorted bytewise), REFERENCE_BYTES each. */
  references: Buffer;
  amounts: bigint[];
  /** Leaves first, the root (alone) last. */
  levels: PackedLevel[];
}

const nodeOf = (level: PackedLevel, index: number): SumNode =>
  index < level.sums.length ? { hash: level.hashes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES), sum: level.sums[index]! } : EMPTY_NODE;

export const rootOf = (tree: PackedTree): SumNode => nodeOf(tree.levels[tree.levels.length - 1]!, 0);

function packedLevel(count: number): PackedLevel {
  return { hashes: Buffer.alloc(count * HASH_BYTES), sums: new Array<bigint>(count) };
}

function put(level: PackedLevel, index: number, node: SumNode): void {
  level.hashes.set(node.hash, index * HASH_BYTES);
  level.sums[index] = node.sum;
}

/** The references of a page of accounts, `HMAC-SHA256(key, account id)` each, in the page's order. */
export function referencesOf(rows: OwedRow[], referenceKey: Uint8Array): Buffer {
  const out = Buffer.alloc(rows.length * REFERENCE_BYTES);
  rows.forEach((row, i) => out.set(accountReference(referenceKey, row.user_id), i * REFERENCE_BYTES));
  return out;
}

/**
 * The tree over what each account is owed, given each account's reference and amount in the order
 * they were read: the leaves sorted by reference (under a fresh key, a new shuffle each day), then
 * every level (decision 057).
 */
export async function buildPackedTree(inRowOrder: Buffer, owed: bigint[], salt: Uint8Array, sha256: Sha256): Promise<PackedTree> {
  const count = owed.length;
  const at = (i: number) => i * REFERENCE_BYTES;
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => inRowOrder.compare(inRowOrder, at(b), at(b) + REFERENCE_BYTES, at(a), at(a) + REFERENCE_BYTES));
  const references = Buffer.alloc(count * REFERENCE_BYTES);
  const amounts = new Array<bigint>(count);
  order.forEach((row, i) => {
    inRowOrder.copy(references, at(i), at(row), at(row) + REFERENCE_BYTES);
    amounts[i] = owed[row]!;
  });

  let level = packedLevel(Math.max(count, 1));
  if (count === 0) put(level, 0, EMPTY_NODE);
  for (let i = 0; i < count; i++) put(level, i, await leafNode({ salt, reference: references.subarray(at(i), at(i) + REFERENCE_BYTES), amount: amounts[i]! }, sha256));
  const levels = [level];
  while (level.sums.length > 1) {
    const above = packedLevel(Math.ceil(level.sums.length / 2));
    for (let i = 0; i < above.sums.length; i++) put(above, i, await parentNode(nodeOf(level, 2 * i), nodeOf(level, 2 * i + 1), sha256));
    levels.push(above);
    level = above;
  }
  return { references, amounts, levels };
}

/** The stored bytes of the leaves [start, end): reference and amount each (stored-tree.ts). */
export function chunkBytes(tree: PackedTree, start: number, end: number): Buffer {
  const leaves = [];
  for (let i = start; i < Math.min(end, tree.amounts.length); i++) leaves.push({ reference: tree.references.subarray(i * REFERENCE_BYTES, (i + 1) * REFERENCE_BYTES), amount: tree.amounts[i]! });
  return encodeLeaves(leaves);
}

/** A level's stored bytes: hash and sum of each node (stored-tree.ts). */
export function levelBytes(level: PackedLevel): Buffer {
  return encodeNodes(level.sums.map((_, i) => nodeOf(level, i)));
}

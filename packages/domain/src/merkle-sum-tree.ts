/**
 * The Merkle sum tree of the proof of liabilities (docs/decisions/057-proof-of-liabilities.md has
 * the byte layout and test vectors). Pure functions over bytes, no Node API: the server builds the
 * tree with node:crypto, the browser checks a proof with Web Crypto, the verifier script with
 * either. The hash is a parameter for that reason, asynchronous because Web Crypto's is.
 */
/** SHA-256 of the bytes (Web Crypto's digest, node:crypto's createHash…). */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array> | Uint8Array;

export interface SumNode {
  hash: Uint8Array;
  sum: bigint;
}

export interface TreeLeaf {
  salt: Uint8Array;
  reference: Uint8Array;
  amount: bigint;
}

/** One step up the path: the sibling at that level (the current node's side is the position's bit). */
export interface PathStep {
  hash: Uint8Array;
  sum: bigint;
}

/** Web Crypto's SHA-256 (browsers, Node 20): what the page and the verifier check with. */
export const webCryptoSha256: Sha256 = async (bytes) => new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));

const encoder = new TextEncoder();
export const LEAF_TAG = encoder.encode('FRE-PoL leaf v1');
export const NODE_TAG = encoder.encode('FRE-PoL node v1');
export const LINK_TAG = encoder.encode('FRE-PoL link v1');
export const HASH_BYTES = 32;
export const SALT_BYTES = 32;
export const REFERENCE_BYTES = 32;
/** Amounts and sums are unsigned 128-bit big-endian: a sum of every balance never overflows. */
export const AMOUNT_BYTES = 16;
const MAX_AMOUNT = (1n << 128n) - 1n;

/** The node that pads an odd level: no hash (32 zero bytes), owes nothing. */
export const EMPTY_NODE: SumNode = { hash: new Uint8Array(HASH_BYTES), sum: 0n };

/** u128 big-endian; a negative amount or sum has no encoding, so it can be neither built nor proved. */
export function amountBytes(amount: bigint): Uint8Array {
  if (amount < 0n || amount > MAX_AMOUNT) throw new RangeError('an amount of the tree is between 0 and 2^128 - 1');
  const bytes = new Uint8Array(AMOUNT_BYTES);
  let rest = amount;
  for (let i = AMOUNT_BYTES - 1; i >= 0; i--) {
    bytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function expectLength(bytes: Uint8Array, length: number, what: string): void {
  if (bytes.length !== length) throw new RangeError(`${what} is ${length} bytes`);
}

/** H(leaf tag || salt || reference || amount). */
export async function leafNode(leaf: TreeLeaf, sha256: Sha256): Promise<SumNode> {
  expectLength(leaf.salt, SALT_BYTES, 'the salt');
  expectLength(leaf.reference, REFERENCE_BYTES, 'the reference');
  return { hash: await sha256(concat([LEAF_TAG, leaf.salt, leaf.reference, amountBytes(leaf.amount)])), sum: leaf.amount };
}

/** H(node tag || left hash || left sum || right hash || right sum); its sum is theirs added. */
export async function parentNode(left: SumNode, right: SumNode, sha256: Sha256): Promise<SumNode> {
  expectLength(left.hash, HASH_BYTES, 'a hash');
  expectLength(right.hash, HASH_BYTES, 'a hash');
  const sum = left.sum + right.sum;
  amountBytes(sum);
  return { hash: await sha256(concat([NODE_TAG, left.hash, amountBytes(left.sum), right.hash, amountBytes(right.sum)])), sum };
}

/** The level above: nodes paired in order, an odd last one paired with EMPTY_NODE. */
export async function levelAbove(nodes: SumNode[], sha256: Sha256): Promise<SumNode[]> {
  const above: SumNode[] = [];
  for (let i = 0; i < nodes.length; i += 2) above.push(await parentNode(nodes[i]!, nodes[i + 1] ?? EMPTY_NODE, sha256));
  return above;
}

/** Levels from a tree of `count` leaves' leaves to its root: 0 for one leaf, ceil(log2(count)) above. */
export function treeHeight(count: number): number {
  let height = 0;
  while (2 ** height < count) height++;
  return height;
}

/** Every level, leaves first, root last (alone). An empty tree's root is EMPTY_NODE. */
export async function buildLevels(leaves: SumNode[], sha256: Sha256): Promise<SumNode[][]> {
  const levels: SumNode[][] = [leaves.length ? leaves : [EMPTY_NODE]];
  while (levels[levels.length - 1]!.length > 1) levels.push(await levelAbove(levels[levels.length - 1]!, sha256));
  return levels;
}

/**
 * The levels of a run of leaves up to `levels` levels above them: the part of the whole tree
 * over those leaves when they start at a multiple of 2^levels and `levels` ≤ the tree's height
 * (an odd level is padded the same way in the part as in the whole).
 */
export async function buildPart(leaves: SumNode[], levels: number, sha256: Sha256): Promise<SumNode[][]> {
  const out: SumNode[][] = [leaves];
  for (let level = 0; level < levels; level++) out.push(await levelAbove(out[level]!, sha256));
  return out;
}

/** The siblings of the leaf at `position`, leaves' level first (EMPTY_NODE where the level was padded). */
export function pathOf(levels: SumNode[][], position: number): PathStep[] {
  const path: PathStep[] = [];
  for (let level = 0; level < levels.length - 1; level++) {
    const sibling = levels[level]![(position >> level) ^ 1] ?? EMPTY_NODE;
    path.push({ hash: sibling.hash, sum: sibling.sum });
  }
  return path;
}

/**
 * Walks from the leaf up the path and says whether it ends at the root with the root's sum.
 * Anything malformed (a negative amount, a wrong length, a position beyond the path) is false.
 */
export async function verifyPath(leaf: TreeLeaf, position: number, path: PathStep[], root: SumNode, sha256: Sha256): Promise<boolean> {
  const nodes = await walkPath(leaf, position, path, sha256);
  const top = nodes?.[nodes.length - 1];
  return top !== undefined && top.sum === root.sum && equalBytes(top.hash, root.hash);
}

/**
 * The nodes from the leaf up the path, the leaf first and the path's top last (what the page shows
 * step by step); null when the proof is malformed (a negative amount, a wrong length, a position
 * beyond the path).
 */
export async function walkPath(leaf: TreeLeaf, position: number, path: PathStep[], sha256: Sha256): Promise<SumNode[] | null> {
  try {
    if (!Number.isSafeInteger(position) || position < 0 || position >= 2 ** path.length) return null;
    const nodes = [await leafNode(leaf, sha256)];
    for (const [level, step] of path.entries()) {
      const node = nodes[level]!;
      nodes.push(((position >> level) & 1) === 0 ? await parentNode(node, step, sha256) : await parentNode(step, node, sha256));
    }
    return nodes;
  } catch {
    return null;
  }
}

/** Each published root hashes the one before it: H(link tag || previous link || root hash || root sum). */
export async function rootLink(previous: Uint8Array | null, root: SumNode, sha256: Sha256): Promise<Uint8Array> {
  return sha256(concat([LINK_TAG, previous ?? new Uint8Array(HASH_BYTES), root.hash, amountBytes(root.sum)]));
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new RangeError('not lowercase hexadecimal');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountBytes, buildLevels, buildPart, EMPTY_NODE, fromHex, leafNode, parentNode, pathOf, rootLink, treeHeight, verifyPath, webCryptoSha256,
  type SumNode, type TreeLeaf,
} from './merkle-sum-tree.ts';
import { toHex } from './games/sha256.ts';
import { verifyProofDocument, type ProofDocument } from './proof-of-liabilities-schemas.ts';

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const webSha256 = webCryptoSha256;
const filled = (value: number) => new Uint8Array(32).fill(value);

/** The vectors of docs/decisions/057-proof-of-liabilities.md. */
const VECTOR_LEAVES: TreeLeaf[] = [
  { salt: filled(0x11), reference: filled(0xa1), amount: 1_000_000_000n },
  { salt: filled(0x11), reference: filled(0xa2), amount: 2_500_000_000n },
  { salt: filled(0x11), reference: filled(0xa3), amount: 1n },
  { salt: filled(0x11), reference: filled(0xa4), amount: 42_000_000_000_000n },
];

describe('the Merkle sum tree: decision 057 test vectors', () => {
  it('hashes a leaf, a 4-leaf tree and its root as written, with node:crypto and Web Crypto alike', async () => {
    for (const hash of [sha256, webSha256]) {
      const leaves = await Promise.all(VECTOR_LEAVES.map((leaf) => leafNode(leaf, hash)));
      expect(toHex(leaves[0]!.hash)).toBe('cdb1f3efb8cf93355c9940f745325104d4c240abafc50e7ff85c533b69d3ea52');
      const levels = await buildLevels(leaves, hash);
      expect(levels.map((level) => level.map((node) => toHex(node.hash)))).toEqual([
        [
          'cdb1f3efb8cf93355c9940f745325104d4c240abafc50e7ff85c533b69d3ea52',
          'fb2eb9e8087c06d9a7b6cc6129792d8cff6c8cc33c5651c65f0def2048d0028c',
          'efa5d9f38b77e905701d8bf84959bccc6f3e66abcef06922a9d46e88dbb93610',
          '9efc0fe25799756ef7956bd00fa22366bb8454e1ce02c063f741339babfd9675',
        ],
        ['f872b2186f7760cbd54257536444171e3228286ca8bd6c9856f35560bdc878f8', '8d9722ea70ce4facb3a0cddcee450dc05eb4b2f631726aceafce34f3b6697ad0'],
        ['5be1f2ced4c788cbe8302e1f36707822395923ae3c258e6ca9981fd596297f26'],
      ]);
      expect(levels[2]![0]!.sum).toBe(42_003_500_000_001n);
      expect(toHex(await rootLink(null, levels[2]![0]!, hash))).toBe('e6970ac5d8eddcfd25f1bcb18cb1e2c2b1210e711da06f6d8d785700a2f020fc');
      // Three leaves: the odd level is padded with the empty node (zero hash, zero sum).
      const three = await buildLevels(leaves.slice(0, 3), hash);
      expect(toHex(three[2]![0]!.hash)).toBe('d83c2aa006ec9b813609ebc5379f874970ff8a28bf10caa307c4286afc718672');
      expect(three[2]![0]!.sum).toBe(3_500_000_001n);
    }
  });

  it('encodes amounts as 16 bytes big-endian and has no encoding for a negative one', () => {
    expect(toHex(amountBytes(1_000_000_000n))).toBe('0000000000000000000000003b9aca00');
    expect(() => amountBytes(-1n)).toThrow(RangeError);
    expect(() => amountBytes(1n << 128n)).toThrow(RangeError);
    expect(toHex(fromHex('00ff10'))).toBe('00ff10');
  });
});

const randomBytes = fc.uint8Array({ minLength: 32, maxLength: 32 });
/** Sets of 1 to maxLength accounts, the length drawn evenly (fast-check's own sizes stay small). */
const leafSet = (maxLength: number) =>
  fc
    .integer({ min: 1, max: maxLength })
    .chain((length) => fc.tuple(randomBytes, fc.array(fc.tuple(randomBytes, fc.bigInt({ min: 1n, max: 10n ** 24n })), { minLength: length, maxLength: length })))
    .map(([salt, rows]) => rows.map(([reference, amount]): TreeLeaf => ({ salt, reference, amount })));

async function treeOf(leaves: TreeLeaf[]): Promise<{ levels: SumNode[][]; root: SumNode }> {
  const levels = await buildLevels(await Promise.all(leaves.map((leaf) => leafNode(leaf, sha256))), sha256);
  return { levels, root: levels[levels.length - 1]![0]! };
}

const flipped = (bytes: Uint8Array, bit: number) => {
  const copy = bytes.slice();
  copy[(bit >> 3) % copy.length]! ^= 1 << (bit & 7);
  return copy;
};

describe('the Merkle sum tree: properties', () => {
  it('proves every leaf of a set of up to 10,000 accounts, and its root sums them all', async () => {
    const sizes: number[] = [];
    await fc.assert(
      fc.asyncProperty(leafSet(10_000), async (leaves) => {
        sizes.push(leaves.length);
        const { levels, root } = await treeOf(leaves);
        expect(root.sum).toBe(leaves.reduce((sum, leaf) => sum + leaf.amount, 0n));
        expect(levels.length - 1).toBe(treeHeight(leaves.length));
        for (const [position, leaf] of leaves.entries()) expect(await verifyPath(leaf, position, pathOf(levels, position), root, sha256)).toBe(true);
      }),
      { numRuns: 4, examples: [[Array.from({ length: 10_000 }, (_, i) => ({ salt: filled(7), reference: filled(i % 256), amount: BigInt(i + 1) }))]] },
    );
    expect(Math.max(...sizes)).toBe(10_000);
  }, 120_000);

  it('fails when any amount, salt, reference, sibling hash or sibling sum is changed, or the root is moved', async () => {
    await fc.assert(
      fc.asyncProperty(leafSet(300), fc.nat(), fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 12n }), async (leaves, pick, bit, delta) => {
        const { levels, root } = await treeOf(leaves);
        const position = pick % leaves.length;
        const leaf = leaves[position]!;
        const path = pathOf(levels, position);
        const fails = async (l: TreeLeaf, p: typeof path, r: SumNode) => expect(await verifyPath(l, position, p, r, sha256)).toBe(false);
        await fails({ ...leaf, amount: leaf.amount + delta }, path, root);
        await fails({ ...leaf, amount: leaf.amount - 1n }, path, root);
        await fails({ ...leaf, salt: flipped(leaf.salt, bit) }, path, root);
        await fails({ ...leaf, reference: flipped(leaf.reference, bit) }, path, root);
        await fails(leaf, path, { ...root, hash: flipped(root.hash, bit) });
        await fails(leaf, path, { ...root, sum: root.sum + delta });
        if (path.length > 0) {
          const step = bit % path.length;
          const changed = (change: Partial<SumNode>) => path.map((s, i) => (i === step ? { ...s, ...change } : s));
          await fails(leaf, changed({ hash: flipped(path[step]!.hash, bit) }), root);
          await fails(leaf, changed({ sum: path[step]!.sum + delta }), root);
          if (path[step]!.sum > 0n) await fails(leaf, changed({ sum: path[step]!.sum - 1n }), root);
          // The same leaf on the other side of any step is another position.
          expect(await verifyPath(leaf, position ^ (1 << step), path, root, sha256)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('cannot prove a negative amount, nor build a tree where one hides a debt', async () => {
    const leaf: TreeLeaf = { salt: filled(1), reference: filled(2), amount: 5n };
    const debtor: TreeLeaf = { salt: filled(1), reference: filled(3), amount: -5n };
    await expect(leafNode(debtor, sha256)).rejects.toThrow(RangeError);
    const honest = await leafNode(leaf, sha256);
    // A forged sibling claiming a negative sum to lower the total is refused at verification.
    const forgedSibling = { hash: filled(9), sum: -5n };
    expect(await verifyPath(leaf, 0, [forgedSibling], { hash: filled(0), sum: 0n }, sha256)).toBe(false);
    expect(await verifyPath(debtor, 0, [{ hash: honest.hash, sum: 5n }], { hash: filled(0), sum: 0n }, sha256)).toBe(false);
    await expect(parentNode(honest, { hash: filled(9), sum: -1n }, sha256)).rejects.toThrow(RangeError);
  });

  it('rebuilds any chunk of 2^k leaves into the same nodes as the whole tree (the server answers proofs this way)', async () => {
    await fc.assert(
      fc.asyncProperty(leafSet(200), fc.integer({ min: 0, max: 5 }), async (leaves, chunkLevels) => {
        const { levels } = await treeOf(leaves);
        const levelsInPart = Math.min(chunkLevels, levels.length - 1);
        const size = 2 ** chunkLevels;
        for (let start = 0; start < leaves.length; start += size) {
          const part = await buildPart(levels[0]!.slice(start, start + size), levelsInPart, sha256);
          for (let level = 0; level <= levelsInPart; level++) {
            expect(part[level]!.map((n) => toHex(n.hash))).toEqual(levels[level]!.slice(start >> level, (start >> level) + part[level]!.length).map((n) => toHex(n.hash)));
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('has the empty node as the root of a tree with no account', async () => {
    const levels = await buildLevels([], sha256);
    expect(levels).toEqual([[EMPTY_NODE]]);
  });

  it('checks a proof file with Web Crypto, and refuses one whose position is beyond the accounts', async () => {
    const { levels, root } = await treeOf(VECTOR_LEAVES);
    const proof: ProofDocument = {
      version: 1,
      snapshot: { day: '2026-11-29', takenAt: '2026-11-29T00:00:00.000Z', root: toHex(root.hash), total: root.sum.toString(), accounts: 4, link: toHex(await rootLink(null, root, sha256)) },
      leaf: { salt: toHex(VECTOR_LEAVES[2]!.salt), reference: toHex(VECTOR_LEAVES[2]!.reference), amount: '1', position: 2 },
      path: pathOf(levels, 2).map((step) => ({ hash: toHex(step.hash), sum: step.sum.toString() })),
    };
    expect(await verifyProofDocument(proof, webSha256)).toBe(true);
    expect(await verifyProofDocument({ ...proof, leaf: { ...proof.leaf, amount: '2' } }, webSha256)).toBe(false);
    expect(await verifyProofDocument({ ...proof, snapshot: { ...proof.snapshot, accounts: 2 } }, webSha256)).toBe(false);
  });
});

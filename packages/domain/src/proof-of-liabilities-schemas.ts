/**
 * The proof of liabilities: the API contract and the proof file a player downloads, which the
 * page, `npm run verify-proof` and anyone's own code check the same way (docs/decisions/057).
 */
import { z } from 'zod';
import { NANO_FRE_DESCRIPTION } from './api-schemas.ts';
import { toHex } from './games/sha256.ts';
import { fromHex, rootLink, verifyPath, type PathStep, type Sha256, type SumNode, type TreeLeaf } from './merkle-sum-tree.ts';

const hash = z.string().regex(/^[0-9a-f]{64}$/);
/** Tree amounts are never negative: nano-FRE as digits only. */
const amount = z.string().regex(/^\d{1,39}$/).describe(NANO_FRE_DESCRIPTION);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const publishedRootSchema = z.object({
  day,
  takenAt: z.string(),
  root: hash,
  total: amount,
  accounts: z.number().int().min(0),
  /** rootLink(previous link, root): the chain of every root published. */
  link: hash,
  previousLink: hash.nullable(),
});
export type PublishedRoot = z.infer<typeof publishedRootSchema>;

/**
 * A root written on chain: the comment of a zero-value transfer from the hot wallet to itself.
 * pending until the transfer's transaction is seen, failed when the chain refused it; the
 * transaction's hash (base64, as the indexer gives it) and its explorer page once confirmed.
 */
export const rootAnchorSchema = z.object({
  status: z.enum(['pending', 'confirmed', 'failed']),
  txHash: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  comment: z.string(),
});
export type RootAnchor = z.infer<typeof rootAnchorSchema>;

/** The comment that anchors a root on chain: what the verifier expects to read in the transaction. */
export function anchorComment(root: Pick<PublishedRoot, 'day' | 'root'>): string {
  return `FRE-PoL v1 ${root.day} ${root.root}`;
}

/** GET /api/proof-of-liabilities: the last PROOF_OF_LIABILITIES.proofDays roots, newest first. */
export const publicProofOfLiabilitiesResponse = z.object({
  /** Whether this install writes its roots on chain (a hot wallet is configured). */
  anchoring: z.boolean(),
  roots: z.array(publishedRootSchema.extend({ anchor: rootAnchorSchema.nullable() })),
});
export type AnchoredRoot = z.infer<typeof publicProofOfLiabilitiesResponse>['roots'][number];

export const proofDocumentSchema = z.object({
  version: z.literal(1),
  snapshot: publishedRootSchema.pick({ day: true, takenAt: true, root: true, total: true, accounts: true, link: true }),
  leaf: z.object({ salt: hash, reference: hash, amount, position: z.number().int().min(0) }),
  path: z.array(z.object({ hash, sum: amount })).max(64),
});
export type ProofDocument = z.infer<typeof proofDocumentSchema>;

export const myProofOfLiabilitiesQuery = z.strictObject({ snapshot: day.optional() });
export const myProofOfLiabilitiesResponse = z.object({
  /** Newest first; a snapshot in which the account was owed nothing (or did not exist yet) has none. */
  proofs: z.array(proofDocumentSchema),
  /** The last snapshot's day, null before the first one: the page says why a new account has no proof. */
  latestDay: day.nullable(),
});

/** The proof file's leaf, path and root as the tree's functions take them. */
export function proofParts(proof: ProofDocument): { leaf: TreeLeaf; path: PathStep[]; root: SumNode } {
  return {
    leaf: { salt: fromHex(proof.leaf.salt), reference: fromHex(proof.leaf.reference), amount: BigInt(proof.leaf.amount) },
    path: proof.path.map((step) => ({ hash: fromHex(step.hash), sum: BigInt(step.sum) })),
    root: { hash: fromHex(proof.snapshot.root), sum: BigInt(proof.snapshot.total) },
  };
}

/** Whether the proof's path leads from its leaf to its root and total. */
export async function verifyProofDocument(proof: ProofDocument, sha256: Sha256): Promise<boolean> {
  const { leaf, path, root } = proofParts(proof);
  return proof.leaf.position < proof.snapshot.accounts && (await verifyPath(leaf, proof.leaf.position, path, root, sha256));
}

/** Whether a published root's link hashes its root and the link before it. */
export async function verifyRootLink(root: Pick<PublishedRoot, 'root' | 'total' | 'link' | 'previousLink'>, sha256: Sha256): Promise<boolean> {
  const link = await rootLink(root.previousLink ? fromHex(root.previousLink) : null, { hash: fromHex(root.root), sum: BigInt(root.total) }, sha256);
  return toHex(link) === root.link;
}

/** POST /api/admin/proof-of-liabilities/snapshot: today's snapshot, taken now or already there. */
export const liabilitySnapshotResponse = z.object({ state: z.enum(['made', 'exists']), day });

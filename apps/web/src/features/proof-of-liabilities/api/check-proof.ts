import { proofParts, toHex, verifyProofDocument, walkPath, webCryptoSha256, type ProofDocument, type PublishedRoot } from '@fre/domain';

export interface ProofCheck {
  /** The path leads from the leaf to the proof's root and total. */
  holds: boolean;
  /** That root and total are the ones published to everybody for the day. */
  published: boolean;
  /** Each node from the leaf up, for the step-by-step view. */
  steps: { hash: string; sum: bigint }[];
}

/** The proof checked here, in the browser, with Web Crypto: nothing of it is taken from the server's word. */
export async function checkProof(proof: ProofDocument, roots: PublishedRoot[]): Promise<ProofCheck> {
  const { leaf, path } = proofParts(proof);
  const nodes = (await walkPath(leaf, proof.leaf.position, path, webCryptoSha256)) ?? [];
  const root = roots.find((candidate) => candidate.day === proof.snapshot.day);
  return {
    holds: await verifyProofDocument(proof, webCryptoSha256),
    published: root !== undefined && root.root === proof.snapshot.root && root.total === proof.snapshot.total,
    steps: nodes.map((node) => ({ hash: toHex(node.hash), sum: node.sum })),
  };
}

/** The proof as a file the player keeps, and that `npm run verify-proof` reads. */
export function downloadProof(proof: ProofDocument): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `fre-proof-${proof.snapshot.day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

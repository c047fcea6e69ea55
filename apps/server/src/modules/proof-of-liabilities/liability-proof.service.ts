/**
 * Reading the published proof of liabilities: the roots for everyone, and each player's own leaf
 * with its path (docs/decisions/057). A path's lower levels are rebuilt from the one stored chunk
 * that holds the leaf, its upper levels read from the stored levels above the chunks.
 */
import {
  buildPart, EMPTY_NODE, leafNode, pathOf, PROOF_OF_LIABILITIES, toHex, treeHeight, type AnchoredRoot, type ProofDocument, type PublishedRoot, type RootAnchor,
} from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { explorerUrl } from '#server/modules/transparency/explorer-link.ts';
import { anchorsOf, type AnchorRow } from './root-anchors.repository.ts';
import { accountReference, sha256 } from './tree-hashes.ts';
import * as repo from './proof-of-liabilities.repository.ts';
import { decodeLeaves, findLeaf, nodeAt } from './stored-tree.ts';

function published(row: repo.RootRow): PublishedRoot {
  return {
    day: row.day,
    takenAt: row.taken_at.toISOString(),
    root: toHex(row.root_hash),
    total: row.total_nano,
    accounts: row.accounts,
    link: toHex(row.link),
    previousLink: row.previous_link && toHex(row.previous_link),
  };
}

/** What a player is told of a root's anchor: the message in flight or expired is still pending. */
function anchorOf(row: AnchorRow | undefined, network: 'mainnet' | 'testnet'): RootAnchor | null {
  if (!row) return null;
  const status = row.status === 'confirmed' ? 'confirmed' : row.status === 'failed' ? 'failed' : 'pending';
  return { status, txHash: row.tx_hash, explorerUrl: row.tx_hash ? explorerUrl(row.tx_hash, network) : null, comment: row.comment };
}

export function createLiabilityProofService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;

  /** The account's proof in one snapshot, or null when it was owed nothing then. */
  async function proofIn(snapshot: repo.ProvableRow, userId: string): Promise<ProofDocument | null> {
    const reference = accountReference(snapshot.reference_key, userId);
    const found = await repo.chunkFor(db, snapshot.snapshot_id, reference);
    if (!found) return null;
    const leaves = decodeLeaves(found.leaves);
    const index = findLeaf(leaves, reference);
    if (index < 0) return null;
    const chunkLevels = snapshot.chunk_levels;
    const height = treeHeight(snapshot.accounts);
    const nodes = [];
    for (const leaf of leaves) nodes.push(await leafNode({ salt: snapshot.salt, reference: leaf.reference, amount: leaf.amount }, sha256));
    const path = pathOf(await buildPart(nodes, Math.min(chunkLevels, height), sha256), index);
    const position = found.chunk * 2 ** chunkLevels + index;
    if (height > chunkLevels) {
      for (const stored of await repo.upperSiblings(db, snapshot.snapshot_id, position)) {
        if (stored.level >= height) break;
        path.push(nodeAt(stored.node, 0) ?? EMPTY_NODE);
      }
    }
    const root = published(snapshot);
    return {
      version: 1,
      snapshot: { day: root.day, takenAt: root.takenAt, root: root.root, total: root.total, accounts: root.accounts, link: root.link },
      leaf: { salt: toHex(snapshot.salt), reference: toHex(reference), amount: leaves[index]!.amount.toString(), position },
      path: path.map((step) => ({ hash: toHex(step.hash), sum: step.sum.toString() })),
    };
  }

  return {
    /**
     * The last roots published, newest first, each with its transaction when written on chain:
     * anyone may read them. `anchoring`: whether this install writes them (a hot wallet).
     */
    async roots(): Promise<{ anchoring: boolean; roots: AnchoredRoot[] }> {
      const rows = await repo.latestRoots(db, PROOF_OF_LIABILITIES.proofDays);
      const anchors = await anchorsOf(db, rows.map((row) => row.snapshot_id));
      return {
        anchoring: config.hotWallet !== null,
        roots: rows.map((row) => ({ ...published(row), anchor: anchorOf(anchors.get(row.snapshot_id), config.ton.network) })),
      };
    },

    /** The account's proofs in the snapshots still answered (one day's when asked), newest first. */
    async proofsOf(userId: string, day: string | null): Promise<{ proofs: ProofDocument[]; latestDay: string | null }> {
      const snapshots = await repo.provableSnapshots(db, PROOF_OF_LIABILITIES.proofDays, day);
      const proofs: ProofDocument[] = [];
      for (const snapshot of snapshots) {
        const proof = await proofIn(snapshot, userId);
        if (proof) proofs.push(proof);
      }
      const latestDay = (await repo.latestRoots(db, 1))[0]?.day ?? null;
      return { proofs, latestDay };
    },
  };
}

export type LiabilityProofService = ReturnType<typeof createLiabilityProofService>;

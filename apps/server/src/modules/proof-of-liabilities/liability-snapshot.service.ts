/**
 * The daily snapshot of what the product owes (docs/decisions/057): each account's balance plus
 * its held withdrawals, read in one view, checked against the ledger, made into a Merkle sum tree
 * whose root is published with a link to the one before. Once per day of the product's clock,
 * whichever instance or admin starts it: the day is the snapshot's unique key.
 */
import { randomBytes } from 'node:crypto';
import { PROOF_OF_LIABILITIES, REFERENCE_BYTES, rootLink } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import * as repo from './proof-of-liabilities.repository.ts';
import { buildPackedTree, chunkBytes, levelBytes, referencesOf, rootOf, type PackedTree } from './packed-tree.ts';
import { sha256 } from './tree-hashes.ts';

export const SNAPSHOT_JOB = 'proof-of-liabilities';
/** Chunks written per statement: about 5 MB of leaves. */
const CHUNKS_PER_INSERT = 100;
/** Accounts read per statement: their ids and amounts are packed as they come. */
const READ_PAGE = 50_000;

export type SnapshotOutcome = { state: 'made' | 'exists'; day: string };

/**
 * `chunkLevels` and `readPage`: PROOF_OF_LIABILITIES.chunkLevels and READ_PAGE unless a test needs
 * a tree taller than its chunks, or several pages, with a few accounts.
 */
export function createLiabilitySnapshotService(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, options: { chunkLevels?: number; readPage?: number } = {}) {
  const { db, clock, log } = ctx;
  const chunkLevels = options.chunkLevels ?? PROOF_OF_LIABILITIES.chunkLevels;
  const readPage = options.readPage ?? READ_PAGE;

  async function write(snapshot: repo.NewSnapshot, tree: PackedTree): Promise<void> {
    const size = 2 ** chunkLevels;
    const root = rootOf(tree);
    await db.transaction(async (tx) => {
      await tx.query("SET LOCAL statement_timeout = '10min'");
      const id = await repo.insertSnapshot(tx, snapshot);
      // Encoded a batch at a time: the whole snapshot's bytes are never held at once.
      const chunkCount = Math.ceil(tree.amounts.length / size);
      for (let first = 0; first < chunkCount; first += CHUNKS_PER_INSERT) {
        const batch = [];
        for (let chunk = first; chunk < Math.min(first + CHUNKS_PER_INSERT, chunkCount); chunk++) {
          const start = chunk * size;
          batch.push({ chunk, firstReference: Buffer.from(tree.references.subarray(start * REFERENCE_BYTES, (start + 1) * REFERENCE_BYTES)), leaves: chunkBytes(tree, start, start + size) });
        }
        await repo.insertChunks(tx, id, batch);
      }
      // The levels below the chunks are rebuilt from one chunk when a proof is asked.
      await repo.insertLevels(tx, id, tree.levels.slice(chunkLevels).map((level, i) => ({ level: chunkLevels + i, nodes: levelBytes(level) })));
      const previousLink = await repo.lastLink(tx);
      const link = await rootLink(previousLink, root, sha256);
      await repo.insertRoot(tx, { snapshotId: id, day: snapshot.day, takenAt: snapshot.takenAt, accounts: snapshot.accounts, total: snapshot.total, rootHash: root.hash, previousLink, link });
      await repo.dropOldProofs(tx, PROOF_OF_LIABILITIES.proofDays, snapshot.takenAt);
    });
  }

  /** Today's snapshot (UTC, by the product's clock) if it is not taken yet. */
  async function take(): Promise<SnapshotOutcome> {
    const takenAt = clock.now();
    const day = takenAt.toISOString().slice(0, 10);
    if (await repo.snapshotExists(db, day)) return { state: 'exists', day };
    const salt = randomBytes(32);
    const referenceKey = randomBytes(32);
    const references: Buffer[] = [];
    const owed: bigint[] = [];
    const sums = await db.transaction(async (tx) => {
      await repo.beginConsistentRead(tx);
      for (let after: string | null = null; ; ) {
        const page = await repo.owedAccountsPage(tx, after, readPage);
        references.push(referencesOf(page, referenceKey));
        for (const row of page) owed.push(BigInt(row.owed));
        if (page.length < readPage) break;
        after = page[page.length - 1]!.user_id;
      }
      return repo.ledgerAndHeld(tx);
    });
    const total = owed.reduce((sum, amount) => sum + amount, 0n);
    // Holds left the balances in the ledger and are still owed: the two sides must meet exactly.
    if (total !== sums.ledger + sums.held) {
      const message = `proof of liabilities for ${day} not published: the accounts are owed ${total} nano-FRE, the ledger's sum and the held withdrawals make ${sums.ledger + sums.held} (run npm run admin -- verify-ledger)`;
      log.error({ day, owed: total.toString(), ledger: sums.ledger.toString(), held: sums.held.toString() }, message);
      throw new Error(message);
    }
    const tree = await buildPackedTree(Buffer.concat(references), owed, salt, sha256);
    try {
      await write({ day, takenAt, accounts: owed.length, total, ledger: sums.ledger, held: sums.held, chunkLevels, salt, referenceKey }, tree);
    } catch (error) {
      if (isUniqueViolation(error, 'liability_snapshots_day_key')) return { state: 'exists', day };
      throw error;
    }
    log.info({ day, accounts: owed.length, total: total.toString() }, 'proof of liabilities published');
    return { state: 'made', day };
  }

  return { take };
}

export type LiabilitySnapshotService = ReturnType<typeof createLiabilitySnapshotService>;

/**
 * The proof of liabilities' tree at a million accounts (issue 47, docs/decisions/057): the CPU and
 * memory of building one snapshot's tree from what the snapshot reads (the service's own code:
 * referencesOf on each page of read rows, then buildPackedTree: the sort, every leaf and node hash),
 * the bytes stored for it, and the CPU of answering one proof from its stored chunk (decode, the
 * chunk's 2,047 hashes, the path). The database's read and write are not in these figures.
 *   npm run bench:proof-of-liabilities       BENCH_ACCOUNTS=N changes the size (1,000,000)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildPart, leafNode, pathOf, PROOF_OF_LIABILITIES, REFERENCE_BYTES, treeHeight } from '@fre/domain';
import { buildPackedTree, chunkBytes, levelBytes, referencesOf } from '../apps/server/src/modules/proof-of-liabilities/packed-tree.ts';
import { decodeLeaves, findLeaf, LEAF_RECORD, NODE_RECORD } from '../apps/server/src/modules/proof-of-liabilities/stored-tree.ts';
import { sha256 } from '../apps/server/src/modules/proof-of-liabilities/tree-hashes.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const PROOFS = 200;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

// What the snapshot's read returns, a page at a time, packed as it comes as the service does.
const READ_PAGE = 50_000;
const referenceKey = randomBytes(32);
const parts: Buffer[] = [];
const owed: bigint[] = [];
const readCpu = process.cpuUsage();
for (let read = 0; read < ACCOUNTS; read += READ_PAGE) {
  const page = Array.from({ length: Math.min(READ_PAGE, ACCOUNTS - read) }, () => ({ user_id: randomUUID(), owed: String(1 + Math.floor(Math.random() * 5e13)) }));
  parts.push(referencesOf(page, referenceKey));
  for (const row of page) owed.push(BigInt(row.owed));
}
const packCpu = cpuSeconds(process.cpuUsage(readCpu));
/** What the process holds once the garbage is collected: V8's heap and the buffers outside it. */
const held = () => {
  global.gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};
const before = held();

const started = performance.now();
const cpu = process.cpuUsage();
const tree = await buildPackedTree(Buffer.concat(parts), owed, randomBytes(32), sha256);
const buildCpu = cpuSeconds(process.cpuUsage(cpu));
const buildWall = (performance.now() - started) / 1000;
const peak = process.resourceUsage().maxRSS * 1024;
const after = held();

const chunkLevels = PROOF_OF_LIABILITIES.chunkLevels;
const size = 2 ** chunkLevels;
const leafBytes = tree.amounts.length * LEAF_RECORD;
const upperBytes = tree.levels.slice(chunkLevels).reduce((sum, level) => sum + level.sums.length * NODE_RECORD, 0);

// One proof as the service answers it, from the stored bytes of its chunk and the levels above.
const chunks = Array.from({ length: Math.ceil(ACCOUNTS / size) }, (_, i) => chunkBytes(tree, i * size, (i + 1) * size));
const upper = tree.levels.slice(chunkLevels).map((level) => levelBytes(level));
const salt = randomBytes(32);
const timings: number[] = [];
const proofCpu = process.cpuUsage();
for (let i = 0; i < PROOFS; i++) {
  const position = Math.floor(Math.random() * ACCOUNTS);
  const t0 = performance.now();
  const chunk = Math.floor(position / size);
  const stored = decodeLeaves(chunks[chunk]!);
  const index = findLeaf(stored, tree.references.subarray(position * REFERENCE_BYTES, (position + 1) * REFERENCE_BYTES));
  const nodes = [];
  for (const leaf of stored) nodes.push(await leafNode({ salt, reference: leaf.reference, amount: leaf.amount }, sha256));
  const path = pathOf(await buildPart(nodes, Math.min(chunkLevels, treeHeight(ACCOUNTS)), sha256), index);
  if (index < 0 || (ACCOUNTS > size && path.length + upper.length - 1 !== treeHeight(ACCOUNTS))) throw new Error('leaf not found, or a path of the wrong length');
  timings.push(performance.now() - t0);
}
const perProofCpuMs = (cpuSeconds(process.cpuUsage(proofCpu)) / PROOFS) * 1000;
timings.sort((a, b) => a - b);

console.table([
  { figure: 'accounts', value: ACCOUNTS.toLocaleString('en'), target: '' },
  { figure: 'references of the read pages, CPU', value: `${packCpu.toFixed(1)} s`, target: '' },
  { figure: 'tree build, CPU', value: `${buildCpu.toFixed(1)} s`, target: '≤ 60 s with the references' },
  { figure: 'tree build, wall (busy host)', value: `${buildWall.toFixed(1)} s`, target: '' },
  { figure: 'peak RSS of the process', value: mb(peak), target: '≤ 500 MB' },
  { figure: 'held before the build: the packed references and amounts', value: mb(before), target: '' },
  { figure: 'held after the build: the packed tree', value: mb(after), target: '' },
  { figure: 'stored: leaf chunks', value: mb(leafBytes), target: '' },
  { figure: 'stored: levels above the chunks', value: `${(upperBytes / 1024).toFixed(0)} KB`, target: '' },
  { figure: 'a proof from its chunk, CPU', value: `${perProofCpuMs.toFixed(1)} ms`, target: '≤ 50 ms with its two reads' },
  { figure: 'a proof from its chunk, wall p50 / p95', value: `${timings[Math.floor(PROOFS / 2)]!.toFixed(1)} / ${timings[Math.floor(PROOFS * 0.95)]!.toFixed(1)} ms`, target: '' },
]);

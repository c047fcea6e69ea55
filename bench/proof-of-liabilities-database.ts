/**
 * The proof of liabilities at a million accounts with the database (issue 47, docs/decisions/057):
 * the real snapshot service reads a million owed accounts from PostgreSQL, checks them against the
 * ledger, builds the tree and writes its chunks and levels; then the real proof service answers
 * players picked at random, as GET /api/me/proof-of-liabilities does. Figures: the snapshot's wall
 * and CPU time and the process's peak memory (targets 60 s of CPU, 500 MB), the proof's p50, p95
 * and max over PROOFS players (target 50 ms).
 *   npm run bench:proof-of-liabilities:database       BENCH_ACCOUNTS=N changes the size (1,000,000)
 *   … -- --proofs-only                                 times the proofs of the last snapshot again
 * Its own embedded PostgreSQL in .tmp/bench-proof-db; the accounts are generated once (--fresh
 * generates them again) by INSERT … SELECT generate_series, each balance with its ledger row so
 * that the snapshot's ledger check holds.
 */
import path from 'node:path';
import pg from 'pg';
import { verifyProofDocument, webCryptoSha256, type ProofDocument } from '@fre/domain';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDatabase } from '../apps/server/src/db/pool.ts';
import { createLiabilityProofService } from '../apps/server/src/modules/proof-of-liabilities/liability-proof.service.ts';
import { createLiabilitySnapshotService } from '../apps/server/src/modules/proof-of-liabilities/liability-snapshot.service.ts';
import { chunkFor, provableSnapshots, upperSiblings } from '../apps/server/src/modules/proof-of-liabilities/proof-of-liabilities.repository.ts';
import { accountReference } from '../apps/server/src/modules/proof-of-liabilities/tree-hashes.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const PROOFS = 200;
const FRESH = process.argv.includes('--fresh');
/** Times the proofs of the last snapshot again without taking a new one. */
const PROOFS_ONLY = process.argv.includes('--proofs-only');
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
const silentLog = new Proxy({}, { get: (_target, key) => (key === 'child' ? () => silentLog : () => undefined) }) as FastifyBaseLogger;

const server = await startEmbeddedPostgres({ dataDir: path.join(root, '.tmp', 'bench-proof-db'), port: 54349, fast: true, log });
const name = `proof_${ACCOUNTS}`;
const admin = new pg.Client({ connectionString: server.adminUrl });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
if (FRESH || !exists) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
}
await admin.end();
const db = createDatabase(server.urlFor(name), { max: 6 });

try {
  await migrate(db);
  const have = Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM users')).rows[0]!.n);
  if (have !== 0 && have !== ACCOUNTS) throw new Error(`${name} holds ${have} accounts, not ${ACCOUNTS}: run with --fresh`);
  if (have === 0) {
    const started = Date.now();
    // Balances from 0.000000001 to 50,000 FRE; one account in twenty owed nothing (left out of the tree).
    // Triggers off while generating: the ledger rows and the balances agree by construction.
    await db.transaction(async (tx) => {
      await tx.query("SET LOCAL session_replication_role = 'replica'");
      await tx.query(
        `INSERT INTO users (id, email, nickname, password_hash, email_verified, referral_code, balance_nano, total_mined_nano, mining_rate_nano, created_at, updated_at)
         SELECT md5('fre-proof-user-' || i)::uuid, 'proof' || i || '@example.org', 'proof' || i, 'bench', true, 'P' || upper(to_hex(i)),
                CASE WHEN i % 20 = 0 THEN 0 ELSE 1 + (hashtext('b' || i)::bigint & 2147483647) * 23283 END, 0, 1041667, now(), now()
         FROM generate_series(1, $1::int) AS i`,
        [ACCOUNTS],
      );
      await tx.query(
        `INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
         SELECT id, 'admin_adjustment', balance_nano, balance_nano, id::text, now() FROM users WHERE balance_nano > 0`,
      );
    });
    await db.query('VACUUM (ANALYZE) users');
    await db.query('VACUUM (ANALYZE) ledger');
    log(`${name}: ${ACCOUNTS.toLocaleString('en')} accounts and their ledger rows generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Each run takes a new snapshot on a day of its own (the day is the snapshot's key).
  const lastDay = (await db.query<{ day: string | null }>("SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM liability_snapshots")).rows[0]!.day;
  const day = lastDay ? new Date(Date.parse(lastDay) + (PROOFS_ONLY ? 0 : 86_400_000)) : new Date(Date.UTC(2026, 0, 1));
  const clock = { now: () => new Date(day.getTime() + 60_000) };
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://bench', LOG_LEVEL: 'silent', FRE_DATA_DIR: path.join(root, '.tmp', 'bench-proof-data') });
  const ctx = { db, clock, log: silentLog, config };

  const figures: { figure: string; value: string; target: string }[] = [{ figure: 'accounts in the database', value: ACCOUNTS.toLocaleString('en'), target: '' }];
  if (!PROOFS_ONLY) {
    const rssBefore = process.resourceUsage().maxRSS * 1024;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await createLiabilitySnapshotService(ctx).take();
    const snapshotCpu = cpuSeconds(process.cpuUsage(cpu));
    const snapshotWall = (performance.now() - started) / 1000;
    const peak = process.resourceUsage().maxRSS * 1024;
    if (outcome.state !== 'made') throw new Error(`no snapshot made: ${outcome.state}`);
    figures.push(
      { figure: 'snapshot (read, check, build, write), wall', value: `${snapshotWall.toFixed(1)} s`, target: '' },
      { figure: 'snapshot, CPU of this process', value: `${snapshotCpu.toFixed(1)} s`, target: '≤ 60 s' },
      { figure: 'peak RSS of the process', value: mb(peak), target: '≤ 500 MB' },
      { figure: 'peak RSS before the snapshot', value: mb(rssBefore), target: '' },
    );
  }
  const snapshotDay = clock.now().toISOString().slice(0, 10);
  const stored = (await db.query<{ accounts: number; chunks: string; leaves: string; levels: string }>(
    `SELECT s.accounts, (SELECT count(*) FROM liability_leaf_chunks c WHERE c.snapshot_id = s.id)::text AS chunks,
            (SELECT pg_size_pretty(sum(pg_column_size(leaves))) FROM liability_leaf_chunks c WHERE c.snapshot_id = s.id) AS leaves,
            (SELECT pg_size_pretty(sum(pg_column_size(nodes))) FROM liability_tree_levels l WHERE l.snapshot_id = s.id) AS levels
     FROM liability_snapshots s WHERE s.day = $1`,
    [snapshotDay],
  )).rows[0]!;
  figures.push(
    { figure: 'accounts owed something (leaves)', value: stored.accounts.toLocaleString('en'), target: '' },
    { figure: 'stored: chunks / leaves / levels above', value: `${stored.chunks} / ${stored.leaves} / ${stored.levels}`, target: '' },
  );

  // Players picked at random among those owed something, each asking for the day's proof.
  const players = (await db.query<{ id: string }>(
    `SELECT md5('fre-proof-user-' || i)::uuid::text AS id FROM (SELECT 1 + floor(random() * $1)::int AS i FROM generate_series(1, $2 * 2)) r WHERE i % 20 <> 0 LIMIT $2`,
    [ACCOUNTS, PROOFS],
  )).rows;
  const proofs = createLiabilityProofService(ctx);
  const timings: number[] = [];
  const answers: ProofDocument[] = [];
  const proofCpu = process.cpuUsage();
  for (const player of players) {
    const t0 = performance.now();
    const answer = await proofs.proofsOf(player.id, snapshotDay);
    timings.push(performance.now() - t0);
    if (answer.proofs.length !== 1) throw new Error(`no proof for ${player.id}`);
    answers.push(answer.proofs[0]!);
  }
  const perProofCpuMs = (cpuSeconds(process.cpuUsage(proofCpu)) / players.length) * 1000;
  // Every path answered leads to the published root (the tree is not a power of two: padded levels).
  for (const proof of answers) if (!(await verifyProofDocument(proof, webCryptoSha256))) throw new Error(`a proof does not verify: ${proof.leaf.reference}`);
  // Where a proof's time goes: the database's part alone, the same reads for the same players.
  const [snapshot] = await provableSnapshots(db, 1, snapshotDay);
  const reads: number[] = [];
  for (const player of players) {
    const t0 = performance.now();
    await provableSnapshots(db, 1, snapshotDay);
    const found = await chunkFor(db, snapshot!.snapshot_id, accountReference(snapshot!.reference_key, player.id));
    await upperSiblings(db, snapshot!.snapshot_id, found!.chunk * 2 ** snapshot!.chunk_levels);
    reads.push(performance.now() - t0);
  }
  const quantiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!.toFixed(1);
    return `${at(0.5)} / ${at(0.95)} / ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  figures.push(
    { figure: `a player's proof (service, ${players.length} players), p50 / p95 / max`, value: quantiles(timings), target: '≤ 50 ms' },
    { figure: "a player's proof, CPU of this process", value: `${perProofCpuMs.toFixed(1)} ms`, target: '' },
    { figure: 'of which its reads (snapshot, chunk, levels), p50 / p95 / max', value: quantiles(reads), target: '' },
  );
  console.table(figures);
} finally {
  await db.close();
  if (server.owned) await server.stop();
}

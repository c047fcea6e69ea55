/**
 * Leaderboard at 1,000,000 users (issue: growth): generates the users in an embedded PostgreSQL,
 * then checks with EXPLAIN that the top 10 is an index scan and prints its cost.
 * Run: npm run bench:leaderboard   (about a minute; data under .tmp/bench-db, reused)
 */
import path from 'node:path';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDatabase } from '../apps/server/src/db/pool.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { topMiners } from '../apps/server/src/modules/leaderboard/leaderboard.repository.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const root = path.resolve(import.meta.dirname, '..');
const server = await startEmbeddedPostgres({ dataDir: path.join(root, '.tmp', 'bench-db'), port: 54333, fast: true, log: () => undefined });
const db = createDatabase(server.urlFor('fre'), 4);
try {
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0]!.n < USERS) {
    console.log(`generating ${USERS - rows[0]!.n} users…`);
    const started = Date.now();
    await db.query(
      `INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, total_mined_nano, created_at, updated_at)
       SELECT 'bench' || i || '@example.test', 'bench' || i, 'x', 'B' || to_hex(i), 1041667, (random() * 1e13)::bigint, now(), now()
       FROM generate_series($1::int + 1, $2::int) AS i`,
      [rows[0]!.n, USERS],
    );
    await db.query('ANALYZE users');
    console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
    SELECT nickname, total_mined_nano FROM users WHERE banned_at IS NULL ORDER BY total_mined_nano DESC, id LIMIT 10`);
  const root = (plan.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })['QUERY PLAN'][0];
  const nodes = flatten(root.Plan);
  const indexScan = nodes.find((node) => node['Node Type'] === 'Index Scan' && node['Index Name'] === 'users_total_mined_idx');
  const buffers = nodes.reduce((sum, node) => sum + (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0), 0);
  const top = await topMiners(db, 10);
  console.table([{ users: USERS, 'index scan': indexScan ? 'yes' : 'NO', 'buffers touched': buffers, 'execution ms': root['Execution Time'].toFixed(2), 'top rows': top.length }]);
  if (!indexScan) {
    console.error('The leaderboard did not use users_total_mined_idx.');
    process.exitCode = 1;
  }
} finally {
  await db.close();
  await server.stop();
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

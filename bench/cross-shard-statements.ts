/**
 * Which of the server's SQL statements would cross shards on Citus, distributed by user
 * (docs/operations.md, "Past one database"). Reads every SQL string of apps/server/src (not the
 * tests) and the statements inside the migrations' functions and triggers, classifies each against
 * the table plan (bench/support/shard-plan.ts), and prints the counts, each statement with its
 * reason, the plan, and the unique keys Citus could not enforce (they lack the distribution column).
 *   npm run bench:shards
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readMigrationSchema, statementsOfFunction } from './support/migration-schema.ts';
import { ROOT, writeSummary } from './support/production-server.ts';
import { classifyStatement, type Category, type Classification } from './support/shard-classifier.ts';
import { keyOf, TABLE_PLAN } from './support/shard-plan.ts';
import { extractSqlStatements } from './support/sql-strings.ts';

const SOURCE = path.join(ROOT, 'apps', 'server', 'src');
const MIGRATIONS = path.join(SOURCE, 'db', 'migrations');
const CATEGORIES: Category[] = ['single-shard', 'multi-shard batch', 'cross-shard', 'reference/local only', 'no table'];

const schema = readMigrationSchema(MIGRATIONS);
const unplanned = [...schema.tables.keys()].filter((table) => !TABLE_PLAN[table]);
if (unplanned.length > 0) {
  console.error(`Tables without a place in bench/support/shard-plan.ts: ${unplanned.join(', ')}`);
  process.exit(1);
}

interface Classified extends Classification {
  where: string;
  fn: string;
  sql: string;
  origin: 'application' | 'database function';
}

const files = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.join(SOURCE, file));
const classified: Classified[] = extractSqlStatements(files, (file) => path.relative(ROOT, file)).map((statement) => ({
  ...classifyStatement(statement.sql, { columns: schema.tables }),
  where: `${statement.file}:${statement.line}`,
  fn: statement.fn,
  sql: statement.sql,
  origin: 'application',
}));
for (const fn of schema.functions.values()) {
  const triggerTables = schema.triggers.get(fn.name) ?? [];
  for (const sql of statementsOfFunction(fn.body)) {
    classified.push({
      ...classifyStatement(sql, { columns: schema.tables, variables: fn.variables, triggerTables }),
      where: `apps/server/src/db/migrations/${fn.file}`,
      fn: triggerTables.length > 0 ? `${fn.name} (trigger on ${[...new Set(triggerTables)].join(', ')})` : fn.name,
      sql,
      origin: 'database function',
    });
  }
}

const count = (list: Classified[], category: Category) => list.filter((c) => c.category === category).length;
console.log(`${classified.length} statements: ${classified.filter((c) => c.origin === 'application').length} in the application's source, ${classified.filter((c) => c.origin === 'database function').length} in the migrations' functions and triggers\n`);
console.table(CATEGORIES.map((category) => ({
  category,
  application: count(classified.filter((c) => c.origin === 'application'), category),
  'database functions': count(classified.filter((c) => c.origin === 'database function'), category),
  total: count(classified, category),
})));

/** The reason without its details (which columns, which join), to count statements by reason. */
const reasonGroup = (reason: string) => (reason.startsWith('lookup by') ? 'lookup by a column other than the key' : reason.replace(/ \(.*\)$/, ''));
const reasons = new Map<string, number>();
for (const c of classified.filter((c) => c.category === 'cross-shard')) reasons.set(reasonGroup(c.reason), (reasons.get(reasonGroup(c.reason)) ?? 0) + 1);
console.log('Cross-shard statements by reason:');
console.table([...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => ({ reason, statements: n })));

for (const category of CATEGORIES) {
  const list = classified.filter((c) => c.category === category);
  console.log(`\n━━ ${category} (${list.length}) ━━`);
  for (const c of list) console.log(`${c.where} ${c.fn}\n    [${c.reason}] ${c.sql.length > 200 ? `${c.sql.slice(0, 200)}…` : c.sql}`);
}

const uniqueWithoutKey = schema.uniqueKeys.filter((key) => {
  const distribution = keyOf(key.table);
  return distribution !== null && !key.columns.includes(distribution);
});
console.log('\n━━ table plan ━━');
console.table(Object.entries(TABLE_PLAN).map(([table, plan]) => ({
  table,
  placement: plan.kind,
  key: plan.kind === 'distributed' ? plan.key : '',
  why: plan.why,
  'unique keys without the key': uniqueWithoutKey.filter((key) => key.table === table).map((key) => `${key.kind} (${key.columns.join(', ')})`).join('; '),
})));

const figures = [
  ...CATEGORIES.map((category) => ({ figure: `statements: ${category}`, value: count(classified, category), target: '—', ok: true })),
  { figure: 'unique keys of distributed tables without the distribution column', value: uniqueWithoutKey.length, target: '—', ok: true },
];
await writeSummary('shards', { date: new Date().toISOString(), figures, statements: classified, uniqueWithoutKey });

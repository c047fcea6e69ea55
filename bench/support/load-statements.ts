/**
 * What PostgreSQL did for the load, from pg_stat_statements (loaded at the server's start with
 * planning tracked, `STATEMENT_SETTINGS`): the counters are reset when a step's measured window
 * opens and read when it closes, for the database the instances use. Planning is where the pooled
 * path differs: without named prepared statements every statement is planned at each execution.
 */
import pg from 'pg';

/** Server settings the bench's PostgreSQL starts with. */
export const STATEMENT_SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on', 'pg_stat_statements.max=5000'];

export interface StatementRow {
  /** The normalised text, on one line and cut short. */
  query: string;
  calls: number;
  execMs: number;
  planMs: number;
}

export interface StatementStats {
  calls: number;
  execMs: number;
  planMs: number;
  /** Every statement of the window, the costliest (execution + planning) first. */
  rows: StatementRow[];
}

export interface StatementSampler {
  stop(): Promise<StatementStats>;
}

/** Makes the view readable from the maintenance database (`adminUrl`), which the bench never drops. */
export async function enableStatementStats(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  } finally {
    await client.end();
  }
}

/**
 * Vacuums and checkpoints `databaseUrl`'s database: the set-up measured next starts from the same
 * state as the one before it, instead of paying, in its own window, the autovacuum and the
 * checkpoint of what the previous set-up wrote.
 */
export async function settleDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Resets the counters now; `stop` reads those of `database` since. */
export async function sampleStatements(adminUrl: string, database: string): Promise<StatementSampler> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('SELECT pg_stat_statements_reset()');
  return {
    async stop() {
      try {
        const result = await client.query<{ query: string; calls: string; exec_ms: number; plan_ms: number }>(
          `SELECT s.query, s.calls, s.total_exec_time AS exec_ms, s.total_plan_time AS plan_ms
           FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
           WHERE d.datname = $1
           ORDER BY s.total_exec_time + s.total_plan_time DESC`,
          [database],
        );
        const rows = result.rows.map((row): StatementRow => ({ query: oneLine(row.query), calls: Number(row.calls), execMs: row.exec_ms, planMs: row.plan_ms }));
        const sum = (pick: (row: StatementRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
        return { calls: sum((row) => row.calls), execMs: sum((row) => row.execMs), planMs: sum((row) => row.planMs), rows };
      } finally {
        await client.end();
      }
    },
  };
}

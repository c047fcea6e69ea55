import pg from 'pg';
import { noteStatement } from './statement-count.ts';

// int8 columns (every amount) arrive as bigint, never as a lossy number or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface Database {
  pool: pg.Pool;
  query: Queryable['query'];
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The target's query, with each statement noted for the request that sends it. */
function counted(target: Queryable): Queryable['query'] {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    noteStatement();
    return query(...args);
  }) as Queryable['query'];
}

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined); // a dropped idle client is replaced on next use
  return {
    pool,
    query: counted(pool),
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = { query: counted(client) };
      try {
        await tx.query('BEGIN');
        const result = await work(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Postgres unique-violation of a given constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

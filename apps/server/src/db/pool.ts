import pg from 'pg';

// int8 columns (every amount) arrive as bigint, never as a lossy number or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface Database {
  pool: pg.Pool;
  query: Queryable['query'];
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined); // a dropped idle client is replaced on next use
  return {
    pool,
    query: pool.query.bind(pool) as Queryable['query'],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
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

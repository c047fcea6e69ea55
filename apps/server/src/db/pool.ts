import pg from 'pg';
import { noteStatement } from './statement-count.ts';

// int8 columns (every amount) arrive as bigint, never as a lossy number or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface Database {
  pool: pg.Pool;
  query: Queryable['query'];
  /**
   * For reads that tolerate a few seconds of lag (leaderboard, global stats, admin lists): a read
   * replica when DATABASE_READ_URL is set and fresh enough, else the primary (read-replica.ts).
   * Never for what a player has just written: balance, session, own ledger, codes.
   */
  lagTolerant: Queryable;
  /** The read replica's state; null without DATABASE_READ_URL. */
  replicaStatus(): ReplicaStatus | null;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ReplicaStatus {
  /** in_use: lag-tolerant reads go to the replica; lagging or down: they go to the primary. */
  state: 'in_use' | 'lagging' | 'down';
  lagMs: number | null;
  checkedAt: string | null;
  detail: string | null;
}

export interface DatabaseOptions {
  /** Most connections this process opens. */
  max?: number;
  /**
   * Keep the statements repositories name as named prepared statements (parsed and planned once
   * per connection). Only for a direct connection: behind a transaction-mode pooler a connection
   * is not ours from one transaction to the next, so by default every statement is unnamed
   * (decision 016).
   */
  preparedStatements?: boolean;
  /** Give up connecting after this long (0: wait as long as the OS does). */
  connectTimeoutMs?: number;
}

/** A query config without its statement name: an unnamed statement lives for one round trip. */
function unnamed(args: unknown[]): unknown[] {
  const [config] = args;
  if (typeof config !== 'object' || config === null || !('name' in config)) return args;
  const { name: _name, ...rest } = config as { name: unknown };
  return [rest, ...args.slice(1)];
}

/** The target's query, with each statement noted for the request that sends it. */
function counted(target: Queryable, preparedStatements: boolean): Queryable['query'] {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    noteStatement();
    return query(...(preparedStatements ? args : unnamed(args)));
  }) as Queryable['query'];
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Database {
  const preparedStatements = options.preparedStatements ?? false;
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: options.connectTimeoutMs ?? 0 });
  pool.on('error', () => undefined); // a dropped idle client is replaced on next use
  const query = counted(pool, preparedStatements);
  return {
    pool,
    query,
    lagTolerant: { query },
    replicaStatus: () => null,
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = { query: counted(client, preparedStatements) };
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

import type pg from 'pg';
import { isConnectionError } from './connection-errors.ts';
import { createDatabase, type Database, type DatabaseOptions, type Queryable, type ReplicaStatus } from './pool.ts';

export interface ReplicaOptions extends DatabaseOptions {
  /** Past this lag the replica is not read; the primary answers instead. */
  maxLagMs: number;
  /** How often the lag is measured. */
  checkEveryMs?: number;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

/**
 * The primary plus a streaming replica for lag-tolerant reads. The lag is measured every
 * `checkEveryMs` against the primary's WAL position: caught up means no lag; behind means the
 * time since the replica last replayed a transaction. A replica that lags past the bound, is down
 * or fails a read is skipped (the read runs on the primary): a replica never costs a player a 500.
 */
export function withReadReplica(primary: Database, replicaUrl: string, options: ReplicaOptions): Database {
  // A replica that stops answering must not hold a read for long: the primary is there.
  const replica = createDatabase(replicaUrl, { max: options.max, preparedStatements: options.preparedStatements, connectTimeoutMs: options.connectTimeoutMs ?? 1_000, timeouts: options.timeouts });
  let status: ReplicaStatus = { state: 'down', lagMs: null, checkedAt: null, detail: 'not checked yet' };

  const set = (next: ReplicaStatus) => {
    if (next.state !== status.state) {
      const entry = { replicaState: next.state, lagMs: next.lagMs, detail: next.detail };
      if (next.state === 'in_use') options.log.info(entry, 'read replica in use');
      else options.log.warn(entry, 'read replica not used; lag-tolerant reads go to the primary');
    }
    status = next;
  };

  async function check(): Promise<void> {
    const checkedAt = new Date().toISOString();
    try {
      const { rows: [position] } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const { rows: [replay] } = await replica.query<{ caught_up: boolean | null; since_replay_ms: number | null }>(
        `SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, NOT pg_is_in_recovery()) AS caught_up,
           (extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS since_replay_ms`,
        [position!.lsn],
      );
      const lagMs = replay!.caught_up ? 0 : Math.round(replay!.since_replay_ms ?? Number.POSITIVE_INFINITY);
      set(lagMs <= options.maxLagMs
        ? { state: 'in_use', lagMs, checkedAt, detail: null }
        : { state: 'lagging', lagMs: Number.isFinite(lagMs) ? lagMs : null, checkedAt, detail: `behind the primary by more than ${options.maxLagMs} ms` });
    } catch (error) {
      set({ state: 'down', lagMs: null, checkedAt, detail: error instanceof Error ? error.message : String(error) });
    }
  }

  const timer = setInterval(() => void check(), options.checkEveryMs ?? 2_000);
  timer.unref();
  void check();

  type Send = (...args: unknown[]) => Promise<pg.QueryResult>;
  const onPrimary = primary.query as Send;
  const onReplica = replica.query as Send;
  const lagTolerantQuery = (async (...args: unknown[]) => {
    if (status.state !== 'in_use') return onPrimary(...args);
    try {
      return await onReplica(...args);
    } catch (error) {
      // The primary answers instead; a statement that is wrong fails there too, with its own error.
      if (isConnectionError(error)) set({ state: 'down', lagMs: null, checkedAt: new Date().toISOString(), detail: error instanceof Error ? error.message : String(error) });
      return onPrimary(...args);
    }
  }) as Queryable['query'];

  return {
    ...primary,
    lagTolerant: { query: lagTolerantQuery },
    replicaStatus: () => status,
    async close() {
      clearInterval(timer);
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}

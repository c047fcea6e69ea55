import { Gauge, type Registry } from 'prom-client';
import type { Database } from '#server/db/pool.ts';
import { pendingWithdrawals } from './metrics.repository.ts';

/** Database reads made at scrape time are shared for this long: a scrape storm costs one statement. */
export const SCRAPE_READ_CACHE_MS = 5_000;

/** `read`, called at most once per `ms` (concurrent callers share the pending promise); a failure is not kept. */
function cachedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let readAt = -Infinity;
  let value: Promise<T> | null = null;
  return () => {
    const now = performance.now();
    if (!value || now - readAt >= ms) {
      readAt = now;
      value = read();
      value.catch(() => {
        readAt = -Infinity;
      });
    }
    return value;
  };
}

/**
 * Gauges read when Prometheus scrapes: the connection pool from pg.Pool's own counters (free), and
 * the pending withdrawals from the database (one cheap statement, cached). When that read fails the
 * two withdrawal gauges say NaN rather than failing the whole scrape.
 */
export function registerDatabaseMetrics(registry: Registry, db: Database): void {
  const registers = [registry];
  const pool = db.pool;
  new Gauge({
    name: 'fre_db_pool_connections',
    help: 'PostgreSQL connections of this instance\'s pool: state=in_use (checked out) or idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'fre_db_pool_waiting',
    help: 'Queries of this instance waiting for a free pool connection',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'fre_db_pool_max_connections',
    help: 'Most connections this instance\'s pool opens',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });

  // Only with DATABASE_READ_URL: the replica as this instance last measured it (read-replica.ts).
  if (db.replicaStatus()) {
    new Gauge({
      name: 'fre_db_replica_in_use',
      help: 'Whether lag-tolerant reads go to the read replica (1) or to the primary because it lags or is down (0)',
      registers,
      collect() {
        this.set(db.replicaStatus()?.state === 'in_use' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'fre_db_replica_lag_seconds',
      help: 'Replay lag of the read replica behind the primary as last measured (NaN when it did not answer)',
      registers,
      collect() {
        const lagMs = db.replicaStatus()?.lagMs;
        this.set(lagMs === null || lagMs === undefined ? Number.NaN : lagMs / 1000);
      },
    });
  }

  const pending = cachedFor(SCRAPE_READ_CACHE_MS, () => pendingWithdrawals(db));
  const withdrawalGauge = (name: string, help: string, valueOf: (read: Awaited<ReturnType<typeof pendingWithdrawals>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set(valueOf(await pending()));
        } catch {
          // NaN, not 0: "no pending withdrawal" must not be claimed when the database did not answer.
          this.set(Number.NaN);
        }
      },
    });
  withdrawalGauge('fre_withdrawals_pending', 'Withdrawals requested or approved and not yet paid (whole database, not per instance)', (read) => Number(read.count));
  withdrawalGauge(
    'fre_withdrawals_oldest_pending_age_seconds',
    'Age of the oldest requested or approved withdrawal (0 when none; whole database)',
    (read) => (read.oldest ? Math.max(0, (Date.now() - read.oldest.getTime()) / 1000) : 0),
  );
}

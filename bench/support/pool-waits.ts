/**
 * Where requests wait for a database connection, sampled while a load step runs: in each
 * instance's pg.Pool (`fre_db_pool_waiting` on its METRICS_PORT listener) and, behind a pooler,
 * in PgBouncer (`SHOW POOLS` on its admin console: clients waiting and the oldest one's wait).
 */
import pg from 'pg';

export interface PoolWaits {
  /** Queries waiting for a connection in the instances' pools, summed over instances. */
  appWaitingMean: number;
  appWaitingMax: number;
  /** Connections checked out of the instances' pools, summed. */
  appInUseMean: number;
  /** PgBouncer: clients waiting for a server connection, and the longest wait seen (ms). */
  poolerWaitingMean: number | null;
  poolerWaitingMax: number | null;
  poolerMaxWaitMs: number | null;
  poolerServersActiveMean: number | null;
}

export interface PoolWaitsSampler {
  stop(): Promise<PoolWaits>;
}

const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

async function appPools(metricsUrls: string[]): Promise<{ waiting: number; inUse: number }> {
  const texts = await Promise.all(metricsUrls.map((url) => fetch(url).then((response) => response.text()).catch(() => '')));
  const sum = (name: string) => texts.reduce((total, text) => total + (gauge(text, name) || 0), 0);
  return { waiting: sum('fre_db_pool_waiting'), inUse: sum('fre_db_pool_connections\\{state="in_use"\\}') };
}

interface PoolerRow {
  database: string;
  cl_waiting: string;
  sv_active: string;
  maxwait: string;
  maxwait_us: string;
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length);
const max = (values: number[]) => values.reduce((top, v) => Math.max(top, v), 0);

/** Samples every `intervalMs` until stopped; `poolerAdminUrl` is PgBouncer's `pgbouncer` database. */
export async function samplePoolWaits(options: { metricsUrls: string[]; poolerAdminUrl?: string; database: string; intervalMs: number }): Promise<PoolWaitsSampler> {
  const admin = options.poolerAdminUrl ? new pg.Client({ connectionString: options.poolerAdminUrl }) : null;
  await admin?.connect();
  const app: { waiting: number; inUse: number }[] = [];
  const pooler: { waiting: number; maxWaitMs: number; active: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const next = new Promise((resolve) => setTimeout(resolve, options.intervalMs));
      const [pools, rows] = await Promise.all([
        appPools(options.metricsUrls),
        admin ? admin.query<PoolerRow>('SHOW POOLS').then((result) => result.rows.filter((row) => row.database === options.database)) : null,
      ]);
      app.push(pools);
      if (rows) {
        pooler.push({
          waiting: rows.reduce((sum, row) => sum + Number(row.cl_waiting), 0),
          maxWaitMs: max(rows.map((row) => Number(row.maxwait) * 1000 + Number(row.maxwait_us) / 1000)),
          active: rows.reduce((sum, row) => sum + Number(row.sv_active), 0),
        });
      }
      await next;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await admin?.end();
      return {
        appWaitingMean: mean(app.map((s) => s.waiting)),
        appWaitingMax: max(app.map((s) => s.waiting)),
        appInUseMean: mean(app.map((s) => s.inUse)),
        poolerWaitingMean: admin ? mean(pooler.map((s) => s.waiting)) : null,
        poolerWaitingMax: admin ? max(pooler.map((s) => s.waiting)) : null,
        poolerMaxWaitMs: admin ? max(pooler.map((s) => s.maxWaitMs)) : null,
        poolerServersActiveMean: admin ? mean(pooler.map((s) => s.active)) : null,
      };
    },
  };
}

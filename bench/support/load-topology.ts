/**
 * The set-ups the load bench compares, on one PostgreSQL:
 * - `pooled`: Debian's nginx (deploy/nginx.conf) → two production instances → Debian's PgBouncer
 *   in transaction mode → PostgreSQL, as docs/operations.md describes the first step past one
 *   server;
 * - `pooled-1`: one instance → the same PgBouncer → PostgreSQL, no proxy: against `direct` it
 *   differs only by the pooler (unnamed statements, transactions' bounds as `SET LOCAL`), where
 *   `pooled` also splits the requests between two instances, which batch fewer reads together;
 * - `direct`: one instance connected straight to PostgreSQL (named prepared statements on, as
 *   the embedded database has them), no proxy.
 * Instances run the production code with the test clock on (NODE_ENV=test: the only thing
 * NODE_ENV=production changes is refusing the test clock), so the bench can move them to the
 * generated data's day.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { clusterDirFor } from '../../apps/server/src/db/embedded-postgres.ts';
import { PGBOUNCER, startPgBouncer } from '../../apps/server/test/pgbouncer.ts';
import { ensureDebianPackage } from '../../scripts/ensure-debian-package.mjs';
import { NGINX, startNginxFront } from './nginx-front.ts';
import { startProductionServer, type ProductionServer } from './production-server.ts';
import { cpuSecondsOf, treeCpuSecondsOf } from './process-cpu.ts';
import type { CpuCounter } from './load-ramp.ts';

export interface LoadPorts {
  postgres: number;
  pooler: number;
  front: number;
  instances: readonly [number, number, number];
  metrics: readonly [number, number, number];
}

export interface Topology {
  name: 'pooled' | 'pooled-1' | 'direct';
  description: string;
  /** Where players connect (the front, or the lone instance). */
  url: string;
  cpu: CpuCounter[];
  metricsUrls: string[];
  /** PgBouncer's admin console, behind the pooler. */
  poolerAdminUrl?: string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  ports: LoadPorts;
  /** FRE_DATA_DIR of the instances, relative to the repository root (outbox, VAPID keys). */
  dataDir: string;
  /** The PostgreSQL the bench started: its `fre` database and its data folder (for its processes). */
  databaseUrl: string;
  postgresDataDir: string;
  poolSize: number;
  /** Moves each instance's clock forward by this much once it answers. */
  clockOffsetMs: number;
}

export function ensureTopologyPackages(): void {
  ensureDebianPackage(NGINX, ['nginx']);
  ensureDebianPackage(PGBOUNCER, ['pgbouncer']);
}

async function postgresCpu(dataDir: string): Promise<CpuCounter> {
  const cluster = await clusterDirFor(path.resolve(dataDir), () => undefined);
  const postmaster = Number((await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  return { label: 'postgres', seconds: () => treeCpuSecondsOf(postmaster) };
}

async function startInstance(options: TopologyOptions, index: number, env: NodeJS.ProcessEnv): Promise<ProductionServer> {
  const server = await startProductionServer({
    port: options.ports.instances[index]!,
    pgPort: options.ports.postgres,
    dataDir: options.dataDir,
    env: { NODE_ENV: 'test', FRE_TEST_CLOCK: '1', METRICS_PORT: String(options.ports.metrics[index]), ...env },
  });
  const moved = await fetch(`${server.url}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: options.clockOffsetMs }) });
  if (!moved.ok) {
    await server.stop();
    throw new Error(`the test clock did not move: ${moved.status} ${await moved.text()}`);
  }
  return server;
}

/** Stops in reverse order of start, whatever fails. */
async function stopAll(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
}

export async function startPooled(options: TopologyOptions): Promise<Topology> {
  const { ports } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    const pooler = await startPgBouncer({ serverUrl: options.databaseUrl, port: ports.pooler, dir: path.join('/tmp', `fre-bench-load-pgbouncer-${ports.pooler}`), poolSize: options.poolSize, adminConsole: true });
    stops.push(() => pooler.stop());
    const front = `https://localhost:${ports.front}`;
    // Pooler-safe by default (decision 016): DATABASE_URL turns named statements off.
    const env = { DATABASE_URL: pooler.urlFor('fre'), APP_URL: front, TRUST_PROXY: '1' };
    const first = await startInstance(options, 0, env);
    stops.push(() => first.stop());
    const second = await startInstance(options, 1, env);
    stops.push(() => second.stop());
    const nginx = await startNginxFront({
      port: ports.front,
      instancePorts: [ports.instances[0], ports.instances[1]],
      work: path.join(path.resolve(options.dataDir), 'nginx'),
      workerProcesses: 'auto',
      workerConnections: 8192,
      accessLog: false,
    });
    stops.push(() => nginx.stop());
    return {
      name: 'pooled',
      description: `nginx → 2 instances → PgBouncer (transaction mode, ${options.poolSize} server connections) → PostgreSQL`,
      url: nginx.url,
      cpu: [
        { label: 'nginx', seconds: () => treeCpuSecondsOf(nginx.pid) },
        { label: 'server A', seconds: () => cpuSecondsOf(first.pid) },
        { label: 'server B', seconds: () => cpuSecondsOf(second.pid) },
        { label: 'pgbouncer', seconds: () => cpuSecondsOf(pooler.pid) },
        await postgresCpu(options.postgresDataDir),
      ],
      metricsUrls: [0, 1].map((i) => `http://127.0.0.1:${ports.metrics[i]}/metrics`),
      poolerAdminUrl: pooler.urlFor('pgbouncer'),
      stop: () => stopAll(stops),
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}

/** One instance through the pooler, players straight on it: the pooler's own cost, beside `direct`. */
export async function startPooledOne(options: TopologyOptions): Promise<Topology> {
  const { ports } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    const pooler = await startPgBouncer({ serverUrl: options.databaseUrl, port: ports.pooler, dir: path.join('/tmp', `fre-bench-load-pgbouncer-${ports.pooler}`), poolSize: options.poolSize, adminConsole: true });
    stops.push(() => pooler.stop());
    const server = await startInstance(options, 2, { DATABASE_URL: pooler.urlFor('fre') });
    stops.push(() => server.stop());
    return {
      name: 'pooled-1',
      description: `1 instance → PgBouncer (transaction mode, ${options.poolSize} server connections) → PostgreSQL, no proxy`,
      url: server.url,
      cpu: [
        { label: 'server A', seconds: () => cpuSecondsOf(server.pid) },
        { label: 'pgbouncer', seconds: () => cpuSecondsOf(pooler.pid) },
        await postgresCpu(options.postgresDataDir),
      ],
      metricsUrls: [`http://127.0.0.1:${ports.metrics[2]}/metrics`],
      poolerAdminUrl: pooler.urlFor('pgbouncer'),
      stop: () => stopAll(stops),
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}

export async function startDirect(options: TopologyOptions): Promise<Topology> {
  const server = await startInstance(options, 2, { DATABASE_URL: options.databaseUrl, DATABASE_PREPARED_STATEMENTS: '1' });
  return {
    name: 'direct',
    description: '1 instance → PostgreSQL directly (named prepared statements), no proxy',
    url: server.url,
    cpu: [{ label: 'server A', seconds: () => cpuSecondsOf(server.pid) }, await postgresCpu(options.postgresDataDir)],
    metricsUrls: [`http://127.0.0.1:${options.ports.metrics[2]}/metrics`],
    stop: () => server.stop(),
  };
}

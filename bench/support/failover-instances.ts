/**
 * bench:failover's two app instances, both on HAProxy's write and read ports. A process that exits
 * is counted and started again (the load goes on); its output goes to a log file, read for the
 * cause.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startProductionServer, type ProductionServer } from './production-server.ts';

export interface InstanceSet {
  servers: ProductionServer[];
  /** Exits seen so far, per instance. */
  exits: number[];
  /**
   * False while an instance that exited is being started again: until its test clock is moved it
   * would answer on the real date, so the players are kept off it (as if refused).
   */
  reachable(index: number): boolean;
  /** Until every instance answers /api/health with 200. */
  healthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface InstanceOptions {
  ports: readonly number[];
  metricsPorts: readonly number[];
  dataDir: string;
  logFile: string;
  databaseUrl: string;
  readUrl: string;
  clockOffsetMs: number;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startInstances(options: InstanceOptions): Promise<InstanceSet> {
  const start = async (index: number) => {
    const server = await startProductionServer({
      port: options.ports[index]!,
      // Unused with DATABASE_URL (no embedded database), but the setting must be a valid port.
      pgPort: Number(new URL(options.databaseUrl).port),
      dataDir: options.dataDir,
      logFile: options.logFile,
      env: {
        NODE_ENV: 'test',
        FRE_TEST_CLOCK: '1',
        METRICS_PORT: String(options.metricsPorts[index]),
        DATABASE_URL: options.databaseUrl,
        DATABASE_READ_URL: options.readUrl,
        LOG_LEVEL: 'warn',
      },
    });
    const moved = await fetch(`${server.url}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: options.clockOffsetMs }) });
    if (!moved.ok) throw new Error(`the test clock did not move: ${moved.status} ${await moved.text()}`);
    return server;
  };
  const servers = [await start(0), await start(1)];
  const exits = [0, 0];
  let stopping = false;
  const restarting = new Set<number>();
  const watching = (async () => {
    while (!stopping) {
      for (const [index, server] of servers.entries()) {
        if (stopping || restarting.has(index) || alive(server.pid)) continue;
        exits[index]! += 1;
        restarting.add(index);
        void start(index)
          .then((next) => void (servers[index] = next))
          .catch((error: unknown) => console.error(`instance ${index} did not start again: ${String(error)}`))
          .finally(() => restarting.delete(index));
      }
      await sleep(250);
    }
  })();
  return {
    servers,
    exits,
    reachable: (index) => !restarting.has(index) && alive(servers[index]!.pid),
    async healthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (const index of [0, 1]) {
        for (;;) {
          const ok = await fetch(`${servers[index]!.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
          if (ok && !restarting.has(index)) break;
          if (Date.now() > deadline) throw new Error(`instance ${index} not healthy within ${timeoutMs / 1000} s`);
          await sleep(500);
        }
      }
    },
    async stop() {
      stopping = true;
      await watching;
      while (restarting.size > 0) await sleep(250);
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

/**
 * Keeps the embedded PostgreSQL this process started running (decision 055): when its postmaster
 * dies (a SIGKILL, the OOM killer, a crash), it is started again, with PostgreSQL's own crash
 * recovery, and the app's pool reconnects by itself; requests answer 503 database_unavailable in
 * between. Never for a DATABASE_URL: an operator's database is the operator's to run.
 */
import type { EmbeddedPostgresHandle } from './embedded-postgres.ts';

export interface SupervisorOptions {
  /** How often the postmaster's pid is looked at. */
  pollMs?: number;
  /** The longest wait between two failed starts (the wait doubles from pollMs up to it). */
  maxBackoffMs?: number;
  log: (message: string) => void;
}

export interface Supervisor {
  /** Stops watching; a start already under way is waited for, so that the caller can stop the server after. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function superviseEmbeddedPostgres(server: Pick<EmbeddedPostgresHandle, 'alive' | 'restart'>, options: SupervisorOptions): Supervisor {
  const pollMs = options.pollMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();

  async function startAgain(): Promise<void> {
    const downAt = Date.now();
    options.log('the embedded PostgreSQL stopped: starting it again (its crash recovery runs first)');
    // Its old backends may still hold the shared memory for a moment: the start is tried again.
    for (let attempt = 1, waitMs = pollMs; !stopped; attempt++, waitMs = Math.min(waitMs * 2, maxBackoffMs)) {
      try {
        await server.restart();
        options.log(`the embedded PostgreSQL is running again (${((Date.now() - downAt) / 1000).toFixed(1)} s after it was found stopped)`);
        return;
      } catch (error) {
        options.log(`the embedded PostgreSQL did not start (attempt ${attempt}, next in ${waitMs} ms): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        await sleep(waitMs);
      }
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = (async () => {
        if (!(await server.alive()) && !stopped) await startAgain();
      })().catch((error: unknown) => options.log(`the embedded PostgreSQL could not be checked: ${String(error)}`)).finally(schedule);
    }, pollMs);
    // A CLI that forgot to stop its supervisor still exits.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await checking;
    },
  };
}

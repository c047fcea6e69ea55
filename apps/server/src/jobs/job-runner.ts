import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/pool.ts';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** A stable advisory-lock key per job name, shared by every server instance. */
function lockKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Runs periodic jobs in the API process (D2): with several instances, a Postgres advisory lock
 * lets one run a job at a time and the others skip that turn. No queue server needed.
 */
export function startJobs(db: Database, log: FastifyBaseLogger, jobs: PeriodicJob[]): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  const runOnce = async (job: PeriodicJob) => {
    const client = await db.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKey(job.name)]);
      if (!rows[0]?.locked) return;
      try {
        await job.run();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockKey(job.name)]);
      }
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed');
    } finally {
      client.release();
    }
  };

  const schedule = (job: PeriodicJob, delayMs: number) => {
    if (stopped) return;
    timers.push(setTimeout(() => {
      const turn = runOnce(job).finally(() => {
        running.delete(turn);
        schedule(job, job.everyMs);
      });
      running.add(turn);
    }, delayMs));
  };
  for (const job of jobs) schedule(job, 1_000);

  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running);
  };
}

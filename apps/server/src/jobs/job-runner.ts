import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/pool.ts';
import { releaseLease, renewLease, takeLease } from './job-leases.repository.ts';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** How long a lease lasts without renewal: how soon a crashed instance's job is taken over. */
  leaseMs?: number;
  /** Who this instance is in the lease table (host, process, a random part). */
  holder?: string;
}

export interface JobRunner {
  /** Runs the job once if no other instance holds it; 'skipped' when one does. */
  turn(job: PeriodicJob): Promise<'ran' | 'failed' | 'skipped'>;
}

/**
 * With several instances, one runs a job at a time and the others skip that turn (decision 066, no queue
 * server). The turn is held by a lease row, renewed while the job runs, not by a session
 * advisory lock: behind a transaction-mode pooler a session is not ours (decision 016).
 */
export function createJobRunner(db: Database, log: FastifyBaseLogger, options: JobRunnerOptions = {}): JobRunner {
  const leaseMs = options.leaseMs ?? 60_000;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  return {
    async turn(job) {
      try {
        if (!(await takeLease(db, job.name, holder, leaseMs))) return 'skipped';
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job lease could not be taken');
        return 'failed';
      }
      const renewal = setInterval(() => {
        renewLease(db, job.name, holder, leaseMs).then(
          (held) => held || log.warn({ job: job.name }, 'job lease lost while running (it ran longer than the lease)'),
          (error: unknown) => log.warn({ err: error, job: job.name }, 'job lease could not be renewed'),
        );
      }, leaseMs / 3);
      let failure: string | null = null;
      try {
        await job.run();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        log.error({ err: error, job: job.name }, 'job failed');
      } finally {
        clearInterval(renewal);
        await releaseLease(db, job.name, holder, failure).catch((error: unknown) => log.warn({ err: error, job: job.name }, 'job lease could not be released; it runs out by itself'));
      }
      return failure === null ? 'ran' : 'failed';
    },
  };
}

export function startJobs(db: Database, log: FastifyBaseLogger, jobs: PeriodicJob[], options: JobRunnerOptions = {}): () => Promise<void> {
  const runner = createJobRunner(db, log, options);
  // One pending timer per job (an array of every timer ever set grew for as long as the process ran).
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const schedule = (job: PeriodicJob, delayMs: number) => {
    if (stopped) return;
    timers.set(job.name, setTimeout(() => {
      const turn = runner.turn(job).finally(() => {
        running.delete(turn);
        schedule(job, job.everyMs);
      });
      running.add(turn);
    }, delayMs));
  };
  for (const job of jobs) schedule(job, 1_000);

  return async () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
    await Promise.all(running);
  };
}

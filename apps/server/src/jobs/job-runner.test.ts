/** Jobs of several instances on one database: one at a time, taken over when a holder dies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { createDatabase, type Database } from '#server/db/pool.ts';
import { createJobRunner, type PeriodicJob } from './job-runner.ts';
import { listLeases } from './job-leases.repository.ts';

const log = pino({ level: 'silent' });
let instances: Database[];
beforeAll(async () => {
  const url = await cloneTemplateDatabase();
  instances = [createDatabase(url, { max: 4 }), createDatabase(url, { max: 4 })];
});
afterAll(async () => {
  for (const db of instances) await db.close();
});

function slowJob(name: string) {
  let inside = 0;
  let most = 0;
  let runs = 0;
  const job: PeriodicJob = {
    name,
    everyMs: 1_000,
    async run() {
      inside += 1;
      runs += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 150));
      inside -= 1;
    },
  };
  return { job, stats: () => ({ most, runs }) };
}

describe('periodic jobs on several instances', () => {
  it('runs a job on one instance at a time; the others skip the turn', async () => {
    const runners = instances.flatMap((db) => [createJobRunner(db, log), createJobRunner(db, log)]);
    const { job, stats } = slowJob('test-one-at-a-time');
    const turns = await Promise.all(runners.map((runner) => runner.turn(job)));
    expect(turns.filter((turn) => turn === 'ran')).toHaveLength(1);
    expect(turns.filter((turn) => turn === 'skipped')).toHaveLength(3);
    expect(stats()).toEqual({ most: 1, runs: 1 });
    // Released at the end: the next turn is anyone's.
    expect(await runners[3]!.turn(job)).toBe('ran');
  });

  it('keeps the lease while a job runs longer than it, and records the outcome', async () => {
    const [a, b] = instances.map((db) => createJobRunner(db, log, { leaseMs: 90 }));
    const { job } = slowJob('test-renewed');
    const first = a!.turn(job);
    await new Promise((resolve) => setTimeout(resolve, 110));
    expect(await b!.turn(job)).toBe('skipped');
    expect(await first).toBe('ran');
    const failing: PeriodicJob = { name: 'test-failing', everyMs: 1_000, run: () => Promise.reject(new Error('indexer answered 502')) };
    expect(await a!.turn(failing)).toBe('failed');
    const leases = await listLeases(instances[0]!);
    expect(leases.find((lease) => lease.name === 'test-renewed')?.last_succeeded_at).toBeInstanceOf(Date);
    expect(leases.find((lease) => lease.name === 'test-failing')).toMatchObject({ last_succeeded_at: null, last_error: 'indexer answered 502' });
  });

  it('takes over the job of an instance that died holding it once its lease runs out', async () => {
    const { job } = slowJob('test-takeover');
    await instances[0]!.query(`INSERT INTO job_leases (name, holder, expires_at, last_started_at) VALUES ($1, 'dead-host:1:x', clock_timestamp() + interval '200 milliseconds', clock_timestamp())`, [job.name]);
    const runner = createJobRunner(instances[1]!, log);
    expect(await runner.turn(job)).toBe('skipped');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await runner.turn(job)).toBe('ran');
  });
});

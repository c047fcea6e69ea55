/**
 * The supervisor's own rules, on a postmaster whose life the test decides: a start that fails is
 * tried again with a growing wait, and nothing is started once the supervisor is stopped. The
 * real postmaster killed under load is reliability/embedded-restart.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { superviseEmbeddedPostgres } from './embedded-supervisor.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database supervisor', () => {
  it('starts a stopped postmaster again, trying again with a growing wait while the start fails', async () => {
    let running = true;
    const attempts: number[] = [];
    const log: string[] = [];
    const supervisor = superviseEmbeddedPostgres({
      alive: async () => running,
      async restart() {
        attempts.push(Date.now());
        // The old backends still hold the shared memory for the first two tries.
        if (attempts.length < 3) throw new Error('pre-existing shared memory block is still in use');
        running = true;
      },
    }, { pollMs: 20, maxBackoffMs: 60, log: (message) => log.push(message) });
    try {
      await sleep(50);
      expect(attempts).toEqual([]);
      running = false;
      for (let waited = 0; !running && waited < 2_000; waited += 10) await sleep(10);
      expect(running).toBe(true);
      expect(attempts).toHaveLength(3);
      expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(attempts[1]! - attempts[0]!);
      expect(log[0]).toMatch(/stopped: starting it again/);
      expect(log.filter((line) => line.includes('did not start'))).toHaveLength(2);
      expect(log.at(-1)).toMatch(/running again/);
    } finally {
      await supervisor.stop();
    }
  });

  it('starts nothing once stopped, and its stop waits for a start under way', async () => {
    let running = false;
    let starts = 0;
    let finishStart!: () => void;
    const supervisor = superviseEmbeddedPostgres({
      alive: async () => running,
      restart: () => new Promise<void>((resolve) => {
        starts += 1;
        finishStart = () => {
          running = true;
          resolve();
        };
      }),
    }, { pollMs: 10, log: () => undefined });
    for (let waited = 0; starts === 0 && waited < 2_000; waited += 10) await sleep(10);
    let stopped = false;
    const stopping = supervisor.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    finishStart();
    await stopping;
    running = false;
    await sleep(50);
    expect(starts).toBe(1);
  });
});

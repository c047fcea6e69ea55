import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parseExposition, samplesOf, valueOf } from '#server-test/metrics-helpers.ts';
import { JobMetrics } from './job-metrics.ts';

describe('job metrics', () => {
  it('record each run: start, success, duration, runs and failures; a failure still reaches the runner', async () => {
    const registry = new Registry();
    let fail = false;
    const [job] = new JobMetrics(registry).instrument([{ name: 'sweep', everyMs: 60_000, run: async () => { if (fail) throw new Error('boom'); return 7; } }]);
    const initial = parseExposition(await registry.metrics());
    expect(valueOf(initial, 'fre_job_period_seconds', { job_name: 'sweep' })).toBe(60);
    expect(samplesOf(initial, 'fre_job_failures_total', { job_name: 'sweep' })).toEqual([{ name: 'fre_job_failures_total', labels: { job_name: 'sweep' }, value: 0 }]);
    expect(samplesOf(initial, 'fre_job_last_success_timestamp_seconds')).toEqual([]);

    const beforeRun = Date.now() / 1000;
    await expect(job!.run()).resolves.toBe(7);
    const succeeded = parseExposition(await registry.metrics());
    const lastSuccess = valueOf(succeeded, 'fre_job_last_success_timestamp_seconds', { job_name: 'sweep' });
    expect(lastSuccess).toBeGreaterThanOrEqual(beforeRun - 0.001);
    expect(valueOf(succeeded, 'fre_job_last_start_timestamp_seconds', { job_name: 'sweep' })).toBeLessThanOrEqual(lastSuccess);
    expect(valueOf(succeeded, 'fre_job_last_duration_seconds', { job_name: 'sweep' })).toBeGreaterThanOrEqual(0);

    fail = true;
    await expect(job!.run()).rejects.toThrow('boom');
    const failed = parseExposition(await registry.metrics());
    expect(valueOf(failed, 'fre_job_runs_total', { job_name: 'sweep' })).toBe(2);
    expect(valueOf(failed, 'fre_job_failures_total', { job_name: 'sweep' })).toBe(1);
    expect(valueOf(failed, 'fre_job_last_success_timestamp_seconds', { job_name: 'sweep' })).toBe(lastSuccess);
  });
});

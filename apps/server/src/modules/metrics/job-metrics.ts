import { Counter, Gauge, type Registry } from 'prom-client';
import type { PeriodicJob } from '#server/jobs/job-runner.ts';

/**
 * The periodic jobs' runs on this instance. A turn this instance skipped because another one held
 * the job never calls run(), so it is not recorded here: across instances take `max by (job_name)`
 * of the timestamps.
 */
export class JobMetrics {
  private readonly period: Gauge<'job_name'>;
  private readonly lastStart: Gauge<'job_name'>;
  private readonly lastSuccess: Gauge<'job_name'>;
  private readonly lastDuration: Gauge<'job_name'>;
  private readonly runs: Counter<'job_name'>;
  private readonly failures: Counter<'job_name'>;

  constructor(registry: Registry) {
    // Not `job`: Prometheus sets that label to the scrape job's name (ours would become exported_job).
    const common = { labelNames: ['job_name'] as const, registers: [registry] };
    this.period = new Gauge({ name: 'fre_job_period_seconds', help: 'How often each periodic job is due', ...common });
    this.lastStart = new Gauge({ name: 'fre_job_last_start_timestamp_seconds', help: 'Unix time this instance last started the job', ...common });
    this.lastSuccess = new Gauge({ name: 'fre_job_last_success_timestamp_seconds', help: 'Unix time this instance last finished the job without error', ...common });
    this.lastDuration = new Gauge({ name: 'fre_job_last_duration_seconds', help: 'How long the last run of the job on this instance took, success or not', ...common });
    this.runs = new Counter({ name: 'fre_job_runs_total', help: 'Runs of the job on this instance (turns skipped for another instance not counted)', ...common });
    this.failures = new Counter({ name: 'fre_job_failures_total', help: 'Runs of the job on this instance that threw', ...common });
  }

  /** The same jobs, each run recorded; a failure is rethrown so that the runner still logs it. */
  instrument(jobs: PeriodicJob[]): PeriodicJob[] {
    return jobs.map((job) => {
      const labels = { job_name: job.name };
      this.period.set(labels, job.everyMs / 1000);
      // Present at 0 from the start, so that rate() and increase() see the first failure.
      this.runs.inc(labels, 0);
      this.failures.inc(labels, 0);
      return {
        ...job,
        run: async () => {
          const started = performance.now();
          this.lastStart.set(labels, Date.now() / 1000);
          this.runs.inc(labels);
          try {
            const result = await job.run();
            this.lastSuccess.set(labels, Date.now() / 1000);
            return result;
          } catch (error) {
            this.failures.inc(labels);
            throw error;
          } finally {
            this.lastDuration.set(labels, (performance.now() - started) / 1000);
          }
        },
      };
    });
  }
}

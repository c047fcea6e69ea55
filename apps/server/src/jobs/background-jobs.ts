import type { AppContext } from '../app-context.ts';
import { createStatsService } from '../modules/stats/stats.service.ts';
import type { PeriodicJob } from './job-runner.ts';

/** Every periodic job of the product, with its period. */
export function backgroundJobs(ctx: AppContext): PeriodicJob[] {
  const stats = createStatsService(ctx);
  return [{ name: 'stats-rollup', everyMs: 5 * 60_000, run: () => stats.refresh() }];
}

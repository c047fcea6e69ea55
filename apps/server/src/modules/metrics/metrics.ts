import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/pool.ts';
import { createBusinessMetrics, type BusinessMetrics } from './business-metrics.ts';
import { registerDatabaseMetrics } from './database-metrics.ts';
import { HttpMetrics } from './http-metrics.ts';
import { JobMetrics } from './job-metrics.ts';

/** Everything this instance measures, in one Prometheus registry (docs/decisions/017). */
export interface Metrics {
  registry: Registry;
  http: HttpMetrics;
  business: BusinessMetrics;
  jobs: JobMetrics;
}

/** Metrics are collected only when something can read them: a metrics port or token is set. */
export function metricsExposed(config: Pick<Config, 'metrics'>): boolean {
  return config.metrics.port !== null || config.metrics.token !== null;
}

/**
 * A registry per instance (not prom-client's global one), so that apps built side by side in one
 * process (tests) do not mix. Node's own figures (event-loop lag, heap, GC, CPU, handles) keep
 * prom-client's standard names; ours start with `fre_`.
 */
export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerDatabaseMetrics(registry, db);
  return { registry, http: new HttpMetrics(registry), business: createBusinessMetrics(registry), jobs: new JobMetrics(registry) };
}

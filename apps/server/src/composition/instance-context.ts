import type { AppContext } from '#server/app-context.ts';
import type { Metrics } from '#server/modules/metrics/metrics.ts';

/**
 * The context the composition root holds: the services' one, with the instance's whole metrics
 * (registry, request timings, job runs) where services see only their business events.
 */
export type InstanceContext = Omit<AppContext, 'metrics'> & { metrics?: Metrics | undefined };

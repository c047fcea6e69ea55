import type { Metric, Registry } from 'prom-client';
import type { ResponseRecorder, RouteTimings } from '#server/http/request-metrics.ts';
import { LatencyHistogram, type LatencySeries } from './latency-histogram.ts';

const STATUS_CLASSES = ['', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** Answers by exact status code, without the route (a handful of codes): an array slot per code. */
class StatusCounts {
  readonly name = 'fre_http_responses_total';
  readonly help = 'HTTP answers of the main port by exact status code (all routes together)';
  readonly type = 'counter';
  readonly aggregator = 'sum';
  // Node accepts status codes from 100 to 999.
  readonly counts = new Float64Array(1000);

  async get() {
    const values: { labels: { code: string }; value: number }[] = [];
    this.counts.forEach((value, code) => {
      if (value > 0) values.push({ labels: { code: String(code) }, value });
    });
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.counts.fill(0);
  }
}

/**
 * Request duration per route template, method and status class, and answers per status code.
 * Label values come from route templates (`/api/games/:game/rounds`), never from raw paths, so the
 * number of series is bounded by the routes; requests that match no route share one template.
 */
export class HttpMetrics implements RouteTimings {
  private readonly duration = new LatencyHistogram(
    'fre_http_request_duration_seconds',
    'Time from receiving an HTTP request to finishing its answer, by route template (unmatched for unknown paths), method and status class',
  );
  private readonly statuses = new StatusCounts();

  constructor(registry: Registry) {
    registry.registerMetric(this.duration.asMetric());
    registry.registerMetric(this.statuses as unknown as Metric);
  }

  /** The recorder of one route and method; its status-class series are made on first use. */
  recorder(method: string, route: string): ResponseRecorder {
    const byClass: (LatencySeries | undefined)[] = [];
    const counts = this.statuses.counts;
    return (statusCode, seconds) => {
      // Codes from 600 up (which nothing here sends) are filed with the server errors.
      const statusClass = statusCode < 600 ? Math.floor(statusCode / 100) : 5;
      let series = byClass[statusClass];
      if (!series) byClass[statusClass] = series = this.duration.series({ route, method, status: STATUS_CLASSES[statusClass] ?? '5xx' });
      series.observe(seconds);
      counts[statusCode] = counts[statusCode]! + 1;
    };
  }
}

import type { Metric } from 'prom-client';

/** Upper bounds in seconds: most API answers take a few milliseconds; the tail up to 10 s. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

type Labels = Readonly<Record<string, string>>;

/** One label set's observations: per-bucket counts (made cumulative when scraped), sum, count. */
export class LatencySeries {
  readonly counts = new Float64Array(LATENCY_BUCKETS.length + 1);
  sum = 0;
  count = 0;

  constructor(readonly labels: Labels) {}

  observe(seconds: number): void {
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
    this.counts[bucket] = this.counts[bucket]! + 1;
    this.sum += seconds;
    this.count += 1;
  }
}

/**
 * A histogram that prom-client renders but does not record. prom-client's own Histogram builds a
 * label object and a label-hash string on every observation (about 0.5 µs, measured); here the
 * caller keeps its series, made once per label set, and an observation is a few number writes
 * (about 0.01 µs). Registered with `registry.registerMetric`: the registry only calls `get()`.
 */
export class LatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all: LatencySeries[] = [];

  constructor(readonly name: string, readonly help: string) {}

  /** A new series; the caller keeps it (asking twice for the same labels makes two). */
  series(labels: Labels): LatencySeries {
    const series = new LatencySeries(labels);
    this.all.push(series);
    return series;
  }

  /** What prom-client's Histogram.get() returns, which its Registry turns into text. */
  async get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const series of this.all) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((le, index) => {
        cumulative += series.counts[index]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...series.labels, le }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...series.labels, le: '+Inf' }, value: series.count });
      values.push({ metricName: `${this.name}_sum`, labels: series.labels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels: series.labels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const series of this.all) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  /** prom-client types `registerMetric` for its own classes only; the registry needs name and get(). */
  asMetric(): Metric {
    return this as unknown as Metric;
  }
}

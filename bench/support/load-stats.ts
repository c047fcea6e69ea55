/** Latency figures of a load step: percentiles per request kind and answers counted by class. */

export interface Sample {
  kind: string;
  /** When the request was sent (performance.now()). */
  sentAt: number;
  ms: number;
  status: number;
}

export interface LatencyRow {
  kind: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** 5xx answers (none allowed). */
  serverErrors: number;
  /** Requests without an answer (reset, refused, timed out). */
  failed: number;
  /** 4xx answers: none expected in this mix, each is reported. */
  clientErrors: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function latencyRow(kind: string, samples: Sample[]): LatencyRow {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    kind,
    requests: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    serverErrors: samples.filter((s) => s.status >= 500).length,
    failed: samples.filter((s) => s.status === 0).length,
    clientErrors: samples.filter((s) => s.status >= 400 && s.status < 500).length,
  };
}

/** One row for all requests, then one per kind (in first-seen order). */
export function latencyRows(samples: Sample[]): { all: LatencyRow; byKind: LatencyRow[] } {
  const kinds = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = kinds.get(sample.kind);
    if (list) list.push(sample);
    else kinds.set(sample.kind, [sample]);
  }
  return { all: latencyRow('all requests', samples), byKind: [...kinds].map(([kind, list]) => latencyRow(kind, list)) };
}

/** Status codes by kind for the 4xx seen, e.g. "POST /api/mining/start 409 ×3". */
export function clientErrorDetail(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const s of samples) if (s.status >= 400 && s.status < 500) counts.set(`${s.kind} ${s.status}`, (counts.get(`${s.kind} ${s.status}`) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key} ×${n}`);
}

import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parseExposition } from '#server-test/metrics-helpers.ts';
import { LATENCY_BUCKETS, LatencyHistogram } from './latency-histogram.ts';

describe('latency histogram', () => {
  it('renders exactly what prom-client\'s own Histogram renders for the same observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const histogram = new LatencyHistogram('fre_test_seconds', 'a test');
    ours.registerMetric(histogram.asMetric());
    const reference = new Histogram({ name: 'fre_test_seconds', help: 'a test', labelNames: ['route', 'status'], buckets: [...LATENCY_BUCKETS], registers: [theirs] });
    const series = { a: histogram.series({ route: '/a', status: '2xx' }), b: histogram.series({ route: '/b', status: '5xx' }) };
    const observations: ['a' | 'b', number][] = [['a', 0.0004], ['a', 0.001], ['a', 0.0011], ['a', 0.3], ['b', 12], ['b', 2.5]];
    for (const [key, seconds] of observations) {
      series[key].observe(seconds);
      reference.observe({ route: `/${key}`, status: key === 'a' ? '2xx' : '5xx' }, seconds);
    }
    const sorted = (text: string) => parseExposition(text).samples.map((s) => JSON.stringify([s.name, Object.entries(s.labels).sort(), s.value])).sort();
    expect(sorted(await ours.metrics())).toEqual(sorted(await theirs.metrics()));
    expect(await ours.metrics()).toContain('# TYPE fre_test_seconds histogram');
  });
});

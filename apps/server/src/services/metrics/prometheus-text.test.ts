import { describe, expect, it } from 'vitest';
import { Counter, Histogram, renderFamilies } from './prometheus-text.js';

describe('Prometheus text exposition', () => {
  it('renders counters with escaped labels, HELP and TYPE lines', () => {
    const counter = new Counter('mf_bytes_total', 'Bytes.\nSecond line');
    counter.inc({ method: 'chunk' }, 10);
    counter.inc({ method: 'chunk' }, 5);
    counter.inc({ method: 'a"b\\c' }, 1);
    counter.inc({ method: 'chunk' }, -3);
    expect(renderFamilies([counter.family()])).toBe(
      [
        '# HELP mf_bytes_total Bytes.\\nSecond line',
        '# TYPE mf_bytes_total counter',
        'mf_bytes_total{method="chunk"} 15',
        'mf_bytes_total{method="a\\"b\\\\c"} 1',
        '',
      ].join('\n'),
    );
  });

  it('renders histograms as cumulative buckets with +Inf, sum and count', () => {
    const histogram = new Histogram('mf_seconds', 'Durations.', [1, 10]);
    histogram.observe({ type: 'conversion' }, 0.5);
    histogram.observe({ type: 'conversion' }, 5);
    histogram.observe({ type: 'conversion' }, 50);
    expect(renderFamilies([histogram.family()]).split('\n').slice(2, 7)).toEqual([
      'mf_seconds_bucket{type="conversion",le="1"} 1',
      'mf_seconds_bucket{type="conversion",le="10"} 2',
      'mf_seconds_bucket{type="conversion",le="+Inf"} 3',
      'mf_seconds_sum{type="conversion"} 55.5',
      'mf_seconds_count{type="conversion"} 3',
    ]);
  });
});

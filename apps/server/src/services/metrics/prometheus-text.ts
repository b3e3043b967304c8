/**
 * Prometheus' text exposition format, version 0.0.4 (prometheus.io/docs/instrumenting/exposition_formats):
 * counters, gauges and histograms with labels, rendered by us (a few dozen lines, no dependency). Pure:
 * no clock, no I/O.
 */
export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  readonly labels: Labels;
  readonly value: number;
}

export interface Family {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  /** For histograms: already expanded into `_bucket`, `_sum` and `_count` samples (see Histogram). */
  readonly samples: readonly (Sample & { readonly suffix?: string })[];
}

/** The content type Prometheus asks for and we answer. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const escapeLabel = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const escapeHelp = (value: string): string => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

export function renderFamilies(families: readonly Family[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      lines.push(
        `${family.name}${sample.suffix ?? ''}${formatLabels(sample.labels)} ${formatValue(sample.value)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const keyOf = (labels: Labels): string => JSON.stringify(Object.entries(labels).sort());

/** A monotonic counter per label set. */
export class Counter {
  private readonly values = new Map<string, Sample>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels, by = 1): void {
    if (!(by >= 0)) return;
    const key = keyOf(labels);
    this.values.set(key, { labels, value: (this.values.get(key)?.value ?? 0) + by });
  }
  family(): Family {
    return { name: this.name, help: this.help, type: 'counter', samples: [...this.values.values()] };
  }
}

/** A histogram per label set: cumulative buckets (upper bounds, ascending), sum and count. */
export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
  ) {}
  observe(labels: Labels, value: number): void {
    if (!Number.isFinite(value)) return;
    const key = keyOf(labels);
    const entry = this.series.get(key) ?? { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
    this.buckets.forEach((bound, i) => {
      if (value <= bound) entry.counts[i] = (entry.counts[i] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
    this.series.set(key, entry);
  }
  family(): Family {
    const samples: (Sample & { suffix: string })[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      this.buckets.forEach((bound, i) => {
        samples.push({
          suffix: '_bucket',
          labels: { ...labels, le: formatValue(bound) },
          value: counts[i] ?? 0,
        });
      });
      samples.push(
        { suffix: '_bucket', labels: { ...labels, le: '+Inf' }, value: count },
        { suffix: '_sum', labels, value: sum },
        { suffix: '_count', labels, value: count },
      );
    }
    return { name: this.name, help: this.help, type: 'histogram', samples };
  }
}

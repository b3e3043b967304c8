import { z } from 'zod';

/**
 * The Prometheus endpoint (docs/decisions.md D236): off unless METRICS_ENABLED. The http part serves
 * `/metrics` on its own port; a worker, which listens nowhere else, serves it on METRICS_PORT when given.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const metricsSchema = z.object({
  METRICS_ENABLED: booleanString.default(false),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export interface MetricsConfig {
  readonly enabled: boolean;
  /** A worker's own listener for `/metrics` (it has no http api); unset: the worker exposes none. */
  readonly workerPort: number | undefined;
}

export function toMetricsConfig(e: z.infer<typeof metricsSchema>): MetricsConfig {
  return { enabled: e.METRICS_ENABLED, workerPort: e.METRICS_ENABLED ? e.METRICS_PORT : undefined };
}

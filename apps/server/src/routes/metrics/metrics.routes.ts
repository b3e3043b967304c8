import type { FastifyInstance } from 'fastify';
import { PROMETHEUS_CONTENT_TYPE } from '../../services/metrics/prometheus-text.js';
import type { Metrics } from '../../services/metrics/metrics.service.js';

/**
 * GET /metrics, Prometheus' conventional path (outside /api: it is for the operator's scraper, not the
 * app, so it has no API contract and no OpenAPI entry). Registered only when METRICS_ENABLED (D236).
 */
export function metricsRoutes(app: FastifyInstance, deps: { readonly metrics: Metrics }): void {
  app.get('/metrics', async (_request, reply) => {
    const text = await deps.metrics.render();
    return reply.header('cache-control', 'no-store').type(PROMETHEUS_CONTENT_TYPE).send(text);
  });
}

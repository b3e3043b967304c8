import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Metrics } from '../../services/metrics/metrics.service.js';
import { metricsRoutes } from './metrics.routes.js';

/**
 * A worker's own listener for GET /metrics (METRICS_PORT, D236): a worker serves no API, so this tiny
 * app with the one route is the only port it opens, and only when the operator asked for it.
 */
export async function buildMetricsApp(metrics: Metrics, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger, connectionTimeout: 30_000, requestTimeout: 30_000 });
  metricsRoutes(app, { metrics });
  await app.ready();
  return app;
}

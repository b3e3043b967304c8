import type { ServerRole } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import type { HealthService } from '../../services/health.service.js';
import { HEALTH_CONTRACT } from './health.contract.js';

export interface HealthDeps {
  readonly health: HealthService;
  readonly role: ServerRole;
  readonly version: string;
}

/**
 * HEAD and GET /api/health: the upload client's network check (converter-compressor.md §7) and the
 * probe of load balancers and orchestrators: 503 when a dependency does not answer (D235).
 */
export function healthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const startedAt = Date.now();
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/health',
    ...HEALTH_CONTRACT,
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { ok, dependencies } = await deps.health.report();
      if (!ok) {
        const database = dependencies.database ?? 'unavailable';
        return reply.status(503).send({ status: 'unavailable', database, role: deps.role, dependencies });
      }
      return {
        status: 'ok',
        database: 'ok',
        role: deps.role,
        dependencies,
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { HEALTH_CONTRACT } from './health.contract.js';

export interface HealthDeps {
  /** Resolves when the database answers; rejects otherwise. */
  readonly checkDatabase: () => Promise<void>;
  readonly version: string;
}

/** HEAD and GET /api/health: the upload client's network check (converter-compressor.md §7) and probes. */
export function healthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const startedAt = Date.now();
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/health',
    ...HEALTH_CONTRACT,
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await deps.checkDatabase();
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
      return {
        status: 'ok',
        database: 'ok',
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  });
}

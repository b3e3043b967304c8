import { IMPORT_PATHS, type ImportConfig } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { IMPORT_CONFIG_CONTRACT } from './files.contract.js';

/** GET /api/files/import/config: `{success: true, data: ImportConfig}` (packages/shared imports.ts). */
export function importConfigRoutes(
  app: FastifyInstance,
  deps: { readonly importConfig: () => ImportConfig },
): void {
  app.get(IMPORT_PATHS.config, IMPORT_CONFIG_CONTRACT, async (_request, reply) => {
    // Availability follows the server's configuration; a browser must not keep an old answer.
    void reply.header('cache-control', 'no-store');
    return { success: true, data: deps.importConfig() };
  });
}

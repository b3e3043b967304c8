import type { FastifyInstance } from 'fastify';
import type { PlatformsService } from '../../services/platforms.service.js';
import { PLATFORMS_CONTRACT } from './platforms.contract.js';

/**
 * GET /downloader/platforms: response data.data.platforms[] with name and enabled (downloader.md §7).
 * Served with and without the /api prefix (NOTES.md 3).
 */
export function platformsRoutes(app: FastifyInstance, deps: { readonly platforms: PlatformsService }): void {
  for (const url of ['/api/downloader/platforms', '/downloader/platforms']) {
    app.get(url, PLATFORMS_CONTRACT, async () => ({
      success: true,
      data: { platforms: await deps.platforms.list() },
    }));
  }
}

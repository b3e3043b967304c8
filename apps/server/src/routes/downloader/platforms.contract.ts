import { platformsResponseSchema } from '@mediaforge/shared';
import { contract, ok } from '../contract.js';

/** GET /api/downloader/platforms (and its unprefixed twin). */
export const PLATFORMS_CONTRACT = contract({
  summary: 'Downloader platforms and whether each is enabled',
  responses: { 200: ok(platformsResponseSchema) },
});

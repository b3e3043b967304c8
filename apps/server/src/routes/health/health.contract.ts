import { healthResponseSchema, healthUnavailableSchema } from '@mediaforge/shared';
import { contract } from '../contract.js';

/** HEAD and GET /api/health. */
export const HEALTH_CONTRACT = contract({
  summary: 'Health of the server, its role and each dependency (HEAD: the upload client’s network check)',
  responses: { 200: healthResponseSchema, 503: healthUnavailableSchema },
});

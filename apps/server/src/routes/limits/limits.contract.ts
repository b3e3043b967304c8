import { limitsResponseSchema } from '@mediaforge/shared';
import { contract, ok } from '../contract.js';

/** GET /api/limits. */
export const LIMITS_CONTRACT = contract({
  summary: 'The caller’s limits object: file size, files per upload, daily credits',
  access: 'optional-owner',
  responses: { 200: ok(limitsResponseSchema) },
});

import { HEALTH_CHECK_TIMEOUT_MS, UPLOAD_PATHS } from '@mediaforge/shared';
import { apiReachable } from '../../../lib/api-client';

/**
 * HEAD /api/health with a 5 s timeout (CC-7.07): true when the server answers 2xx in time. Never
 * throws; an unreachable or slow server is simply unhealthy.
 */
export function checkHealth(timeoutMs: number = HEALTH_CHECK_TIMEOUT_MS): Promise<boolean> {
  return apiReachable(UPLOAD_PATHS.health, timeoutMs);
}

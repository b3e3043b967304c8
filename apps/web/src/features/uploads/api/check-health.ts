import { HEALTH_CHECK_TIMEOUT_MS, UPLOAD_PATHS } from '@mediaforge/shared';

/**
 * HEAD /api/health with a 5 s timeout (CC-7.07): true when the server answers 2xx in time. Never
 * throws; an unreachable or slow server is simply unhealthy.
 */
export async function checkHealth(timeoutMs: number = HEALTH_CHECK_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(UPLOAD_PATHS.health, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

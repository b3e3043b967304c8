import { IMPORT_CONFIG_KEYS, type ImportSource } from '@mediaforge/shared';
import type { ImportConfigState } from './api/get-import-config';

/**
 * What a picker tab can offer: still asking the server, the source is served, it is not (CC-5.58
 * "Unavailable"), or the server could not be asked.
 */
export type SourceStatus = 'checking' | 'available' | 'unavailable' | 'unreachable';

export function sourceStatus(config: ImportConfigState, source: ImportSource): SourceStatus {
  if (config === 'loading') return 'checking';
  if (config === 'error') return 'unreachable';
  return config[IMPORT_CONFIG_KEYS[source]] ? 'available' : 'unavailable';
}

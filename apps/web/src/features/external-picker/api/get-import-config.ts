import { IMPORT_PATHS, type ImportConfig } from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { getJson } from '../../../lib/api-client';

const FLAGS = [
  'url',
  'googleDrive',
  'dropbox',
  'onedrive',
] as const satisfies readonly (keyof ImportConfig)[];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Validates `{success: true, data: {url, googleDrive, dropbox, onedrive}}`, four booleans. */
export function parseImportConfig(body: unknown): ImportConfig {
  const data = field(body, 'data');
  if (field(body, 'success') !== true || FLAGS.some((flag) => typeof field(data, flag) !== 'boolean')) {
    throw new TypeError(`unexpected ${IMPORT_PATHS.config} response`);
  }
  const flag = (key: (typeof FLAGS)[number]) => field(data, key) === true;
  return {
    url: flag('url'),
    googleDrive: flag('googleDrive'),
    dropbox: flag('dropbox'),
    onedrive: flag('onedrive'),
  };
}

/** One request per page load: the flags change only when the server is reconfigured and restarted. */
let cached: Promise<ImportConfig> | undefined;

export function getImportConfig(): Promise<ImportConfig> {
  cached ??= getJson(IMPORT_PATHS.config)
    .then(parseImportConfig)
    .catch((error: unknown) => {
      cached = undefined; // the next opening asks again
      throw error;
    });
  return cached;
}

/** The server's import config: 'loading', the config, or 'error' when it could not be read. */
export type ImportConfigState = 'loading' | 'error' | ImportConfig;

export function useImportConfig(): ImportConfigState {
  const [state, setState] = useState<ImportConfigState>('loading');
  useEffect(() => {
    let live = true;
    getImportConfig().then(
      (config) => live && setState(config),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

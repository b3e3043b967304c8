import {
  DRIVE_UNAVAILABLE_TEXT,
  URL_IMPORT_MESSAGES,
  driveUnavailableTitle,
  type ImportConfig,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/external-picker.json';
import { readData } from '../../lib/api-client';
import { importConfigAnswer } from './api/get-import-config';

const parseImportConfig = (body: unknown) => readData(200, JSON.stringify(body), importConfigAnswer);
import { sourceStatus } from './source-status';

const none: ImportConfig = { url: false, googleDrive: false, dropbox: false, onedrive: false };

describe('import source status', () => {
  it('CC-5.58 a source the server does not serve is unavailable', () => {
    expect(sourceStatus(none, 'google-drive')).toBe('unavailable');
    expect(sourceStatus(none, 'url')).toBe('unavailable');
  });

  it('reads each source from its own flag', () => {
    const config = { ...none, googleDrive: true };
    expect(sourceStatus(config, 'google-drive')).toBe('available');
    expect(sourceStatus(config, 'dropbox')).toBe('unavailable');
    expect(sourceStatus(config, 'onedrive')).toBe('unavailable');
  });

  it('is checking while the config loads and unreachable when it could not be read', () => {
    expect(sourceStatus('loading', 'dropbox')).toBe('checking');
    expect(sourceStatus('error', 'url')).toBe('unreachable');
  });
});

describe('GET /api/files/import/config', () => {
  it('reads the four flags of the envelope', () => {
    const body = { success: true, data: { url: true, googleDrive: false, dropbox: false, onedrive: true } };
    expect(parseImportConfig(body)).toEqual(body.data);
  });

  it('rejects an answer that is not the config', () => {
    expect(() => parseImportConfig({ success: true, data: { url: 'yes' } })).toThrow();
    expect(() => parseImportConfig({ success: false, error: { code: 'X' } })).toThrow();
    expect(() => parseImportConfig(null)).toThrow();
  });
});

describe('English picker texts', () => {
  it('CC-5.58 are the spec\'s "Unavailable" title and text', () => {
    expect(en.unavailableTitle.replace('{{service}}', 'Dropbox')).toBe(driveUnavailableTitle('Dropbox'));
    expect(en.driveUnavailableText).toBe(DRIVE_UNAVAILABLE_TEXT);
  });

  it("CC-5.52 CC-5.53 are the spec's web-link messages", () => {
    expect(en.webLink.invalidUrl).toBe(URL_IMPORT_MESSAGES.invalidUrl);
    expect(en.webLink.unsupportedScheme).toBe(URL_IMPORT_MESSAGES.unsupportedScheme);
  });
});

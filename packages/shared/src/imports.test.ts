import { describe, expect, it } from 'vitest';
import {
  DRIVE_AUTH_TIMEOUT_MS,
  DRIVE_SCRIPT_LOAD_TIMEOUT_MS,
  DRIVE_SOURCES,
  DRIVE_UNAVAILABLE_TEXT,
  DROPBOX_MIN_TOKEN_LENGTH,
  GOOGLE_DRIVE_LIST,
  IMPORT_CONFIG_KEYS,
  IMPORT_MENU_ENTRIES,
  IMPORT_SOURCES,
  driveUnavailableTitle,
  dropboxImportError,
  isDriveSource,
  isImportSource,
  normaliseDropboxPath,
  urlImportError,
  urlImportProblem,
} from './imports.js';

describe('import sources', () => {
  it('CC-1.04 drive sources are exactly google-drive, dropbox, onedrive', () => {
    expect(DRIVE_SOURCES).toEqual(['google-drive', 'dropbox', 'onedrive']);
    expect(isDriveSource('dropbox')).toBe(true);
    expect(isDriveSource('url')).toBe(false);
  });

  it('CC-2.35 import mode has four sources: web link and the three drives', () => {
    expect(IMPORT_SOURCES).toEqual(['url', 'google-drive', 'dropbox', 'onedrive']);
    expect(isImportSource('url')).toBe(true);
    expect(isImportSource('device')).toBe(false);
  });

  it('CC-2.19 the import dropdown has device, google-drive, dropbox, onedrive and url, in that order', () => {
    expect(IMPORT_MENU_ENTRIES).toEqual(['device', 'google-drive', 'dropbox', 'onedrive', 'url']);
  });

  it('every import source has its own flag in the import config', () => {
    const keys = IMPORT_SOURCES.map((source) => IMPORT_CONFIG_KEYS[source]);
    expect(new Set(keys).size).toBe(IMPORT_SOURCES.length);
  });
});

describe('web link import (CC §5)', () => {
  it('CC-5.52 a link that does not parse → "Invalid URL format"', () => {
    expect(urlImportError('not a url')).toBe('Invalid URL format');
    expect(urlImportError('')).toBe('Invalid URL format');
  });

  it.each(['ftp://host/a.mp4', 'file:///etc/passwd', 'javascript:alert(1)'])(
    'CC-5.53 "%s" → "Only HTTP and HTTPS URLs are supported"',
    (url) => {
      expect(urlImportError(url)).toBe('Only HTTP and HTTPS URLs are supported');
    },
  );

  it('CC-5.54 http and https links are valid', () => {
    expect(urlImportError('https://example.com/a.mp4')).toBeUndefined();
    expect(urlImportError(' http://example.com/a.mp4 ')).toBeUndefined();
  });

  it('CC-5.52 CC-5.53 the problem is also given as a key, for translated texts', () => {
    expect(urlImportProblem('not a url')).toBe('invalidUrl');
    expect(urlImportProblem('ftp://host/a.mp4')).toBe('unsupportedScheme');
    expect(urlImportProblem('https://example.com/a.mp4')).toBeUndefined();
  });
});

describe('Dropbox import (CC §5)', () => {
  const token = 'sl.ABCDEFGHIJ';

  it('CC-5.55 a token is required', () => {
    expect(dropboxImportError(undefined, '/a.mp4')).toBe(
      'No Dropbox access token provided. Please authenticate first.',
    );
    expect(dropboxImportError('', '/a.mp4')).toBe(
      'No Dropbox access token provided. Please authenticate first.',
    );
  });

  it('CC-5.56 a path is required; it is trimmed and gets a leading slash', () => {
    expect(dropboxImportError(token, undefined)).toBe('No file path provided for Dropbox import.');
    expect(dropboxImportError(token, '   ')).toBe('No file path provided for Dropbox import.');
    expect(normaliseDropboxPath('  a/b.mp4 ')).toBe('/a/b.mp4');
    expect(normaliseDropboxPath('/a/b.mp4')).toBe('/a/b.mp4');
  });

  it('CC-5.57 a token shorter than 10 characters is invalid', () => {
    expect(DROPBOX_MIN_TOKEN_LENGTH).toBe(10);
    expect(dropboxImportError('abc', '/a.mp4')).toBe('Invalid Dropbox access token. Please re-authenticate.');
    expect(dropboxImportError('0123456789', '/a.mp4')).toBeUndefined();
  });
});

describe('drives', () => {
  it('CC-5.58 an unconfigured drive shows "{service} Unavailable" and the credentials text', () => {
    expect(driveUnavailableTitle('Dropbox')).toBe('Dropbox Unavailable');
    expect(DRIVE_UNAVAILABLE_TEXT).toBe('API credentials not configured. Please contact support for access.');
  });

  it('CC-9.06 Google Drive listing: page size 100, modified time descending, no trashed items', () => {
    expect(GOOGLE_DRIVE_LIST).toEqual({ pageSize: 100, orderBy: 'modifiedTime desc', q: 'trashed = false' });
  });

  it('CC-8.24 script loading times out after 10 s, authentication after 30 s', () => {
    expect(DRIVE_SCRIPT_LOAD_TIMEOUT_MS).toBe(10_000);
    expect(DRIVE_AUTH_TIMEOUT_MS).toBe(30_000);
  });
});

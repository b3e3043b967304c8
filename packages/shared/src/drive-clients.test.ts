import { describe, expect, it } from 'vitest';
import { DRIVE_CLIENT_DEFAULTS, DRIVE_SCOPES, driveBrowserSources } from './drive-clients.js';
import { DRIVE_ERROR_MESSAGES, driveErrorMessage } from './drive-messages.js';

const defaults = {
  googleDrive: {
    clientId: 'g',
    apiBaseUrl: DRIVE_CLIENT_DEFAULTS.googleApiBaseUrl,
    scriptUrl: DRIVE_CLIENT_DEFAULTS.googleScriptUrl,
  },
  dropbox: {
    appKey: 'd',
    apiBaseUrl: DRIVE_CLIENT_DEFAULTS.dropboxApiBaseUrl,
    contentBaseUrl: DRIVE_CLIENT_DEFAULTS.dropboxContentBaseUrl,
    authorizeUrl: DRIVE_CLIENT_DEFAULTS.dropboxAuthorizeUrl,
  },
  onedrive: {
    clientId: 'o',
    graphBaseUrl: DRIVE_CLIENT_DEFAULTS.graphBaseUrl,
    authorizeUrl: DRIVE_CLIENT_DEFAULTS.onedriveAuthorizeUrl,
  },
};

describe('the page policy of the drives', () => {
  it('allows nothing when no drive is configured', () => {
    expect(driveBrowserSources({})).toEqual({ connect: [], script: [], frame: [], img: [] });
  });

  it('allows exactly the configured providers’ origins', () => {
    expect(driveBrowserSources(defaults)).toEqual({
      connect: [
        'https://www.googleapis.com',
        'https://accounts.google.com',
        'https://api.dropboxapi.com',
        'https://content.dropboxapi.com',
        'https://graph.microsoft.com',
      ],
      script: ['https://accounts.google.com'],
      frame: ['https://accounts.google.com'],
      img: ['https://*.googleusercontent.com'],
    });
  });

  it('follows base URLs pointed elsewhere, once each, paths dropped', () => {
    const loopback = 'http://127.0.0.1:9000';
    expect(
      driveBrowserSources({
        googleDrive: { clientId: 'g', apiBaseUrl: `${loopback}/google`, scriptUrl: `${loopback}/gsi/client` },
        dropbox: { ...defaults.dropbox, apiBaseUrl: loopback, contentBaseUrl: loopback },
      }),
    ).toEqual({ connect: [loopback], script: [loopback], frame: [loopback], img: [loopback] });
  });
});

describe('drive scopes (CC §6)', () => {
  it('Google read-only; Dropbox content read and write; OneDrive Files.Read and Files.ReadWrite', () => {
    expect(DRIVE_SCOPES.googleDrive).toEqual(['https://www.googleapis.com/auth/drive.readonly']);
    expect(DRIVE_SCOPES.dropbox).toEqual(['files.content.read', 'files.content.write']);
    expect(DRIVE_SCOPES.onedrive).toEqual(['Files.Read', 'Files.ReadWrite']);
  });
});

describe('drive messages (CC §8)', () => {
  it('keep the spec’s words', () => {
    expect(DRIVE_ERROR_MESSAGES).toMatchObject({
      browseFailed: 'Failed to browse files',
      uploadFailed: 'Failed to upload file',
      folderFailed: 'Failed to create folder',
      unknownService: 'Unknown service type',
      authFailed: 'Authentication failed',
      popupBlocked: 'Sign-in popup was blocked by browser. Please allow popups for this site and try again.',
      unauthorized: 'Authentication failed. Please try signing in again.',
    });
  });

  it('name the drive where the spec does', () => {
    expect(driveErrorMessage('forbidden', 'Google Drive')).toBe(
      'Access denied. Please ensure you have granted permission to access Google Drive files.',
    );
    expect(driveErrorMessage('notAuthenticated', 'Dropbox')).toBe('Not authenticated with Dropbox');
  });
});

import { IMPORT_PATHS } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('GET /api/files/import/config (real listening server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('CC-5.58 without drive credentials: the web link on, every drive off, without a session', async () => {
    const res = await fetch(`${t.baseUrl}${IMPORT_PATHS.config}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: true,
      data: { url: true, googleDrive: false, dropbox: false, onedrive: false, drives: {} },
    });
  });

  it('is listed in /api/openapi.json with its ImportConfig schema', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    expect(doc.paths[IMPORT_PATHS.config]).toHaveProperty('get');
    expect(doc.components.schemas.ImportConfig?.required).toEqual([
      'url',
      'googleDrive',
      'dropbox',
      'onedrive',
    ]);
  });
});

describe('GET /api/files/import/config with every drive configured', () => {
  it('turns a drive on with its client id and hands the browser its public settings, never the secret', async () => {
    const t = await startTestApp({
      GOOGLE_DRIVE_CLIENT_ID: 'g-client.apps.example',
      DROPBOX_APP_KEY: 'dbx-key',
      ONEDRIVE_CLIENT_ID: 'od-client',
      ONEDRIVE_CLIENT_SECRET: 'od-secret-value',
      ONEDRIVE_AUTHORITY: 'https://login.microsoftonline.com/consumers/',
    });
    try {
      const res = await fetch(`${t.baseUrl}${IMPORT_PATHS.config}`);
      const text = await res.text();
      expect(text).not.toContain('od-secret-value');
      expect(JSON.parse(text)).toEqual({
        success: true,
        data: {
          url: true,
          googleDrive: true,
          dropbox: true,
          onedrive: true,
          drives: {
            googleDrive: {
              clientId: 'g-client.apps.example',
              apiBaseUrl: 'https://www.googleapis.com',
              scriptUrl: 'https://accounts.google.com/gsi/client',
            },
            dropbox: {
              appKey: 'dbx-key',
              apiBaseUrl: 'https://api.dropboxapi.com',
              contentBaseUrl: 'https://content.dropboxapi.com',
              authorizeUrl: 'https://www.dropbox.com/oauth2/authorize',
            },
            onedrive: {
              clientId: 'od-client',
              graphBaseUrl: 'https://graph.microsoft.com',
              authorizeUrl: 'https://login.microsoftonline.com/consumers/oauth2/v2.0/authorize',
            },
          },
        },
      });
    } finally {
      await t.close();
    }
  });
});

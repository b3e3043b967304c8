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

  it('reports every import source unavailable while this build has no import endpoints, without a session', async () => {
    const res = await fetch(`${t.baseUrl}${IMPORT_PATHS.config}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: true,
      data: { url: false, googleDrive: false, dropbox: false, onedrive: false },
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

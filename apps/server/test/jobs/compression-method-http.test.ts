import { ERROR_CODES, type RegularUploadResponse } from '@mediaforge/shared';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_compression-method-owner';

describe('compression methods over HTTP', () => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let fileId: string;

  beforeAll(async () => {
    t = await startTestApp({ ENCODE_SPEED: 'ultrafast' });
    const made = await tempDir('mf-method-');
    cleanup = made.cleanup;
    const clip = readFileSync(await makeClip(made.dir, 'clip.mp4', { seconds: 1 }));
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(clip, 'clip.mp4');
    fileId = up.body.data.fileId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it.each([
    [
      { compression_method: 'turbo' },
      'compression_settings.compression_method',
      'Compression method format is invalid',
    ],
    [{ compression_method: '' }, 'compression_settings.compression_method', 'Compression method is required'],
    ['auto', 'compression_settings', 'Compression settings format is invalid'],
  ])(
    'compression_settings %j is refused with 422 INVALID_SETTINGS, no job started',
    async (cs, field, message) => {
      const res = await jobClient(t.baseUrl, SESSION).convert(fileId, 'mp4', {
        settings: { processing_mode: 'compression', compression_settings: cs },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: ERROR_CODES.INVALID_SETTINGS,
        context: { errors: [{ field, message }] },
      });
    },
  );
});

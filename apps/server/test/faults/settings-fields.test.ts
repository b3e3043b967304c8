import { ERROR_CODES, videoSettingsSchema } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobClient } from '../helpers/job-client.js';
import { startAppWithFile, type FileApp } from './file-app.js';

const SESSION = 'anon_settings-fields-owner';

describe('convert settings: unconstrained fields checked, only validated settings stored (D69)', () => {
  let app: FileApp;
  beforeAll(async () => {
    app = await startAppWithFile(SESSION, { ANONYMOUS_DAILY_CREDITS: '50' });
  });
  afterAll(() => app.close());

  const cases: readonly (readonly [string, Record<string, unknown>, string])[] = [
    ['processing_mode', { processing_mode: 'turbo' }, 'processing_mode'],
    ['processing_mode as an object', { processing_mode: { $ne: 1 } }, 'processing_mode'],
    ['output_format', { output_format: 'exe' }, 'output_format'],
    [
      'compressor_option',
      { processing_mode: 'compression', compression_settings: { compressor_option: 'nope' } },
      'compression_settings.compressor_option',
    ],
    [
      'compression_settings as text',
      { processing_mode: 'compression', compression_settings: 'fast' },
      'compression_settings',
    ],
  ];
  for (const [name, settings, field] of cases) {
    it(`${name} outside its allowed values is 422 INVALID_SETTINGS naming ${field}`, async () => {
      const res = await jobClient(app.t.baseUrl, SESSION).convert(app.fileId, 'mp4', { settings });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: ERROR_CODES.INVALID_SETTINGS,
        context: { errors: expect.arrayContaining([expect.objectContaining({ field })]) as unknown },
      });
    });
  }

  it('allowed values pass, and the job stores only the shape fields with plain values', async () => {
    const settings = {
      output_format: 'MP4',
      processing_mode: 'compression',
      video_crf: 23,
      junk: { deep: [1, 2, 3] },
      remove_audio: false,
      // Hidden without add_subtitle, so not validated: not a plain value, so not stored either.
      subtitle_file: { not: 'plain' },
      compression_settings: { compressor_option: 'discord', unknown: 1, compression_method: 'auto' },
    };
    const res = await jobClient(app.t.baseUrl, SESSION).convert(app.fileId, 'mp4', { settings });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const row = await app.t.db
      .selectFrom('jobs')
      .select('settings')
      .where('id', '=', res.body.data.jobId)
      .executeTakeFirstOrThrow();
    // Stored as the job's typed settings (parsed once when it was created), never the raw body.
    const stored = JSON.parse(row.settings) as { kind: string; settings: Record<string, unknown> };
    expect(stored).toEqual({ kind: 'video', settings: videoSettingsSchema.parse(settings) });
    expect(stored.settings).toMatchObject({
      output_format: 'mp4',
      processing_mode: 'compression',
      video_crf: 23,
      remove_audio: false,
      compression_settings: { compressor_option: 'discord', compression_method: 'auto' },
    });
    expect(stored.settings).not.toHaveProperty('junk');
    expect(stored.settings).not.toHaveProperty('subtitle_file');
    expect(stored.settings.compression_settings).not.toHaveProperty('unknown');
    const plain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
    const { compression_settings: nested, ...top } = stored.settings;
    const values: unknown[] = [...Object.values(top), ...Object.values(nested as Record<string, unknown>)];
    for (const value of values) {
      expect(plain(value), JSON.stringify(value)).toBe(true);
    }
  });
});

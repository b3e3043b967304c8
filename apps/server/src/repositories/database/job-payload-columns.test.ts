import { convertPayloadSchema, normaliseSettings, type JobSpec } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { payloadColumns, specOf } from './job-payload-columns.js';

describe('a job payload in the jobs table', () => {
  it('round-trips typed: written as parsed settings, read back as written', () => {
    const spec: JobSpec = {
      kind: 'convert',
      payload: convertPayloadSchema.parse({
        fileId: 'f1',
        format: 'mp3',
        settings: { kind: 'audio', settings: { audio_bitrate: '192k' } },
      }),
    };
    const columns = payloadColumns(spec);
    expect(columns).toMatchObject({ job_type: 'conversion', file_id: 'f1', format: 'mp3' });
    expect(specOf(columns)).toEqual(spec);
  });

  it('a compression keeps video settings and its format as asked', () => {
    const settings = normaliseSettings('mp4', { compression_settings: { compressor_option: 'hd' } });
    if (settings.kind !== 'video') throw new Error('video expected');
    const spec: JobSpec = {
      kind: 'compress',
      payload: { fileId: 'f2', format: 'keep_original', settings: settings.settings },
    };
    const columns = payloadColumns(spec);
    expect(columns.job_type).toBe('compression');
    expect(specOf(columns)).toEqual(spec);
  });

  it('a row written before payloads were typed (request fields) is normalised once and still runs', () => {
    const legacy = {
      job_type: 'conversion' as const,
      file_id: 'f3',
      format: 'mp4',
      settings: '{"video_crf":20}',
    };
    expect(specOf(legacy)).toEqual({
      kind: 'convert',
      payload: { fileId: 'f3', format: 'mp4', settings: normaliseSettings('mp4', { video_crf: 20 }) },
    });
    const empty = {
      job_type: 'compression' as const,
      file_id: 'f4',
      format: 'keep_original',
      settings: '{}',
    };
    expect(specOf(empty)).toMatchObject({ kind: 'compress', payload: { format: 'keep_original' } });
  });
});

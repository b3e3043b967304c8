import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf, makeClip, packetsMd5, probe, tempDir, videoStream } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_stream-copy-owner';

/** What the settings modal sends for MP4 when nothing was changed (its defaults, CC §9). */
const MODAL_DEFAULTS_MP4 = {
  video_codec: 'h264',
  video_crf: 23,
  video_preset: 'medium',
  video_profile: 'main',
  resize_video: 'none',
  video_framerate: 'original',
  rotate_video: 0,
  flip_video: 'none',
  remove_audio: false,
  audio_codec: 'aac',
  audio_bitrate: '192k',
  sample_rate: 'original',
  audio_channels: 'original',
  adjust_volume: 100,
  fade_in_audio: 0,
  fade_out_audio: 0,
  add_subtitle: 'none',
  enable_trim: false,
  enable_crop: false,
  processing_mode: 'conversion',
  output_format: 'mp4',
};

describe('the lossless fast path over HTTP (real ffmpeg)', { timeout: 60_000 }, () => {
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  let movPath: string;
  let fileId: string;
  const jobs = () => jobClient(t.baseUrl, SESSION);

  beforeAll(async () => {
    t = await startTestApp({ ENCODE_SPEED: 'ultrafast' });
    ({ dir, cleanup } = await tempDir('mf-stream-copy-'));
    movPath = await makeClip(dir, 'clip.mov', { seconds: 3, size: '640x360' });
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(
      readFileSync(movPath),
      'Holiday.mov',
    );
    expect(up.status).toBe(200);
    fileId = up.body.data.fileId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  async function convertToFile(settings: Record<string, unknown>, name: string): Promise<string> {
    const started = await jobs().convert(fileId, 'mp4', { settings, format: 'mp4' });
    expect(started.status).toBe(202);
    const done = await jobs().waitFor(started.body.data.jobId, ['completed', 'failed'], 45_000);
    expect(done.status).toBe('completed');
    const { body } = await jobs().result(started.body.data.jobId);
    const res = await fetch(`${t.baseUrl}${body.data.downloadUrl}`);
    const file = path.join(dir, name);
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
    return file;
  }

  it('MOV (H.264 + AAC) to MP4 with the modal defaults copies the video and audio packets unchanged', async () => {
    const out = await convertToFile(MODAL_DEFAULTS_MP4, 'copied.mp4');
    expect(await containerOf(out)).toBe('isom');
    expect(await packetsMd5(out, 'v')).toBe(await packetsMd5(movPath, 'v'));
    expect(await packetsMd5(out, 'a')).toBe(await packetsMd5(movPath, 'a'));
  });

  it('a setting that needs an encode (a CRF other than the default) turns the fast path off', async () => {
    const out = await convertToFile({ ...MODAL_DEFAULTS_MP4, video_crf: 30 }, 'encoded.mp4');
    expect(videoStream(await probe(out))?.codec_name).toBe('h264');
    expect(await packetsMd5(out, 'v')).not.toBe(await packetsMd5(movPath, 'v'));
  });
});

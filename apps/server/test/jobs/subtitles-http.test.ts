import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ERROR_CODES,
  SUBTITLE_FILE_MESSAGES,
  SUBTITLE_MAX_BYTES,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, probe, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const run = promisify(execFile);
const SESSION = 'anon_subtitles-owner';
const STRANGER = 'anon_subtitles-stranger';
const SRT = '1\r\n00:00:00,000 --> 00:00:02,000\r\nHELLO SUBTITLES\r\n\r\n';
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHELLO SUBTITLES\n';
const text = (value: string) => new TextEncoder().encode(value);

/** The brightest luma of the frame at 1 s: a black clip stays dark unless text was burnt in. */
async function brightestAt1s(file: string): Promise<number> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return Math.max(...stdout);
}

describe('subtitle files: upload, soft and hard subtitles, ownership (D76, CC-3.20)', () => {
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  let videoId: string;
  let srtId: string;
  const uploads = (session = SESSION) => uploadClient(t.baseUrl, session);
  const jobs = (session = SESSION) => jobClient(t.baseUrl, session);

  /** Converts the black clip with these settings and downloads the result into `dir`. */
  async function convert(settings: Record<string, unknown>, format: string, name: string): Promise<string> {
    const started = await jobs().convert(videoId, format, { settings });
    expect(started.status).toBe(202);
    const done = await jobs().waitFor(started.body.data.jobId, ['completed', 'failed']);
    expect(done.error).toBeNull();
    const { body } = await jobs().result(started.body.data.jobId);
    const file = path.join(dir, name);
    writeFileSync(
      file,
      new Uint8Array(await (await fetch(`${t.baseUrl}${body.data.downloadUrl}`)).arrayBuffer()),
    );
    return file;
  }

  beforeAll(async () => {
    t = await startTestApp({ ENCODE_SPEED: 'ultrafast' });
    ({ dir, cleanup } = await tempDir('mf-subtitles-'));
    const clip = await makeClip(dir, 'black.mp4', { source: 'color=c=black', seconds: 2 });
    const video = await uploads().regular<Data<RegularUploadResponse>>(readFileSync(clip), 'talk.mp4');
    expect(video.status).toBe(200);
    videoId = video.body.data.fileId;
    const srt = await uploads().regular<Data<RegularUploadResponse>>(text(SRT), 'talk.srt');
    expect(srt.status).toBe(200);
    srtId = srt.body.data.fileId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('an anonymous visitor uploads SRT and WebVTT through the regular upload, stored as subtitle files', async () => {
    const srt = await uploads().regular<Data<RegularUploadResponse>>(text(SRT), 'talk.srt');
    expect(srt.body.data).toMatchObject({
      fileName: 'talk.srt',
      fileSize: text(SRT).length,
      mimeType: 'application/x-subrip',
      metadata: { container: 'srt', hasVideo: false, hasAudio: false },
    });
    const vtt = await uploads().regular<Data<RegularUploadResponse>>(text(VTT), 'captions.vtt');
    expect(vtt.body.data).toMatchObject({ mimeType: 'text/vtt', metadata: { container: 'vtt' } });
  });

  it('refuses a file whose name claims subtitles but whose bytes are not, and one over 2 MB', async () => {
    const video = await uploads().regular(readFileSync(path.join(dir, 'black.mp4')), 'sneaky.srt');
    expect(video.status).toBe(415);
    expect(video.body).toMatchObject({
      code: ERROR_CODES.UNSUPPORTED_MEDIA,
      message: SUBTITLE_FILE_MESSAGES.notSubtitle,
    });
    const cue = '1\n00:00:00,000 --> 00:00:01,000\nline\n\n';
    const big = text(cue.repeat(Math.ceil((SUBTITLE_MAX_BYTES + 1) / cue.length)));
    const tooBig = await uploads().regular(big, 'long.srt');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      code: ERROR_CODES.FILE_TOO_LARGE,
      message: SUBTITLE_FILE_MESSAGES.tooLarge,
      context: { maxFileSize: SUBTITLE_MAX_BYTES },
    });
  });

  it('a subtitle file is never a conversion input', async () => {
    const res = await jobs().convert(srtId, 'mp4');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: SUBTITLE_FILE_MESSAGES.notConvertible });
  });

  it('CC-3.20 soft subtitles: the uploaded file becomes a subtitle stream of the MP4 and the MKV', async () => {
    const settings = { add_subtitle: 'upload', subtitle_file: srtId, subtitle_mode: 'soft' };
    const mp4 = await probe(await convert(settings, 'mp4', 'soft.mp4'));
    expect(mp4.streams.filter((s) => s.codec_type === 'subtitle').map((s) => s.codec_name)).toEqual([
      'mov_text',
    ]);
    const mkv = await probe(await convert(settings, 'mkv', 'soft.mkv'));
    expect(mkv.streams.filter((s) => s.codec_type === 'subtitle').map((s) => s.codec_name)).toEqual([
      'subrip',
    ]);
  });

  it('CC-3.20 hard subtitles: the text is burnt into the picture, no subtitle stream', async () => {
    const plain = await convert({}, 'mp4', 'plain.mp4');
    const hard = await convert(
      { add_subtitle: 'upload', subtitle_file: srtId, subtitle_mode: 'hard' },
      'mp4',
      'hard.mp4',
    );
    expect((await probe(hard)).streams.some((s) => s.codec_type === 'subtitle')).toBe(false);
    expect(await brightestAt1s(plain)).toBeLessThan(40);
    expect(await brightestAt1s(hard)).toBeGreaterThan(150);
  });

  it('another owner’s subtitle file is refused as if it did not exist', async () => {
    const clip = readFileSync(path.join(dir, 'black.mp4'));
    const theirVideo = await uploads(STRANGER).regular<Data<RegularUploadResponse>>(clip, 'mine.mp4');
    const res = await jobs(STRANGER).convert(theirVideo.body.data.fileId, 'mp4', {
      settings: { add_subtitle: 'upload', subtitle_file: srtId },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.INVALID_SETTINGS,
      context: { errors: [{ field: 'subtitle_file', message: 'Subtitle file is required' }] },
    });
  });
});

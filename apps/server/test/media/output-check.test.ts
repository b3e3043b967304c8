import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  classifyJobError,
  OUTPUT_CHECK_FAILED_MESSAGE,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesRepository } from '../../src/repositories/database/files.repository.js';
import { type Owner } from '../../src/services/owner.js';
import { ffmpeg } from '../helpers/media-fixtures.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { testSessionId, uploadClient, type Data } from '../helpers/upload-client.js';
import { tempDir } from '../encode/encode-helpers.js';

const SESSION = 'anon_output-check-owner';
const owner: Owner = { kind: 'anonymous', sessionId: testSessionId(SESSION) };

describe('D58 results are checked before they are published (real ffmpeg)', () => {
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  const jobs = () => jobClient(t.baseUrl, SESSION);
  const upload = (bytes: Uint8Array, name: string) =>
    uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(bytes, name);
  const used = async () => (await t.accounts.credits.dailyStatus(owner)).used;

  beforeAll(async () => {
    t = await startTestApp({ ENCODE_SPEED: 'ultrafast' });
    ({ dir, cleanup } = await tempDir('mf-output-check-'));
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('a truncated .m4a (10 s announced, its data cut off) fails to WAV with a clear message and is refunded', async () => {
    const whole = path.join(dir, 'ten.m4a');
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=d=10', '-c:a', 'aac', '-movflags', '+faststart', whole]);
    const bytes = readFileSync(whole);
    const truncated = bytes.subarray(0, bytes.indexOf('mdat') + 4);
    const up = await upload(truncated, 'truncated.m4a');
    expect(up.status).toBe(200);
    expect(up.body.data.metadata.duration).toBe(10);

    const before = await used();
    const started = await jobs().convert(up.body.data.fileId, 'wav');
    expect(started.status).toBe(202);
    expect(await used()).toBe(before + 1);
    // Plain `ffmpeg -i truncated.m4a out.wav` exits 0 with a 78-byte WAV: only the check catches it.
    const done = await jobs().waitFor(started.body.data.jobId, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'failed', error: OUTPUT_CHECK_FAILED_MESSAGE });
    expect(classifyJobError(done.error)).toMatchObject({ type: 'file', retryable: false });
    // The credit spent for the job is given back once it failed.
    expect(await used()).toBe(before);
  });

  it('a good result is published with the metadata its probe read and the SHA-256 of its bytes', async () => {
    const clip = path.join(dir, 'clip.mp4');
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10:d=2', '-f', 'lavfi', '-i', 'sine=d=2'],
      ...['-c:v', 'libx264', '-c:a', 'aac', '-shortest', clip],
    ]);
    const up = await upload(readFileSync(clip), 'clip.mp4');
    const started = await jobs().convert(up.body.data.fileId, 'mkv');
    const done = await jobs().waitFor(started.body.data.jobId, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    const { body } = await jobs().result(started.body.data.jobId);
    const downloaded = new Uint8Array(
      await (await fetch(`${t.baseUrl}${body.data.downloadUrl}`)).arrayBuffer(),
    );
    const record = await createFilesRepository(t.db).find(body.data.fileId);
    expect(record?.sha256).toBe(createHash('sha256').update(downloaded).digest('hex'));
    expect(record?.metadata).toMatchObject({
      container: 'mkv',
      width: 160,
      height: 120,
      hasVideo: true,
      hasAudio: true,
      videoCodec: 'h264',
    });
    expect(record?.metadata.audioCodec).toBeTypeOf('string');
    expect(record?.metadata.duration).toBeGreaterThan(1.9);
    expect(record?.metadata.duration).toBeLessThan(2.2);
  });
});

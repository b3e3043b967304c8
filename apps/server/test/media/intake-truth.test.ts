import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { corpusDir } from './corpus-dir.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const CORPUS = corpusDir();
const corpus = (name: string) => readFileSync(path.join(CORPUS, name));

describe.skipIf(!existsSync(CORPUS))(
  'intake of real-world files: what ffmpeg reads, what it cannot decode, true durations (skipped without the corpus)',
  () => {
    let t: TestApp;
    const upload = (name: string) =>
      uploadClient(t.baseUrl, 'anon_intake-truth-owner').regular<Data<RegularUploadResponse>>(
        corpus(name),
        name,
      );

    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('D55 an MP3 whose first frame follows the ID3 tag after padding is accepted as mp3', async () => {
      const res = await upload('androidx_bear-id3.mp3');
      expect(res.status).toBe(200);
      expect(res.body.data.metadata).toMatchObject({ container: 'mp3', audioCodec: 'mp3', hasAudio: true });
      expect(res.body.data.metadata.duration).toBeCloseTo(2.7, 1);
    });

    it('D55 D56 an MP3 behind 200 kB of junk is found by frame resync, with its measured 1 s (not 26 s)', async () => {
      const res = await upload('androidx_200kB-garbage-prefix.mp3');
      expect(res.status).toBe(200);
      expect(res.body.data.metadata).toMatchObject({ container: 'mp3', audioCodec: 'mp3' });
      // ffprobe's bitrate estimate counts the junk as audio: 26.07 s.
      expect(res.body.data.metadata.duration).toBeGreaterThan(1);
      expect(res.body.data.metadata.duration).toBeLessThan(1.2);
    });

    it('D57 a VVC video is refused at upload with CODEC_NOT_SUPPORTED naming the codec', async () => {
      const res = await upload('androidx_sample_vvc.mp4');
      expect(res.status).toBe(415);
      expect(res.body.code).toBe(ERROR_CODES.CODEC_NOT_SUPPORTED);
      expect(res.body.message).toMatch(/^This file's video codec is not supported: .*VVC/);
      expect(res.body.context?.kind).toBe('video');
      expect(String(res.body.context?.codec)).toMatch(/VVC/);
    });

    it('D56 a 1 s fragmented MP4 that claims 143,165 s gets its measured duration', async () => {
      const res = await upload('androidx_sample_fragmented.mp4');
      expect(res.status).toBe(200);
      expect(res.body.data.metadata.duration).toBeGreaterThan(0.9);
      expect(res.body.data.metadata.duration).toBeLessThan(1.2);
    });

    it('D56 an MKV without a Duration element gets the length of its packets', async () => {
      const res = await upload('mediabunny_annex-b-avc.mkv');
      expect(res.status).toBe(200);
      expect(res.body.data.metadata.duration).toBeGreaterThan(34);
      expect(res.body.data.metadata.duration).toBeLessThan(36);
    });
  },
);

import { downloaderInfoSchema } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import type { ExtractedQuality, Extraction } from '../../extractors/extractor.js';
import { deliveryOf, infoAnswer } from './analysis-answer.js';
import { pickQuality } from './downloads.service.js';

const base = {
  width: null,
  height: null,
  bitrate: null,
  duration: 12.5,
  sizeEstimated: false,
  hasAudio: true,
  isAudioOnly: false,
} as const;

const progressive: ExtractedQuality = {
  ...base,
  formatId: '18',
  type: 'video',
  format: 'mp4',
  quality: '360p',
  width: 640,
  height: 360,
  filesize: 1_572_864,
  parts: [{ kind: 'http', url: 'https://cdn.example/18.mp4', ext: 'mp4' }],
  processing: 'none',
};
const pair: ExtractedQuality = {
  ...base,
  formatId: '137+140',
  type: 'video',
  format: 'mp4',
  quality: '1080p',
  width: 1920,
  height: 1080,
  filesize: 10_000_000,
  sizeEstimated: true,
  parts: [
    { kind: 'http', url: 'https://cdn.example/137', ext: 'mp4' },
    { kind: 'http', url: 'https://cdn.example/140', ext: 'm4a' },
  ],
  processing: 'remux',
};
const mp3: ExtractedQuality = {
  ...base,
  formatId: 'mp3-140',
  type: 'audio',
  format: 'mp3',
  quality: '128kbps',
  filesize: null,
  isAudioOnly: true,
  parts: [{ kind: 'http', url: 'https://cdn.example/140', ext: 'm4a' }],
  processing: 'audio',
};
const hls: ExtractedQuality = {
  ...progressive,
  formatId: 'hls-720',
  parts: [{ kind: 'ytdlp', formatId: 'hls-720', ext: 'mp4' }],
};

const extraction: Extraction = {
  title: 'A clip',
  duration: 12.5,
  thumbnail: 'https://cdn.example/t.jpg',
  provider: 'yt-dlp',
  metadata: { author: 'someone', contentType: 'video' },
  qualities: [progressive, pair, mp3, hls],
};

describe('the public answer of an analysis (downloader.md §3)', () => {
  const answer = infoAnswer({
    id: 'job1',
    extraction,
    platform: 'youtube',
    toolType: '',
    url: 'https://youtu.be/abc',
    expiresAt: 5_000,
    extractedAt: 1_000,
    linkOf: (formatId) => `/api/downloader/stream?token=${formatId}`,
  });

  it('DL-3.01 DL-3.02 the answer has the spec keys and matches the shared schema', () => {
    expect(downloaderInfoSchema.safeParse(answer).success).toBe(true);
    expect(answer).toMatchObject({ title: 'A clip', duration: 12.5, platform: 'youtube', jobId: 'job1' });
    expect(answer.qualities.map((q) => q.url)).toEqual([
      '/api/downloader/stream?token=18',
      '/api/downloader/stream?token=137+140',
      '/api/downloader/stream?token=mp3-140',
      '/api/downloader/stream?token=hls-720',
    ]);
    expect(answer.qualities[0]).toMatchObject({
      index: 0,
      resolution: '640x360',
      size: '1.5 MB',
      hasAudio: true,
    });
    expect(answer.qualities[1]?.size).toBe('~9.5 MB');
    expect(answer.qualities[2]).toMatchObject({
      size: null,
      isAudioOnly: true,
      preview: 'https://cdn.example/t.jpg',
    });
    expect(answer.metadata).toMatchObject({
      author: 'someone',
      provider: 'yt-dlp',
      originalUrl: 'https://youtu.be/abc',
    });
  });

  it('never carries where the bytes come from', () => {
    expect(JSON.stringify(answer)).not.toContain('cdn.example/1');
    expect(JSON.stringify(answer)).not.toContain('parts');
  });

  it('a single file relayed as it is streams; anything to join, encode or fetch with yt-dlp is a job', () => {
    expect([progressive, pair, mp3, hls].map(deliveryOf)).toEqual(['stream', 'job', 'job', 'job']);
  });
});

describe('which quality a download names', () => {
  const all = [progressive, pair, mp3];
  it('by formatId, by index, by label and format, or the audio entry', () => {
    expect(pickQuality(all, { formatId: '137+140' })).toBe(pair);
    expect(pickQuality(all, { index: 2 })).toBe(mp3);
    expect(pickQuality(all, { quality: '360P', format: 'mp4' })).toBe(progressive);
    expect(pickQuality(all, { audioOnly: true })).toBe(mp3);
    expect(pickQuality(all, { quality: '4320p' })).toBeUndefined();
    expect(pickQuality(all, { index: 9 })).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExtractedQuality, Extraction, PartSource } from '../../src/extractors/extractor.js';
import { parseYtDlpInfo } from '../../src/extractors/ytdlp/ytdlp-info.js';

/**
 * yt-dlp's info JSON (`-J`) as it prints it for each kind of post, recorded by hand in its documented
 * shape (fixtures/ytdlp/): a YouTube video, a TikTok video, an Instagram carousel, an X video, a Vimeo video.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'ytdlp');
const now = new Date('2024-01-01T00:00:00Z');
type Doc = Record<string, unknown> & {
  formats?: Record<string, unknown>[];
  entries?: Record<string, unknown>[];
};

const fixture = (name: string): Doc =>
  JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as Doc;
const parse = (doc: unknown, images = false): Extraction =>
  parseYtDlpInfo(JSON.stringify(doc), { images, now });
const ids = (x: Extraction): string[] => x.qualities.map((q) => q.formatId);
const byId = (x: Extraction, id: string): ExtractedQuality => {
  const found = x.qualities.find((q) => q.formatId === id);
  if (!found) throw new Error(`no quality ${id} in ${ids(x).join(', ')}`);
  return found;
};
const http = (p: PartSource | undefined) => {
  if (p?.kind !== 'http') throw new Error(`not an http part: ${JSON.stringify(p)}`);
  return p;
};

function codeOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    return (error as { code?: string }).code ?? 'no code';
  }
  return 'no error';
}

describe('yt-dlp info: a YouTube video (DASH tracks and one progressive file)', () => {
  const x = parse(fixture('youtube-video'));

  it('gives one quality per height, then the best audio of each container, then the MP3', () => {
    expect(ids(x)).toEqual(['137+140', '136+140', '18', '160+140', '251', '140', 'mp3-251']);
    expect(x.qualities.map((q) => q.quality)).toEqual([
      '1080p',
      '720p',
      '360p',
      '144p',
      '130kbps',
      '128kbps',
      '128kbps',
    ]);
  });

  it('joins a video-only format with AAC into MP4 (remux, two parts, sizes added)', () => {
    const q = byId(x, '137+140');
    expect(q).toMatchObject({
      type: 'video',
      format: 'mp4',
      processing: 'remux',
      hasAudio: true,
      isAudioOnly: false,
    });
    expect(q).toMatchObject({
      width: 1920,
      height: 1080,
      duration: 213,
      filesize: 108_002_155 + 3_449_447,
      sizeEstimated: false,
    });
    expect(q.bitrate).toBeCloseTo(4050.5 + 127.999, 3);
    expect(q.parts.map((p) => [p.kind, p.ext])).toEqual([
      ['http', 'mp4'],
      ['http', 'm4a'],
    ]);
    expect(http(q.parts[0]).url).toContain('itag=137');
    expect(http(q.parts[1]).url).toContain('itag=140');
  });

  it("marks yt-dlp's approximate sizes as estimates", () => {
    expect(byId(x, '136+140')).toMatchObject({ filesize: 36_871_234 + 3_449_447, sizeEstimated: true });
    expect(byId(x, '18')).toMatchObject({ filesize: 17_685_223, sizeEstimated: true });
  });

  it('delivers the progressive file as it is, and prefers it to a pair at the same height', () => {
    const q = byId(x, '18');
    expect(q).toMatchObject({ processing: 'none', format: 'mp4', hasAudio: true });
    expect(q.parts).toHaveLength(1);
    // Even where the pair carries more bits: one file needs no job and no join.
    const doc = fixture('youtube-video');
    for (const f of doc.formats ?? []) if (f.format_id === '134') f.tbr = 900;
    expect(ids(parse(doc))).toContain('18');
    expect(ids(parse(doc))).not.toContain('134+140');
  });

  it('offers audio files as they are and an MP3 made from the best of them', () => {
    expect(byId(x, '140')).toMatchObject({
      type: 'audio',
      format: 'm4a',
      processing: 'none',
      isAudioOnly: true,
      hasAudio: true,
      width: null,
    });
    expect(byId(x, '251')).toMatchObject({ format: 'webm', processing: 'none', filesize: 3_437_753 });
    const mp3 = byId(x, 'mp3-251');
    expect(mp3).toMatchObject({
      type: 'audio',
      format: 'mp3',
      processing: 'audio',
      bitrate: 128,
      sizeEstimated: true,
    });
    expect(mp3.filesize).toBe(Math.round((128_000 * 213) / 8));
    expect(http(mp3.parts[0]).url).toContain('itag=251');
  });

  it('never offers the storyboard, and passes only headers the egress client lets callers set', () => {
    const parts = x.qualities.flatMap((q) => q.parts);
    expect(parts.some((p) => p.kind === 'http' && p.url.includes('/sb/'))).toBe(false);
    for (const p of parts) {
      const names = Object.keys(http(p).headers ?? {}).map((n) => n.toLowerCase());
      expect(names).not.toContain('user-agent');
      expect(names).toContain('accept-language');
    }
    expect(x.qualities.every((q) => /^[A-Za-z0-9._+-]+$/.test(q.formatId))).toBe(true);
  });

  it('fills title, duration, thumbnail and the metadata', () => {
    expect(x).toMatchObject({
      title: 'Loopback Sample Talk (Official Video)',
      duration: 213,
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      provider: 'yt-dlp',
    });
    expect(x.metadata).toEqual({
      author: 'Loopback Channel',
      authorHandle: 'LoopbackChannel',
      authorAvatar: null,
      viewCount: 1_523_456_789,
      likeCount: 16_800_000,
      uploadDate: '2009-10-25',
      description: 'A talk recorded for the fixture.\nSecond line.',
      caption: 'A talk recorded for the fixture.\nSecond line.',
      contentType: 'video',
      mediaCount: 1,
      source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'yt-dlp',
      extractedAt: '2024-01-01T00:00:00.000Z',
    });
  });

  it('labels high frame rates and pairs the original-language audio over a dub', () => {
    const doc = fixture('youtube-video');
    const formats = doc.formats ?? [];
    for (const f of formats) if (f.format_id === '137') f.fps = 60;
    formats.push({
      ...formats.find((f) => f.format_id === '139'),
      format_id: '139-dub',
      language: 'fr',
      language_preference: -10,
      tbr: 200,
      abr: 200,
    });
    for (const f of formats) if (f.format_id === '140') f.language_preference = 10;
    const y = parse(doc);
    expect(byId(y, '137+140').quality).toBe('1080p60');
  });
});

describe('yt-dlp info: a TikTok video (progressive files with the page as Referer)', () => {
  const x = parse(fixture('tiktok-video'));

  it('labels a vertical video by its short side and keeps the Referer for the CDN', () => {
    const q = byId(x, 'play_addr-0');
    expect(q).toMatchObject({
      quality: '576p',
      width: 576,
      height: 1024,
      processing: 'none',
      filesize: 3_902_371,
    });
    expect(http(q.parts[0]).headers).toMatchObject({
      Referer: 'https://www.tiktok.com/@loopback.dancer/video/7106658991907802411',
    });
  });

  it('leaves a format that needs cookies to yt-dlp (the egress client never sends cookies)', () => {
    expect(byId(x, 'bytevc1_720p_1500').parts).toEqual([
      { kind: 'ytdlp', formatId: 'bytevc1_720p_1500', ext: 'mp4' },
    ]);
  });

  it('derives the MP3 from the smallest file with sound, and names the creator', () => {
    expect(byId(x, 'mp3-lower_360_0')).toMatchObject({ processing: 'audio', format: 'mp3' });
    expect(x.metadata).toMatchObject({
      author: 'Loopback Dancer',
      authorHandle: 'loopback.dancer',
      uploadDate: '2022-06-06T15:40:00.000Z',
    });
  });
});

describe('yt-dlp info: an Instagram carousel (videos and a photo)', () => {
  const x = parse(fixture('instagram-carousel'), true);

  it('flattens the entries, one quality each, with their index and title', () => {
    expect(ids(x)).toEqual(['e1.dash-563189v+dash-560184ad', 'e2.image', 'e3.101']);
    expect(x.qualities.map((q) => q.extra)).toEqual([
      { index: 1, title: 'Video by loopback.photo' },
      { index: 2, title: 'Video by loopback.photo' },
      { index: 3, title: 'Video by loopback.photo' },
    ]);
    expect(byId(x, 'e1.dash-563189v+dash-560184ad')).toMatchObject({
      processing: 'remux',
      quality: '1080p',
      format: 'mp4',
    });
    expect(byId(x, 'e3.101')).toMatchObject({
      processing: 'none',
      quality: '360p',
      hasAudio: true,
      duration: 7.9,
    });
  });

  it('gives the photo as an image quality: its largest picture, with the Referer', () => {
    const photo = byId(x, 'e2.image');
    expect(photo).toMatchObject({
      type: 'image',
      format: 'jpg',
      width: 1440,
      height: 1800,
      hasAudio: false,
      isAudioOnly: false,
      processing: 'none',
    });
    expect(http(photo.parts[0])).toMatchObject({
      url: expect.stringContaining('dst-jpg_e35&') as unknown,
      headers: { Referer: 'https://www.instagram.com/' },
    });
  });

  it('describes the post: carousel, three items, the caption, the account', () => {
    expect(x.title).toBe('Post by loopback.photo');
    expect(x.metadata).toMatchObject({
      contentType: 'carousel',
      mediaCount: 3,
      caption: 'Three from the trip #loop',
      author: 'Loopback Photo',
      authorHandle: 'loopback.photo',
      source: 'https://www.instagram.com/p/CxLoopBack1/',
    });
  });

  it('leaves photos out where the platform has none (its policy says so)', () => {
    const photoless = parse(fixture('instagram-carousel'), false);
    expect(ids(photoless)).toEqual(['e1.dash-563189v+dash-560184ad', 'e3.101']);
    expect(photoless.metadata).toMatchObject({ contentType: 'carousel', mediaCount: 2 });
  });
});

describe('yt-dlp info: an X video (HLS variants and MP4 files)', () => {
  const x = parse(fixture('twitter-video'));

  it('prefers the MP4 files to HLS at each height', () => {
    expect(ids(x)).toEqual([
      'http-2176',
      'http-832',
      'http-256',
      'hls-audio-128000-Audio',
      'mp3-hls-audio-128000-Audio',
    ]);
    expect(byId(x, 'http-2176')).toMatchObject({
      quality: '720p',
      processing: 'none',
      bitrate: 2176,
      sizeEstimated: true,
    });
    expect(byId(x, 'http-2176').filesize).toBe(Math.round((2176 * 1000 * 9.843) / 8));
  });

  it('leaves the HLS audio to yt-dlp and calls an audio-only MP4 an m4a', () => {
    expect(byId(x, 'hls-audio-128000-Audio')).toMatchObject({
      format: 'm4a',
      quality: 'Audio',
      parts: [{ kind: 'ytdlp', formatId: 'hls-audio-128000-Audio', ext: 'mp4' }],
    });
  });
});

describe('yt-dlp info: a Vimeo video (HLS and progressive files)', () => {
  const x = parse(fixture('vimeo-video'));

  it('gives the progressive file at each height and keeps the Referer', () => {
    expect(ids(x)).toEqual(['http-1080p', 'http-720p', 'http-360p', 'mp3-http-360p']);
    expect(byId(x, 'http-1080p')).toMatchObject({
      filesize: 40_123_000,
      sizeEstimated: false,
      hasAudio: true,
    });
    expect(byId(x, 'http-720p')).toMatchObject({ filesize: null, sizeEstimated: false });
    expect(http(byId(x, 'http-1080p').parts[0]).headers).toMatchObject({
      Referer: 'https://vimeo.com/76979871',
    });
  });
});

describe('yt-dlp info: documents that are not what yt-dlp writes', () => {
  const video = fixture('vimeo-video');

  it.each([
    ['not JSON', 'Traceback (most recent call last):'],
    ['an array', '[]'],
    ['a url of the wrong type', JSON.stringify({ ...video, formats: [{ format_id: '1', url: 42 }] })],
    ['formats that are no list', JSON.stringify({ ...video, formats: 'http-1080p' })],
    ['entries that are no list', JSON.stringify({ _type: 'playlist', id: 'x', entries: {} })],
    ['neither formats nor a url', JSON.stringify({ id: 'x', title: 'x' })],
    ['an unresolved link', JSON.stringify({ _type: 'url', url: 'https://vimeo.com/1', ie_key: 'Vimeo' })],
  ])('%s → EXTRACTOR_CHANGED', (_name, text) => {
    expect(codeOf(() => parseYtDlpInfo(text, { images: true, now }))).toBe('EXTRACTOR_CHANGED');
  });

  it('answers CONTENT_UNAVAILABLE when nothing can be delivered: storyboards, DRM, RTMP, a live stream', () => {
    const only = (formats: Record<string, unknown>[]) => ({ ...video, formats });
    const f = { url: 'https://example.com/x', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a.40.2' };
    expect(
      codeOf(() =>
        parse(
          only([{ ...f, format_id: 'sb0', ext: 'mhtml', protocol: 'mhtml', vcodec: 'none', acodec: 'none' }]),
        ),
      ),
    ).toBe('CONTENT_UNAVAILABLE');
    expect(codeOf(() => parse(only([{ ...f, format_id: 'drm', protocol: 'https', has_drm: true }])))).toBe(
      'CONTENT_UNAVAILABLE',
    );
    expect(
      codeOf(() => parse(only([{ ...f, format_id: 'rtmp', url: 'rtmp://example.com/x', protocol: 'rtmp' }]))),
    ).toBe('CONTENT_UNAVAILABLE');
    expect(codeOf(() => parse({ ...video, is_live: true, live_status: 'is_live' }))).toBe(
      'CONTENT_UNAVAILABLE',
    );
    // A video's picture is no substitute for the video where the platform has no photos.
    expect(codeOf(() => parse({ ...video, formats: [] }, false))).toBe('CONTENT_UNAVAILABLE');
  });

  it('never turns an unresolved playlist entry (a page link) into a quality', () => {
    const doc = fixture('instagram-carousel');
    const entries = doc.entries ?? [];
    doc.entries = [
      { _type: 'url', url: 'https://www.instagram.com/p/Other/', ie_key: 'Instagram' },
      ...entries,
    ];
    const x = parse(doc, true);
    expect(
      x.qualities.flatMap((q) => q.parts).some((p) => p.kind === 'http' && p.url.includes('/p/Other')),
    ).toBe(false);
    expect(x.metadata.mediaCount).toBe(3);
  });

  it('reads one single file written at the top of the info (no formats list)', () => {
    const x = parse({
      id: 'clip',
      title: 'OG clip',
      url: 'https://cdn.example.com/clip.mp4',
      ext: 'mp4',
      format_id: '0',
      protocol: 'https',
      _type: 'video',
    });
    expect(x.qualities[0]).toMatchObject({
      formatId: '0',
      processing: 'none',
      parts: [{ kind: 'http', url: 'https://cdn.example.com/clip.mp4', ext: 'mp4' }],
    });
  });

  it('makes formatIds URL-safe and unique', () => {
    const f = (format_id: string, height: number) => ({
      format_id,
      url: `https://cdn.example.com/${height}.mp4`,
      ext: 'mp4',
      protocol: 'https',
      width: height * 2,
      height,
    });
    const x = parse({ ...video, formats: [f('a b', 720), f('a_b', 480), f('a/b', 360)] });
    expect(ids(x).slice(0, 3)).toEqual(['a_b', 'a_b-2', 'a_b-3']);
  });
});

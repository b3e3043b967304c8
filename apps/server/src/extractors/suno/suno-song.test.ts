import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { clip, IDS } from '../../../test/extractors-suno/suno-documents.js';
import type { ExtractorError } from '../extractor.js';
import type { MediaLinks } from './suno-media.js';
import { clipSchema, readDocument } from './suno-schemas.js';
import { deliverableSong, songExtraction } from './suno-song-answer.js';
import { readSong } from './suno-song.js';

const links: MediaLinks = (address, kind) => `/proxied/${kind}/${address}`;
const read = (fields: Record<string, unknown> = {}) =>
  readSong(readDocument(clipSchema, clip(IDS.song, fields), 'clip'), undefined);
const song = () => deliverableSong(read());
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as ExtractorError;
    return { code: e.code, message: e.message };
  }
  throw new Error('did not throw');
};

describe('a Suno clip read as a song', () => {
  it("keeps Suno's fields under the spec's names, media as their CDN addresses", () => {
    expect(song()).toMatchObject({
      id: IDS.song,
      title: 'Neon Harbor',
      artist: 'Lumen Tide',
      handle: 'lumentide',
      duration: 1.04,
      playCount: 1532,
      upvoteCount: 87,
      modelVersion: 'v4.5',
      modelName: 'chirp-auk',
      tags: 'dreamy synthwave, female vocals',
      audio: `https://cdn1.suno.ai/${IDS.song}.mp3`,
      video: `https://cdn1.suno.ai/${IDS.song}.mp4`,
      imageLarge: `https://cdn2.suno.ai/image_large_${IDS.song}.jpeg`,
    });
    expect(read({ video_url: '', title: '  ', display_name: null })).toMatchObject({
      video: undefined,
      title: 'Untitled',
      artist: 'lumentide',
    });
  });

  it('a deleted, unfinished or failed clip, or one without CDN audio, is refused with its own code', () => {
    const deleted = { code: 'CONTENT_UNAVAILABLE', message: DOWNLOADER_MESSAGES.sunoNotFound('song') };
    expect(failure(() => deliverableSong(read({ is_trashed: true })))).toEqual(deleted);
    for (const status of ['submitted', 'queued', 'streaming']) {
      expect(failure(() => deliverableSong(read({ status })))).toEqual({
        code: 'CONTENT_UNAVAILABLE',
        message: DOWNLOADER_MESSAGES.sunoNotReady,
      });
    }
    expect(failure(() => deliverableSong(read({ status: 'error' })))?.code).toBe('CONTENT_UNAVAILABLE');
    expect(failure(() => deliverableSong(read({ audio_url: 'https://x.example/a.mp3' })))?.code).toBe(
      'EXTRACTOR_CHANGED',
    );
  });

  it('a clip without id or status, or with fields of another type, is EXTRACTOR_CHANGED', () => {
    for (const doc of [{ ...clip(IDS.song), id: undefined }, { ...clip(IDS.song), status: 3 }, []]) {
      expect(failure(() => readDocument(clipSchema, doc, 'clip'))?.code).toBe('EXTRACTOR_CHANGED');
    }
    expect(failure(() => readDocument(clipSchema, clip(IDS.song, { play_count: '12' }), 'clip'))?.code).toBe(
      'EXTRACTOR_CHANGED',
    );
  });
});

describe('the answer for one song', () => {
  it('the music tool: MP3, MP4, cover, each a relayed file; links are the signed ones', () => {
    const answer = songExtraction({
      song: song(),
      videoTool: false,
      links,
      source: 'https://suno.com/song/x',
    });
    expect(answer.qualities.map((q) => [q.formatId, q.type, q.format, q.quality, q.processing])).toEqual([
      ['mp3', 'audio', 'mp3', 'Audio', 'none'],
      ['mp4', 'video', 'mp4', 'Video', 'none'],
      ['cover', 'image', 'jpg', 'Cover', 'none'],
    ]);
    expect(answer.qualities[0]?.parts).toEqual([
      { kind: 'http', url: `https://cdn1.suno.ai/${IDS.song}.mp3`, ext: 'mp3' },
    ]);
    expect(answer.thumbnail).toBe(`/proxied/cover/https://cdn2.suno.ai/image_large_${IDS.song}.jpeg`);
    expect(answer.metadata).toMatchObject({
      contentType: 'audio',
      authorAvatar: '/proxied/avatar/https://cdn2.suno.ai/avatar_lumentide.jpeg',
      viewCount: 1532,
      likeCount: 87,
      songs: [
        {
          id: IDS.song,
          audioUrl: `/proxied/audio/https://cdn1.suno.ai/${IDS.song}.mp3`,
          videoUrl: `/proxied/video/https://cdn1.suno.ai/${IDS.song}.mp4`,
          imageUrl: `/proxied/cover/https://cdn2.suno.ai/image_${IDS.song}.jpeg`,
        },
      ],
    });
  });

  it('the video tool: the video first; a song without one is CONTENT_UNAVAILABLE', () => {
    const answer = songExtraction({ song: song(), videoTool: true, links, source: '' });
    expect(answer.qualities.map((q) => q.formatId)).toEqual(['mp4', 'mp3', 'cover']);
    expect(answer.metadata.contentType).toBe('video');
    const silent = deliverableSong(read({ video_url: null }));
    expect(failure(() => songExtraction({ song: silent, videoTool: true, links, source: '' }))).toEqual({
      code: 'CONTENT_UNAVAILABLE',
      message: DOWNLOADER_MESSAGES.sunoNoVideo,
    });
  });
});

import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { readSunoAnswer } from './suno-answer';

function quality(formatId: string, type: DownloaderQuality['type'], extra: Record<string, unknown> = {}) {
  return {
    index: 0,
    formatId,
    url: `/api/downloader/stream?token=${formatId}`,
    type,
    format: type === 'audio' ? 'mp3' : type === 'video' ? 'mp4' : 'jpg',
    quality: formatId,
    size: null,
    filesize: null,
    sizeEstimated: false,
    width: null,
    height: null,
    resolution: null,
    bitrate: null,
    duration: null,
    hasAudio: type !== 'image',
    isAudioOnly: type === 'audio',
    delivery: 'stream' as const,
    ...extra,
  };
}

function answer(metadata: Record<string, unknown>, qualities: DownloaderQuality[]): DownloaderInfo {
  return {
    success: true,
    title: 'Night Drive',
    duration: null,
    platform: 'suno',
    thumbnail: '/api/media/proxy/cover',
    url: 'https://suno.com/playlist/x',
    qualities,
    jobId: 'j',
    toolType: 'playlist-downloader',
    provider: 'Suno',
    metadata,
    expiresAt: 0,
  };
}

const song = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  title: 'Neon Harbor',
  artist: 'Lumen Tide',
  duration: 125,
  playCount: 1532,
  imageUrl: `/api/media/proxy/${id}-small`,
  imageLargeUrl: `/api/media/proxy/${id}-large`,
  audioUrl: `/api/media/proxy/${id}-audio`,
  videoUrl: null,
  modelVersion: 'v4.5',
  ...fields,
});

describe('reading a Suno answer', () => {
  it('DR-2.9.03 a playlist’s songs keep their order and get their own MP3 and, when they have one, MP4', () => {
    const view = readSunoAnswer(
      answer(
        { contentType: 'playlist', modelVersion: null, songs: [song('a'), song('b'), { title: 'no id' }] },
        [
          quality('s1-mp3', 'audio', { songId: 'a' }),
          quality('s1-mp4', 'video', { songId: 'a' }),
          quality('s2-mp3', 'audio', { songId: 'b' }),
          quality('cover', 'image'),
        ],
      ),
    );
    expect(view.kind).toBe('playlist');
    expect(view.songs.map((s) => [s.number, s.id, s.mp3?.formatId, s.mp4?.formatId])).toEqual([
      [1, 'a', 's1-mp3', 's1-mp4'],
      [2, 'b', 's2-mp3', undefined],
    ]);
    expect(view.coverQuality?.formatId).toBe('cover');
  });

  it('DR-9.02 a song without title or artist is Unknown Track by Unknown Artist', () => {
    const view = readSunoAnswer(
      answer({ contentType: 'audio', songs: [song('a', { title: '', artist: null })] }, [
        quality('mp3', 'audio'),
      ]),
    );
    expect(view.songs[0]).toMatchObject({ title: 'Unknown Track', artist: 'Unknown Artist' });
    expect(view.songs[0]?.mp3?.formatId).toBe('mp3');
  });

  it('DR-2.9.07 a video answer lists its files video, audio, image', () => {
    const view = readSunoAnswer(
      answer({ contentType: 'video', songs: [song('a')] }, [
        quality('cover', 'image'),
        quality('mp3', 'audio'),
        quality('mp4', 'video'),
      ]),
    );
    expect(view.isVideo).toBe(true);
    expect(view.items.map((q) => q.formatId)).toEqual(['mp4', 'mp3', 'cover']);
  });
});

import { downloaderInfoSchema, type DownloaderInfo } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, SHARE_CODE } from './suno-documents.js';
import { probeBytes } from '../helpers/probe-bytes.js';
import { startSunoKit, type SunoKit } from './suno-kit.js';

/**
 * Suno's tools end to end: the real app analyses real-looking suno.com links against the loopback
 * Suno, the quality links and download jobs deliver the fixture's files, the real ffprobe reads them.
 */
const TIMEOUT = 60_000;

interface SongEntry {
  readonly id: string;
  readonly audioUrl: string | null;
  readonly videoUrl: string | null;
  readonly imageUrl: string | null;
  readonly [key: string]: unknown;
}
const songsOf = (info: DownloaderInfo) => info.metadata.songs as SongEntry[];
const rows = (info: DownloaderInfo) => info.qualities.map((q) => [q.formatId, q.type, q.format, q.delivery]);

describe('Suno through the real server (loopback Suno; real egress, jobs, ffmpeg and ffprobe)', () => {
  let kit: SunoKit;

  beforeAll(async () => {
    kit = await startSunoKit();
  }, TIMEOUT);
  afterAll(async () => {
    expect(kit.canary.connections(), 'connections that reached the canary').toBe(0);
    await kit.close();
  });

  it(
    "DL-3.04 a song: its MP3, video and cover, Suno's metadata; the MP3 streams as a real MP3",
    async () => {
      const api = kit.client('anon_suno-song-00001');
      const answer = await api.info(`https://suno.com/song/${IDS.song}`, {
        captcha: true,
        toolType: 'music-downloader',
      });
      expect(answer.status).toBe(200);
      expect(downloaderInfoSchema.safeParse(answer.body.data).success).toBe(true);
      const info = answer.body.data;
      expect(info).toMatchObject({
        platform: 'suno',
        provider: 'Suno',
        title: 'Neon Harbor',
        duration: 1.04,
      });
      expect(rows(info)).toEqual([
        ['mp3', 'audio', 'mp3', 'stream'],
        ['mp4', 'video', 'mp4', 'stream'],
        ['cover', 'image', 'jpg', 'stream'],
      ]);
      expect(info.metadata).toMatchObject({
        contentType: 'audio',
        author: 'Lumen Tide',
        authorHandle: 'lumentide',
        songCount: 1,
        playCount: 1532,
        upvoteCount: 87,
        tags: 'dreamy synthwave, female vocals',
        modelVersion: 'v4.5',
        modelName: 'chirp-auk',
        createdAt: '2025-03-14T09:26:53.221Z',
        status: 'complete',
      });
      const [song] = songsOf(info);
      expect(song).toMatchObject({
        id: IDS.song,
        title: 'Neon Harbor',
        artist: 'Lumen Tide',
        duration: 1.04,
      });
      expect(song).toMatchObject({ playCount: 1532, modelVersion: 'v4.5' });

      const mp3 = await kit.client(undefined).bytes(info.qualities[0]?.url ?? '');
      expect(mp3.status).toBe(200);
      expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
      expect(mp3.headers.get('content-disposition')).toContain('Neon_Harbor_Audio.mp3');
      expect(mp3.bytes.equals(kit.suno.file('mp3'))).toBe(true);
      const probe = await probeBytes(mp3.bytes, 'song.mp3');
      expect(probe.format).toBe('mp3');
      expect(probe.streams).toEqual(['audio:mp3']);

      // The result screen plays the song through this server, never from Suno's CDN directly.
      expect(song?.audioUrl).toMatch(/^\/api\/media\/proxy\/[A-Za-z0-9._-]+$/);
      const played = await kit.client(undefined).bytes(song?.audioUrl ?? '');
      expect(played.status).toBe(200);
      expect(played.bytes.equals(kit.suno.file('mp3'))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'the video tool lists the video first; its download job delivers H.264 with AAC (ffprobe)',
    async () => {
      const api = kit.client('anon_suno-video-0001');
      const info = (
        await api.info(`https://suno.com/song/${IDS.song}`, { captcha: true, toolType: 'video-downloader' })
      ).body.data;
      expect(rows(info).map(([id]) => id)).toEqual(['mp4', 'mp3', 'cover']);
      expect(info.metadata.contentType).toBe('video');
      const started = await api.download(info.jobId, 'mp4');
      expect(started.status).toBe(202);
      const job = await api.finished(started.body.data.jobId);
      expect(job).toMatchObject({ status: 'COMPLETED', jobType: 'download' });
      const file = await kit.client(undefined).bytes(job.result?.url ?? '');
      expect(file.status).toBe(200);
      const probe = await probeBytes(file.bytes, 'video.mp4');
      expect(probe.streams).toEqual(['audio:aac', 'video:h264']);
      expect(probe.duration).toBeGreaterThan(0.8);
    },
    TIMEOUT,
  );

  it(
    'DL-3.04 DR-3.10 DR-3.02 a playlist of two pages: every song in order, the deleted one left out',
    async () => {
      const before = kit.suno.paths().length;
      const api = kit.client('anon_suno-list-00001');
      const answer = await api.info(`https://suno.com/playlist/${IDS.playlist}`, {
        captcha: true,
        toolType: 'playlist-downloader',
      });
      expect(answer.status).toBe(200);
      const info = answer.body.data;
      expect(downloaderInfoSchema.safeParse(info).success).toBe(true);
      const asked = kit.suno
        .paths()
        .slice(before)
        .filter((p) => p.includes('/api/playlist/'));
      expect(asked).toEqual([1, 2].map((n) => `/studio/api/playlist/${IDS.playlist}?page=${String(n)}`));
      expect(info.title).toBe('Night Drive');
      expect(info.metadata).toMatchObject({
        contentType: 'playlist',
        playlistId: IDS.playlist,
        playlistName: 'Night Drive',
        playlistDescription: 'Songs for the late road',
        playCount: 4410,
        upvoteCount: 12,
        songCount: 3,
        author: 'Harbor Radio',
        authorHandle: 'harborradio',
        // The songs do not share one model version.
        modelVersion: null,
      });
      expect(info.metadata.authorAvatar).toEqual(expect.any(String));
      const songs = songsOf(info);
      expect(songs.map((s) => [s.id, s.title])).toEqual([
        [IDS.song, 'Neon Harbor'],
        [IDS.quiet, 'Quiet Pier'],
        [IDS.third, 'Last Ferry'],
      ]);
      for (const s of songs) {
        expect(Object.keys(s).sort()).toEqual(
          ['artist', 'audioUrl', 'duration', 'id', 'imageLargeUrl', 'imageUrl', 'modelVersion']
            .concat(['playCount', 'title', 'videoUrl'])
            .sort(),
        );
      }
      expect(songs.map((s) => s.videoUrl === null)).toEqual([false, true, false]);
      expect(info.qualities.map((q) => q.formatId)).toEqual([
        's1-mp3',
        's1-mp4',
        's2-mp3',
        's3-mp3',
        's3-mp4',
        'cover',
      ]);
      const last = info.qualities.find((q) => q.formatId === 's3-mp3');
      expect(last).toMatchObject({ songId: IDS.third, songIndex: 2, title: 'Last Ferry' });
      const mp3 = await kit.client(undefined).bytes(last?.url ?? '');
      expect(mp3.headers.get('content-disposition')).toContain('Night_Drive_3_Last_Ferry.mp3');
      expect((await probeBytes(mp3.bytes, 'third.mp3')).streams).toEqual(['audio:mp3']);
    },
    TIMEOUT,
  );

  it(
    "a hook (under its author's profile): its video, an MP3 made from it by a job, its cover",
    async () => {
      const api = kit.client('anon_suno-hook-00001');
      const answer = await api.info(`https://suno.com/@lumentide/hook/${IDS.hook}`, {
        captcha: true,
        toolType: 'hook-downloader',
      });
      expect(answer.status).toBe(200);
      const info = answer.body.data;
      expect(info.title).toBe('Harbor lights at 2am');
      expect(rows(info)).toEqual([
        ['mp4', 'video', 'mp4', 'stream'],
        ['mp3', 'audio', 'mp3', 'job'],
        ['cover', 'image', 'jpg', 'stream'],
      ]);
      expect(info.metadata).toMatchObject({ contentType: 'video', hookId: IDS.hook, songId: IDS.song });
      const job = await api.finished((await api.download(info.jobId, 'mp3')).body.data.jobId);
      expect(job.status).toBe('COMPLETED');
      const file = await kit.client(undefined).bytes(job.result?.url ?? '');
      const probe = await probeBytes(file.bytes, 'hook.mp3');
      expect(probe.format).toBe('mp3');
      expect(probe.streams).toEqual(['audio:mp3']);
    },
    TIMEOUT,
  );

  it(
    'a share link is followed to its song',
    async () => {
      const answer = await kit
        .client('anon_suno-share-0001')
        .info(`https://suno.com/s/${SHARE_CODE}`, { captcha: true });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ title: 'Neon Harbor', toolType: 'music-downloader' });
      expect(songsOf(answer.body.data)[0]?.id).toBe(IDS.song);
    },
    TIMEOUT,
  );
});

import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { clip, IDS, playlistPage } from '../../../test/extractors-suno/suno-documents.js';
import type { ExtractorError } from '../extractor.js';
import {
  createPlaylistCollector,
  PLAYLIST_MAX_PAGES,
  PLAYLIST_MAX_SONGS,
  playlistExtraction,
} from './suno-playlist.js';

const ID = IDS.playlist;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const page = (n: number, clips: Record<string, unknown>[], total: number) =>
  playlistPage({ id: ID, page: n, clips, total });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as ExtractorError).code;
  }
  return undefined;
};

describe('a Suno playlist, page by page', () => {
  it('asks for pages until it has as many entries as Suno counts', () => {
    const collector = createPlaylistCollector(ID, undefined);
    expect(collector.add(page(1, [clip(uuid(1)), clip(uuid(2))], 3))).toBe(true);
    expect(collector.add(page(2, [clip(uuid(3))], 3))).toBe(false);
    expect(collector.result().songs.map((s) => s.id)).toEqual([uuid(1), uuid(2), uuid(3)]);
  });

  it('stops at an empty page and at a page it has seen (an API that ignores the page number)', () => {
    const empty = createPlaylistCollector(ID, undefined);
    expect(empty.add(page(1, [clip(uuid(1))], 10))).toBe(true);
    expect(empty.add(page(2, [], 10))).toBe(false);
    const repeating = createPlaylistCollector(ID, undefined);
    expect(repeating.add(page(1, [clip(uuid(1))], 10))).toBe(true);
    expect(repeating.add(page(1, [clip(uuid(1))], 10))).toBe(false);
    expect(repeating.result().songs).toHaveLength(1);
  });

  it(`stops at ${String(PLAYLIST_MAX_PAGES)} pages and keeps at most ${String(PLAYLIST_MAX_SONGS)} songs`, () => {
    const pages = createPlaylistCollector(ID, undefined);
    let asked = 0;
    while (pages.add(page(asked + 1, [clip(uuid(asked + 1))], 10_000))) asked += 1;
    expect(asked + 1).toBe(PLAYLIST_MAX_PAGES);
    const songs = createPlaylistCollector(ID, undefined);
    const many = Array.from({ length: PLAYLIST_MAX_SONGS + 5 }, (_, i) => clip(uuid(i + 1)));
    expect(songs.add(page(1, many, 10_000))).toBe(false);
    expect(songs.result().songs).toHaveLength(PLAYLIST_MAX_SONGS);
  });

  it('leaves out deleted, unfinished and unreadable entries; all unreadable is EXTRACTOR_CHANGED', () => {
    const collector = createPlaylistCollector(ID, undefined);
    collector.add(
      page(1, [clip(uuid(1)), clip(uuid(2), { is_trashed: true }), clip(uuid(3), { status: 'queued' })], 4),
    );
    collector.add({ ...page(2, [], 4), playlist_clips: [{ clip: { id: uuid(4) } }] });
    expect(collector.result()).toMatchObject({ skipped: 3 });
    expect(collector.result().songs.map((s) => s.id)).toEqual([uuid(1)]);
    const changed = createPlaylistCollector(ID, undefined);
    expect(codeOf(() => changed.add({ ...page(1, [], 1), playlist_clips: [{ song: clip(uuid(1)) }] }))).toBe(
      'EXTRACTOR_CHANGED',
    );
  });

  it('another playlist, or a page of another shape, is EXTRACTOR_CHANGED', () => {
    const collector = createPlaylistCollector(ID, undefined);
    expect(codeOf(() => collector.add(playlistPage({ id: uuid(9), page: 1, clips: [], total: 0 })))).toBe(
      'EXTRACTOR_CHANGED',
    );
    expect(codeOf(() => collector.add({ ...page(1, [], 0), playlist_clips: 'none' }))).toBe(
      'EXTRACTOR_CHANGED',
    );
  });
});

describe('the answer for a playlist', () => {
  const links = (address: string, kind: string) => `/proxied/${kind}/${address}`;

  it("numbers each song's files by its place, and a playlist without a song to give is refused", () => {
    const collector = createPlaylistCollector(ID, undefined);
    collector.add(
      page(1, [clip(uuid(1), { title: 'One' }), clip(uuid(2), { title: 'Two', video_url: '' })], 2),
    );
    const answer = playlistExtraction({ playlist: collector.result(), videoTool: false, links, source: '' });
    expect(answer.qualities.map((q) => [q.formatId, q.quality])).toEqual([
      ['s1-mp3', '1 One'],
      ['s1-mp4', '1 One'],
      ['s2-mp3', '2 Two'],
      ['cover', 'Cover'],
    ]);
    expect(answer.metadata).toMatchObject({ contentType: 'playlist', songCount: 2, modelVersion: 'v4.5' });

    const empty = createPlaylistCollector(ID, undefined);
    empty.add(page(1, [clip(uuid(1), { status: 'error' })], 1));
    let message: string | undefined;
    try {
      playlistExtraction({ playlist: empty.result(), videoTool: false, links, source: '' });
    } catch (error) {
      message = (error as ExtractorError).message;
    }
    expect(message).toBe(DOWNLOADER_MESSAGES.sunoEmptyPlaylist);
  });
});

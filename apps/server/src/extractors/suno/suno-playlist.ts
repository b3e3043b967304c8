/**
 * A Suno playlist, read page by page (`GET /api/playlist/<id>?page=<n>`, from 1), and its answer
 * (downloader.md §3 "Suno adds songCount, playlistId, playlistName, playlistDescription…";
 * downloader-results.md §2.9 playlist rows, §3 songs[]; docs/decisions.md D156). Pure: the extractor
 * fetches each page and hands it to the collector, which says whether to ask for the next.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { ExtractorError, type Extraction } from '../extractor.js';
import { cdnAddress, media, type MediaLinks, type MediaRequest } from './suno-media.js';
import { playlistEntrySchema, playlistPageSchema, readDocument } from './suno-schemas.js';
import { authorOf, SUNO_PROVIDER } from './suno-song-answer.js';
import { coverQuality } from './suno-qualities.js';
import { readSong, songEntry, songMedia, songQualities, type SunoSong } from './suno-song.js';

/** Pages asked for at most, and songs kept at most: a playlist's answer stays a page's worth of JSON. */
export const PLAYLIST_MAX_PAGES = 20;
export const PLAYLIST_MAX_SONGS = 500;

export interface SunoPlaylist {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly author: string | null;
  readonly handle: string | null;
  readonly playCount: number | null;
  readonly upvoteCount: number | null;
  /** Songs in the whole playlist as Suno counts them (deleted and unfinished ones included). */
  readonly total: number | null;
  readonly cover: string | undefined;
  readonly avatar: string | undefined;
  readonly songs: readonly SunoSong[];
  /** Entries left out: unfinished, deleted, or not readable. */
  readonly skipped: number;
}

export function createPlaylistCollector(playlistId: string, cdnBase: string | undefined) {
  let first: Omit<SunoPlaylist, 'songs' | 'skipped'> | undefined;
  const songs = new Map<string, SunoSong>();
  let entries = 0;
  let unreadable = 0;
  let skipped = 0;
  let pages = 0;

  return {
    /** Reads one page; answers whether the next page should be asked for. */
    add(data: unknown): boolean {
      const page = readDocument(playlistPageSchema, data, 'playlist');
      if (page.id.toLowerCase() !== playlistId) {
        throw new ExtractorError('EXTRACTOR_CHANGED', `Suno answered playlist ${page.id} for ${playlistId}`);
      }
      pages += 1;
      first ??= {
        id: playlistId,
        name: page.name?.trim() || 'Suno playlist',
        description: page.description?.trim() || null,
        author: page.user_display_name?.trim() || page.user_handle?.trim() || null,
        handle: page.user_handle?.trim() || null,
        playCount: page.play_count ?? null,
        upvoteCount: page.upvote_count ?? null,
        total: page.num_total_results ?? null,
        cover: cdnAddress(page.image_url, cdnBase),
        avatar: cdnAddress(page.user_avatar_image_url, cdnBase),
      };
      let deliverable = 0;
      let fresh = 0;
      for (const item of page.playlist_clips) {
        const entry = playlistEntrySchema.safeParse(item);
        const song = entry.success ? readSong(entry.data.clip, cdnBase) : 'unreadable';
        if (song === 'unreadable') unreadable += 1;
        if (typeof song === 'string') {
          skipped += 1;
          continue;
        }
        deliverable += 1;
        if (!songs.has(song.id) && songs.size < PLAYLIST_MAX_SONGS) {
          songs.set(song.id, song);
          fresh += 1;
        }
      }
      entries += page.playlist_clips.length;
      // Every entry so far unreadable: the entries' shape changed, not the songs.
      if (unreadable > 0 && unreadable === entries) {
        throw new ExtractorError('EXTRACTOR_CHANGED', 'Suno playlist: no entry has a readable clip');
      }
      const empty = page.playlist_clips.length === 0;
      // Only songs already seen: the API ignored the page number, and asking on gives the same page.
      const repeated = deliverable > 0 && fresh === 0;
      const all = first.total !== null && entries >= first.total;
      const full = songs.size >= PLAYLIST_MAX_SONGS || pages >= PLAYLIST_MAX_PAGES;
      return !(empty || repeated || all || full);
    },
    result(): SunoPlaylist {
      if (!first) throw new Error('no playlist page was read');
      return { ...first, songs: [...songs.values()], skipped };
    },
  };
}

/** The addresses the answer links to. */
export function playlistMedia(playlist: SunoPlaylist): (MediaRequest | undefined)[] {
  return [
    media(playlist.cover, 'cover'),
    media(playlist.avatar, 'avatar'),
    ...playlist.songs.flatMap(songMedia),
  ];
}

/** The model version every song shares (the header's badge), else null. */
function sharedVersion(songs: readonly SunoSong[]): string | null {
  const versions = new Set(songs.map((s) => s.modelVersion));
  return versions.size === 1 ? ([...versions][0] ?? null) : null;
}

export interface PlaylistAnswerInput {
  readonly playlist: SunoPlaylist;
  readonly videoTool: boolean;
  readonly links: MediaLinks;
  readonly source: string;
}

export function playlistExtraction({ playlist, videoTool, links, source }: PlaylistAnswerInput): Extraction {
  const { songs } = playlist;
  if (songs.length === 0) {
    throw new ExtractorError(
      'CONTENT_UNAVAILABLE',
      'Suno playlist: no deliverable song',
      DOWNLOADER_MESSAGES.sunoEmptyPlaylist,
    );
  }
  const cover = playlist.cover ?? songs[0]?.imageLarge ?? songs[0]?.image;
  const preview = cover === undefined ? null : links(cover, 'cover');
  const digits = String(songs.length).length;
  // Each song's label names its file: "<playlist>_<nn> <title>.mp3", sorted as the playlist is.
  const qualities = songs.flatMap((song, i) =>
    songQualities(song, {
      prefix: `s${i + 1}-`,
      label: () => `${String(i + 1).padStart(digits, '0')} ${song.title.slice(0, 60)}`,
      videoFirst: videoTool,
      withCover: false,
      links,
      extra: { songId: song.id, songIndex: i },
    }),
  );
  const playlistCover = coverQuality(playlist.cover, 'cover', 'Cover', preview);
  return {
    title: playlist.name,
    duration: null,
    thumbnail: preview,
    provider: SUNO_PROVIDER,
    metadata: {
      contentType: 'playlist',
      ...authorOf(playlist.author, playlist.handle, playlist.avatar, links),
      description: playlist.description,
      source,
      mediaCount: songs.length,
      viewCount: playlist.playCount,
      likeCount: playlist.upvoteCount,
      playlistId: playlist.id,
      playlistName: playlist.name,
      playlistDescription: playlist.description,
      playCount: playlist.playCount,
      upvoteCount: playlist.upvoteCount,
      modelVersion: sharedVersion(songs),
      songCount: songs.length,
      songs: songs.map((song) => songEntry(song, links)),
    },
    qualities: playlistCover ? [...qualities, playlistCover] : qualities,
  };
}

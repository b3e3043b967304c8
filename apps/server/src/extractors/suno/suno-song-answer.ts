/**
 * The answer for one song, through the music and the video tool (downloader.md §3 "Suno adds …";
 * downloader-results.md §2.9, §3; docs/decisions.md D155). Pure.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { ExtractorError, type Extraction } from '../extractor.js';
import type { MediaLinks } from './suno-media.js';
import { coverOf, songEntry, songQualities, type SongProblem, type SunoSong } from './suno-song.js';

/** "Via Suno API" (downloader-results.md §2.6's provider line). */
export const SUNO_PROVIDER = 'Suno';

/** A song, or the stable error of why it cannot be delivered. */
export function deliverableSong(read: SunoSong | SongProblem): SunoSong {
  if (typeof read !== 'string') return read;
  switch (read) {
    case 'trashed':
      return fail('CONTENT_UNAVAILABLE', read, DOWNLOADER_MESSAGES.sunoNotFound('song'));
    case 'not-ready':
      return fail('CONTENT_UNAVAILABLE', read, DOWNLOADER_MESSAGES.sunoNotReady);
    case 'failed':
      return fail('CONTENT_UNAVAILABLE', read, DOWNLOADER_MESSAGES.contentUnavailable);
    case 'no-audio':
      // A finished song without a CDN audio address is a document this extractor no longer knows.
      return fail('EXTRACTOR_CHANGED', 'complete clip without a Suno CDN audio_url');
  }
}

function fail(code: 'CONTENT_UNAVAILABLE' | 'EXTRACTOR_CHANGED', detail: string, message?: string): never {
  throw new ExtractorError(code, `Suno song: ${detail}`, message);
}

/** The author fields of downloader.md §3 "Metadata". */
export function authorOf(
  name: string | null,
  handle: string | null,
  avatar: string | undefined,
  links: MediaLinks,
) {
  return {
    author: name,
    authorHandle: handle,
    authorAvatar: avatar === undefined ? null : links(avatar, 'avatar'),
  };
}

/** A song's counts and facts under both the generic names and Suno's (downloader.md §3). */
export function songFacts(song: SunoSong) {
  return {
    viewCount: song.playCount,
    likeCount: song.upvoteCount,
    uploadDate: song.createdAt,
    playCount: song.playCount,
    upvoteCount: song.upvoteCount,
    tags: song.tags,
    modelVersion: song.modelVersion,
    modelName: song.modelName,
    createdAt: song.createdAt,
    status: song.status,
  };
}

export interface SongAnswerInput {
  readonly song: SunoSong;
  /** The video tool: the video first, and a song without one has nothing to offer it. */
  readonly videoTool: boolean;
  readonly links: MediaLinks;
  /** The song's page. */
  readonly source: string;
}

export function songExtraction({ song, videoTool, links, source }: SongAnswerInput): Extraction {
  if (videoTool && song.video === undefined) {
    throw new ExtractorError(
      'CONTENT_UNAVAILABLE',
      'Suno song without video',
      DOWNLOADER_MESSAGES.sunoNoVideo,
    );
  }
  const cover = coverOf(song);
  return {
    title: song.title,
    duration: song.duration,
    thumbnail: cover === undefined ? null : links(cover, 'cover'),
    provider: SUNO_PROVIDER,
    metadata: {
      // downloader-results.md §3: Suno's contentType is playlist "or other"; a song is its medium.
      contentType: videoTool ? 'video' : 'audio',
      ...authorOf(song.artist, song.handle, song.avatar, links),
      caption: song.caption,
      source,
      mediaCount: 1,
      duration: song.duration,
      ...songFacts(song),
      songCount: 1,
      songs: [songEntry(song, links)],
    },
    qualities: songQualities(song, {
      prefix: '',
      label: (kind) => kind,
      videoFirst: videoTool,
      withCover: true,
      links,
      extra: { songId: song.id },
    }),
  };
}

/**
 * A Suno song: a clip read into what the answer needs (docs/decisions.md D155), its qualities (the MP3,
 * the MP4 when the song has a video, the cover; downloader-results.md §2.9) and its entry of
 * `metadata.songs` (downloader-results.md §3 "Suno metadata": id, title, artist, duration in seconds,
 * playCount, imageUrl, imageLargeUrl, audioUrl, videoUrl, modelVersion). Pure.
 */
import type { ExtractedQuality } from '../extractor.js';
import { coverQuality, fileQuality } from './suno-qualities.js';
import type { SunoClip } from './suno-schemas.js';
import { cdnAddress, extensionOf, media, type MediaLinks, type MediaRequest } from './suno-media.js';

export interface SunoSong {
  readonly id: string;
  readonly title: string;
  /** The display name; `handle` is the @name. */
  readonly artist: string | null;
  readonly handle: string | null;
  readonly duration: number | null;
  readonly playCount: number | null;
  readonly upvoteCount: number | null;
  readonly modelVersion: string | null;
  readonly modelName: string | null;
  readonly createdAt: string | null;
  readonly status: string;
  readonly tags: string | null;
  readonly caption: string | null;
  /** Fetchable addresses (suno-media.ts); `audio` is what makes a song. */
  readonly audio: string;
  readonly video: string | undefined;
  readonly image: string | undefined;
  readonly imageLarge: string | undefined;
  readonly avatar: string | undefined;
}

/** Why a clip is not a song to deliver: deleted, still being made, failed, or without usable audio. */
export type SongProblem = 'trashed' | 'not-ready' | 'failed' | 'no-audio';

const IN_PROGRESS = new Set(['submitted', 'queued', 'streaming']);

const nonEmpty = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function readSong(clip: SunoClip, cdnBase: string | undefined): SunoSong | SongProblem {
  if (clip.is_trashed === true) return 'trashed';
  if (IN_PROGRESS.has(clip.status)) return 'not-ready';
  if (clip.status !== 'complete') return 'failed';
  const audio = cdnAddress(clip.audio_url, cdnBase);
  if (audio === undefined) return 'no-audio';
  return {
    id: clip.id,
    title: nonEmpty(clip.title) ?? 'Untitled',
    artist: nonEmpty(clip.display_name) ?? nonEmpty(clip.handle),
    handle: nonEmpty(clip.handle),
    duration: clip.metadata?.duration ?? null,
    playCount: clip.play_count ?? null,
    upvoteCount: clip.upvote_count ?? null,
    modelVersion: nonEmpty(clip.major_model_version),
    modelName: nonEmpty(clip.model_name),
    createdAt: nonEmpty(clip.created_at),
    status: clip.status,
    tags: nonEmpty(clip.metadata?.tags),
    caption: nonEmpty(clip.caption),
    audio,
    video: cdnAddress(clip.video_url, cdnBase),
    image: cdnAddress(clip.image_url, cdnBase),
    imageLarge: cdnAddress(clip.image_large_url, cdnBase),
    avatar: cdnAddress(clip.avatar_image_url, cdnBase),
  };
}

/** The addresses of a song the answer links to (all but the avatar, which its author entry adds). */
export function songMedia(song: SunoSong): (MediaRequest | undefined)[] {
  return [
    media(song.audio, 'audio'),
    media(song.video, 'video'),
    media(song.image, 'cover'),
    media(song.imageLarge, 'cover'),
  ];
}

/** The picture of a song: the large one, else the small one. */
export const coverOf = (song: SunoSong): string | undefined => song.imageLarge ?? song.image;

/** downloader-results.md §3 "Suno metadata" songs[]: one song as the result screen lists it. */
export function songEntry(song: SunoSong, links: MediaLinks) {
  const link = (address: string | undefined, kind: 'audio' | 'video' | 'cover') =>
    address === undefined ? null : links(address, kind);
  return {
    id: song.id,
    title: song.title,
    artist: song.artist,
    duration: song.duration,
    playCount: song.playCount,
    imageUrl: link(song.image ?? song.imageLarge, 'cover'),
    imageLargeUrl: link(coverOf(song), 'cover'),
    audioUrl: link(song.audio, 'audio'),
    videoUrl: link(song.video, 'video'),
    modelVersion: song.modelVersion,
  };
}

export interface SongQualityOptions {
  /** formatIds `<prefix>mp3`, `<prefix>mp4`, `<prefix>cover`. */
  readonly prefix: string;
  /** The quality label, and with it the file name's second half (`title_label.format`). */
  readonly label: (kind: 'Audio' | 'Video' | 'Cover') => string;
  /** downloader-results.md §2.9: video results list the video first. */
  readonly videoFirst: boolean;
  readonly withCover: boolean;
  readonly links: MediaLinks;
  /** Tool-specific fields of each entry (the song's id and position). */
  readonly extra: Readonly<Record<string, unknown>>;
}

/** A song's qualities: each a single file of Suno's CDN, relayed as it is. */
export function songQualities(song: SunoSong, options: SongQualityOptions): ExtractedQuality[] {
  const { prefix, label, links } = options;
  const cover = coverOf(song);
  const preview = cover === undefined ? null : links(cover, 'cover');
  const common = { duration: song.duration, preview, title: song.title, extra: options.extra };
  const audio = fileQuality({
    ...common,
    formatId: `${prefix}${extensionOf(song.audio, 'mp3')}`,
    type: 'audio',
    address: song.audio,
    label: label('Audio'),
  });
  const video =
    song.video === undefined
      ? undefined
      : fileQuality({
          ...common,
          formatId: `${prefix}mp4`,
          type: 'video',
          address: song.video,
          label: label('Video'),
        });
  const image = options.withCover
    ? coverQuality(cover, `${prefix}cover`, label('Cover'), preview)
    : undefined;
  const ordered = options.videoFirst ? [video, audio, image] : [audio, video, image];
  return ordered.filter((q): q is ExtractedQuality => q !== undefined);
}

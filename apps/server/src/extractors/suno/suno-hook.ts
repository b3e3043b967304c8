/**
 * A Suno hook (docs/decisions.md D6, D157): a short video set to part of a song, at
 * `suno.com/hook/<uuid>` (or under its author's profile). Suno's API has no public call for it, so it
 * is read from the hook page, which embeds the `hook_schema` entity in its flight data (next-flight.ts).
 * Its answer: the video (MP4), its sound (MP3: Suno's own file when the hook has one, else made from the
 * video by this server's ffmpeg, a download job), the cover; `metadata.songId` names the song it uses.
 * Pure.
 */
import { ExtractorError, type ExtractedQuality, type Extraction } from '../extractor.js';
import { findObjects, flightString, flightText, flightValues } from './next-flight.js';
import { cdnAddress, media, type MediaLinks, type MediaRequest } from './suno-media.js';
import { hookSchema, readDocument } from './suno-schemas.js';
import { authorOf, SUNO_PROVIDER } from './suno-song-answer.js';
import { coverQuality, fileQuality } from './suno-qualities.js';

export interface SunoHookItem {
  readonly id: string;
  readonly title: string;
  readonly artist: string | null;
  readonly handle: string | null;
  readonly caption: string | null;
  readonly duration: number | null;
  readonly playCount: number | null;
  readonly upvoteCount: number | null;
  readonly createdAt: string | null;
  /** The song the hook is set to, when the page names it. */
  readonly songId: string | null;
  /** Fetchable addresses (suno-media.ts); at least one of video and audio. */
  readonly video: string | undefined;
  readonly audio: string | undefined;
  readonly image: string | undefined;
  readonly imageLarge: string | undefined;
  readonly avatar: string | undefined;
}

const words = (value: string | null | undefined): string | null => flightString(value)?.trim() || null;

/** The hook `hookId` as its page embeds it; EXTRACTOR_CHANGED when the page holds no such entity. */
export function readHookPage(html: string, hookId: string, cdnBase: string | undefined): SunoHookItem {
  const found = findObjects(
    flightValues(flightText(html)),
    (o) => o.entity_type === 'hook_schema' && typeof o.id === 'string' && o.id.toLowerCase() === hookId,
  );
  const [head, ...rest] = found;
  if (head === undefined)
    throw new ExtractorError('EXTRACTOR_CHANGED', 'Suno hook page: no hook_schema entity');
  // The entity may be repeated (a feed beside the player); the fullest copy has the most fields.
  const fullest = rest.reduce((a, b) => (Object.keys(b).length > Object.keys(a).length ? b : a), head);
  const hook = readDocument(hookSchema, fullest, 'hook');
  const address = (value: string | null | undefined) => cdnAddress(flightString(value), cdnBase);
  const item: SunoHookItem = {
    id: hookId,
    title: words(hook.caption) ?? words(hook.title) ?? 'Suno hook',
    artist: words(hook.display_name) ?? words(hook.handle),
    handle: words(hook.handle),
    caption: words(hook.caption),
    duration: hook.metadata?.duration ?? null,
    playCount: hook.play_count ?? null,
    upvoteCount: hook.upvote_count ?? null,
    createdAt: words(hook.created_at),
    songId: words(hook.metadata?.clip_id) ?? words(hook.original_clip_id),
    video: address(hook.video_url),
    audio: address(hook.audio_url),
    image: address(hook.image_url),
    imageLarge: address(hook.image_large_url),
    avatar: address(hook.avatar_image_url),
  };
  if (item.video === undefined && item.audio === undefined) {
    throw new ExtractorError('EXTRACTOR_CHANGED', 'Suno hook without media on its CDN');
  }
  return item;
}

export function hookMedia(hook: SunoHookItem): (MediaRequest | undefined)[] {
  return [
    media(hook.video, 'video'),
    media(hook.audio, 'audio'),
    media(hook.image, 'cover'),
    media(hook.imageLarge, 'cover'),
    media(hook.avatar, 'avatar'),
  ];
}

/** The hook's sound made from its video: our ffmpeg's MP3 of the one part (a download job). */
function soundFromVideo(hook: SunoHookItem, video: string, preview: string | null): ExtractedQuality {
  return {
    ...fileQuality({
      formatId: 'mp3',
      type: 'audio',
      address: video,
      label: 'Audio',
      duration: hook.duration,
      preview,
      title: hook.title,
      extra: { hookId: hook.id },
    }),
    format: 'mp3',
    // The rate our encoder is asked for when the source's is unknown (D102).
    bitrate: 192,
    parts: [{ kind: 'http', url: video, ext: 'mp4' }],
    processing: 'audio',
  };
}

export function hookExtraction(hook: SunoHookItem, links: MediaLinks, source: string): Extraction {
  const cover = hook.imageLarge ?? hook.image;
  const preview = cover === undefined ? null : links(cover, 'cover');
  const common = { duration: hook.duration, preview, title: hook.title, extra: { hookId: hook.id } };
  const video =
    hook.video &&
    fileQuality({ ...common, formatId: 'mp4', type: 'video', address: hook.video, label: 'Video' });
  const sound = hook.audio
    ? fileQuality({ ...common, formatId: 'mp3', type: 'audio', address: hook.audio, label: 'Audio' })
    : hook.video && soundFromVideo(hook, hook.video, preview);
  // downloader-results.md §2.9: video results list the video, then the audio, then the picture.
  const qualities = [video, sound, coverQuality(cover, 'cover', 'Cover', preview)].filter(
    (q): q is ExtractedQuality => typeof q === 'object',
  );
  const link = (address: string | undefined, kind: 'audio' | 'video' | 'cover') =>
    address === undefined ? null : links(address, kind);
  return {
    title: hook.title,
    duration: hook.duration,
    thumbnail: preview,
    provider: SUNO_PROVIDER,
    metadata: {
      contentType: 'video',
      ...authorOf(hook.artist, hook.handle, hook.avatar, links),
      caption: hook.caption,
      source,
      mediaCount: 1,
      duration: hook.duration,
      viewCount: hook.playCount,
      likeCount: hook.upvoteCount,
      uploadDate: hook.createdAt,
      playCount: hook.playCount,
      upvoteCount: hook.upvoteCount,
      createdAt: hook.createdAt,
      hookId: hook.id,
      songId: hook.songId,
      songCount: 1,
      songs: [
        {
          id: hook.id,
          title: hook.title,
          artist: hook.artist,
          duration: hook.duration,
          playCount: hook.playCount,
          imageUrl: link(hook.image ?? hook.imageLarge, 'cover'),
          imageLargeUrl: preview,
          audioUrl: link(hook.audio, 'audio'),
          videoUrl: link(hook.video, 'video'),
          modelVersion: null,
        },
      ],
    },
    qualities,
  };
}
